/**
 * Where the docs may link outside the site (tests/site/builtFiles.test.ts inventories every link of the
 * build, with no network call): https only, to these hosts, or mail to a Pipedream address. A page that needs
 * another host adds it here, which keeps new outside destinations a reviewed change.
 */
export const allowedLinkHosts = [
  'pipedream.com',
  'cli.pipedream.com',
  'status.pipedream.com',
  'github.com',
  'semver.org',
  'html.spec.whatwg.org',
  'tc39.es',
  'datatracker.ietf.org',
  'www.rfc-editor.org',
  'www.iso.org',
  'www.youtube-nocookie.com',
  'pypi.org',
  // Vendor pages a page sends its reader to: Snowflake's SQL API reference, Strava's connected apps settings.
  'docs.snowflake.com',
  'www.strava.com',
] as const;

export const allowedMailDomain = 'pipedream.com';

/** What is wrong with an outside link, or undefined when it is fine. */
export function externalLinkProblem(href: string): string | undefined {
  if (href.startsWith('mailto:')) {
    return /^mailto:[a-z0-9._%+-]+@([a-z0-9-]+\.)*pipedream\.com$/i.test(href) ? undefined : `not a ${allowedMailDomain} address`;
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'not a well-formed URL';
  }
  if (url.protocol !== 'https:') return `${url.protocol} instead of https:`;
  if (url.username || url.password) return 'carries credentials';
  if (url.port) return 'names a port';
  if (/\s/.test(href) || href !== href.trim()) return 'contains white space';
  if (!(allowedLinkHosts as readonly string[]).includes(url.hostname)) return `host ${url.hostname} is not in config/externalLinks.ts`;
  return undefined;
}

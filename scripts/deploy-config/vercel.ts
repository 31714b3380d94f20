/**
 * vercel.json, generated from the same typed redirect list and response rules as deploy/nginx.conf
 * (scripts/deploy-config/nginx.ts), for hosting the build on Vercel:
 * - the build is published under /docs/ (the build command copies `build/` to `vercel-out/docs/`, and its
 *   404 page to `vercel-out/404.html`, which Vercel serves with status 404 for unknown paths);
 * - `trailingSlash: true`: Vercel sends `/docs/foo` to `/docs/foo/` (paths with a dot, like the `.html`
 *   page, are left alone), so redirect sources are written in both forms;
 * - `/docs/<route>index.html` → `/docs/<route>`; every redirect of src/data/redirects.ts (its `index.html`
 *   form too, listed first), one hop;
 * - a page asked for with `Accept: text/markdown` (server/requestRules.ts) → its `index.md`, `Vary: Accept`;
 *   `.md` files as `text/markdown; charset=utf-8`;
 * - the security headers on every path, immutable caching for /docs/assets/, revalidation elsewhere.
 */
import {removeTrailingSlash} from '@docusaurus/utils-common';
import {redirects, withSlash} from '../../src/data/redirects';
import {cacheControl, hashedAssetsDir, securityHeaders, type CspOptions} from '../../config/securityHeaders';
import {redirectHref} from '../../server/requestRules';
import {basePath} from '../../config/versions';
import {searchPagePath} from '../../src/lib/localSearch';
import {htmlAcceptPattern, markdownAcceptPattern, pageMarkdownFile, siteContentType, siteContentTypes} from '../../server/requestRules';

export const outputDirectory = 'vercel-out';

interface VercelRedirect {
  readonly source: string;
  readonly destination: string;
  readonly permanent: true;
}

export function vercelRedirects(): VercelRedirect[] {
  const out: VercelRedirect[] = [{source: '/', destination: `${basePath}/`, permanent: true}];
  // Vercel applies the first match: the redirect list (index.html forms included) before the generic rule.
  for (const r of redirects) {
    const slash = withSlash(r.from);
    for (const from of [slash, removeTrailingSlash(slash), `${slash}index.html`]) {
      out.push({source: `${basePath}${from}`, destination: redirectHref(r), permanent: true});
    }
  }
  out.push(
    {source: `${basePath}/index.html`, destination: `${basePath}/`, permanent: true},
    {source: `${basePath}/:path*/index.html`, destination: `${basePath}/:path*/`, permanent: true},
  );
  return out;
}

/** One regex for Vercel's `has` over the Accept header (JavaScript syntax, case as sent): the two patterns of wantsMarkdown. */
export const markdownAcceptRegex = `^(?=.*(?:${markdownAcceptPattern}))(?!.*(?:${htmlAcceptPattern})).*$`;

/**
 * Markdown for agents: a page's URL with `Accept: text/markdown` serves its `index.md`. The search page has none: the
 * first rule that matches wins, so its own HTML comes first (a rewrite to a missing index.md was a 404, audit D9).
 */
export function vercelRewrites(): Record<string, unknown>[] {
  const has = [{type: 'header', key: 'accept', value: markdownAcceptRegex}];
  return [
    {source: `${basePath}/${searchPagePath}`, has, destination: `${basePath}/${searchPagePath}index.html`},
    {source: `${basePath}/`, has, destination: `${basePath}/${pageMarkdownFile}`},
    {source: `${basePath}/:path*/`, has, destination: `${basePath}/:path*/${pageMarkdownFile}`},
  ];
}

export function vercelConfig(csp: CspOptions): Record<string, unknown> {
  const headers = (h: Record<string, string>) => Object.entries(h).map(([key, value]) => ({key, value}));
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: `npm run build && rm -rf ${outputDirectory} && mkdir -p ${outputDirectory} && cp -R build ${outputDirectory}${basePath} && cp build/404.html ${outputDirectory}/404.html`,
    outputDirectory,
    cleanUrls: false,
    trailingSlash: true,
    redirects: vercelRedirects(),
    rewrites: vercelRewrites(),
    headers: [
      {source: '/(.*)', headers: headers({...securityHeaders(csp), 'Cache-Control': cacheControl.other})},
      {source: `${basePath}/(.*/)?`, headers: headers({Vary: 'Accept'})},
      ...Object.keys(siteContentTypes).map((ext) => ({
        source: `${basePath}/(.*)\\.${ext}`,
        headers: headers({'Content-Type': siteContentType(`x.${ext}`)!, ...(ext === 'md' ? {Vary: 'Accept'} : {})}),
      })),
      {source: `${basePath}/${hashedAssetsDir}(.*)`, headers: headers({'Cache-Control': cacheControl.hashedAssets})},
    ],
  };
}

export function vercelJson(csp: CspOptions): string {
  return `${JSON.stringify(vercelConfig(csp), null, 2)}\n`;
}

/**
 * Content rules a reader would otherwise catch as errors (issue 19), checked over every page of every version.
 * Each rule reads only files of this repository:
 *
 * - no instruction to create an environment variable with the reserved `PIPEDREAM_` prefix;
 * - no platform constant that holds the values of several plans (or a range) in one string, since prose that
 *   quotes it reads wrongly ("…shared by all members: 333; 66 for free orgs.");
 * - a sentence that sends the reader to the limits or pricing page for a topic lands on a page that covers it;
 * - no link whose whole text is a generic word ("Go", "here", "this"…), which fails the descriptive-link-text audit;
 * - the PGP key block on the key pages is the published static/pgp/pipedream.asc.
 */
import fs from 'node:fs';
import path from 'node:path';
import {limitNames, limitsPageGroups, platformConstants} from '@site/src/data/platform';
import {docFiles, repoRoot, versionDirs} from '../lib/sourceFiles';

const root = repoRoot;

const files = versionDirs().flatMap(docFiles);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The page without front matter and fenced code blocks: the prose a reader reads as text. */
export function prose(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

/** `PIPEDREAM_…` names the platform itself sets, and other names that are not environment variables. */
const platformSetNames: Record<string, string> = {
  PIPEDREAM_STEPS: 'the step data file of Bash and Go steps',
  PIPEDREAM_EXPORTS: 'the exports file of Bash and Go steps',
  PIPEDREAM_WH: 'a Snowflake warehouse name in an example, not an environment variable',
};

/** Names on a page, prose and code alike, that use the reserved prefix and are not set by the platform. */
export function reservedPrefixNames(source: string): string[] {
  return [...source.matchAll(/\bPIPEDREAM_[A-Z0-9_]+/g)].map((m) => m[0]).filter((n) => !(n in platformSetNames));
}

/** A display value holding several plans' values, or a range, in one string. */
export function isCompoundValue(value: string): boolean {
  return /;/.test(value) || /\b(free|paid|pro|team|enterprise|orgs?)\b/i.test(value) || /\bfrom\b.+\b(to|up to)\b/i.test(value);
}

/**
 * Topics a sentence can send the reader to the limits or pricing page for, each as the pattern that finds it
 * in the sentence and in the target page. A topic named next to the link must be covered where it lands.
 */
const topics: Record<string, RegExp> = {
  'data stores': /data stores?\b/i,
  'connected accounts': /connected accounts?/i,
  'auto-retry': /auto-retr(y|ies)/i,
  'dedicated workers': /dedicated workers?/i,
  'private networks': /private networks?|virtual private cloud/i,
  'polling interval': /polling interval/i,
  'number of event sources': /how many (event )?sources|number of (workflows and )?(event )?sources/i,
  'single sign-on': /single sign-on|\bSSO\b/i,
  'queue size': /queue size/i,
  'compute time': /compute time/i,
  'execution history': /execution history|event history/i,
  'HTTP proxy': /\bproxy\b/i,
};

/** Text a component renders on the target page, so a topic shown in a table counts as covered. */
function componentText(source: string, version: string): string {
  const constants = platformConstants[version] ?? platformConstants.current!;
  const parts: string[] = [];
  if (/<LimitsTable\b/.test(source))
    parts.push(...limitNames.filter((n) => limitsPageGroups.includes(constants[n].group)).map((n) => `${constants[n].label} ${constants[n].group}`));
  if (/<PricingTable\b/.test(source)) parts.push('invocations included per month daily invocations limit team members price');
  return parts.join('\n');
}

interface PromiseLink {
  readonly file: string;
  readonly target: string;
  readonly sentence: string;
}

/** Links to a limits or pricing page, each with the sentence (or list item, or table row) around it. */
export function limitsAndPricingLinks(file: string, source: string): PromiseLink[] {
  const text = prose(source);
  const out: PromiseLink[] = [];
  for (const m of text.matchAll(/(?<!!)\[[^\]]*\]\(([^)#\s]*(?:limits|pricing)\.mdx?)(?:#[^)]*)?\)/g)) {
    const target = path.normalize(path.join(path.dirname(file), m[1]!));
    if (!/(^|\/)(limits|pricing)\.mdx?$/.test(target) || !fs.existsSync(path.join(root, target))) continue;
    const at = m.index!;
    const before = text.slice(0, at);
    const start = Math.max(before.search(/[^.!?\n]*$/), 0);
    const afterMatch = text.slice(at).search(/[.!?](\s|$)|\n/);
    const end = afterMatch < 0 ? text.length : at + afterMatch + 1;
    out.push({file, target, sentence: text.slice(start, end)});
  }
  return out;
}

/** The topics a sentence names that its target page does not cover. */
export function uncoveredTopics(link: PromiseLink, targetSource: string, version: string): string[] {
  const covered = `${prose(targetSource)}\n${componentText(targetSource, version)}`;
  return Object.entries(topics)
    .filter(([, re]) => re.test(link.sentence) && !re.test(covered))
    .map(([name]) => name);
}

/** Link texts that say nothing about the target (Lighthouse's list, plus "link"). */
const genericLinkTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'link',
  'this page',
  'this link',
]);

/** Markdown links and `<a>` elements whose whole text is a generic word. */
export function genericLinks(source: string): string[] {
  const text = prose(source);
  const md = [...text.matchAll(/(?<!!)\[([^\]]+)\]\([^)]+\)/g)].map((m) => m[1]!);
  const html = [...text.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);
  return [...md, ...html].filter((t) => genericLinkTexts.has(t.replace(/[`*_]/g, '').trim().toLowerCase()));
}

const versionOf = (file: string) => (file.startsWith('docs') ? 'current' : file.split(path.sep)[1]!.replace(/^version-/, ''));

describe('no environment variable with the reserved PIPEDREAM_ prefix', () => {
  it('finds reserved names in a sample', () => {
    expect(reservedPrefixNames('process.env.PIPEDREAM_API_KEY and "$PIPEDREAM_STEPS"')).toEqual(['PIPEDREAM_API_KEY']);
  });
  it.each(files)('%s', (file) => {
    expect(reservedPrefixNames(read(file))).toEqual([]);
  });
});

describe('no platform constant holds several plans or a range in one value', () => {
  it('recognises the compound values that read wrongly in prose', () => {
    for (const v of ['333; 66 for free orgs', '100 events free, 1,000 paid', 'from one millisecond up to one year'])
      expect(isCompoundValue(v)).toBe(true);
    for (const v of ['333', '1,000 events', '1 year', '512KB']) expect(isCompoundValue(v)).toBe(false);
  });
  const values = Object.entries(platformConstants).flatMap(([version, constants]) =>
    limitNames.map((name) => [`${version} ${name}`, constants[name].value] as const),
  );
  it.each(values)('%s is one value: %s', (_name, value) => {
    expect(isCompoundValue(value)).toBe(false);
  });
});

describe('a sentence that sends the reader to limits or pricing for a topic lands on a page that covers it', () => {
  const links = files.flatMap((file) => limitsAndPricingLinks(file, read(file)));
  it('finds the links', () => expect(links.length).toBeGreaterThan(20));
  it('flags a promise the target does not keep', () => {
    const [link] = limitsAndPricingLinks('docs/x.md', 'Retries are off by default. See [pricing](./pricing.md) for which plans include auto-retry.');
    expect(uncoveredTopics(link!, 'Plans. Invocations.', 'current')).toEqual(['auto-retry']);
  });
  it.each(links.map((l) => [l.file, l.target, l] as const))('%s → %s', (file, target, link) => {
    expect({sentence: link.sentence.trim(), uncovered: uncoveredTopics(link, read(target), versionOf(file))}).toEqual({
      sentence: link.sentence.trim(),
      uncovered: [],
    });
  });
});

describe('descriptive link text', () => {
  it('finds a bare "Go" link', () => {
    expect(genericLinks('Use [Go](./go.md) or [Go code steps](./go.md), or click [here](https://x.example/).')).toEqual(['Go', 'here']);
  });
  it.each(files)('%s', (file) => {
    expect(genericLinks(read(file))).toEqual([]);
  });
});

describe('the PGP key', () => {
  const asc = fs.readFileSync(path.join(root, 'static', 'pgp', 'pipedream.asc'), 'utf8').trim();
  const pages = files.filter((f) => f.endsWith(path.join('privacy-and-security', 'pgp-key.md')));
  it('is on the key page of every version', () => expect(pages).toHaveLength(versionDirs().length));
  it.each(pages)('%s shows the published key block and its fingerprint', (file) => {
    const block = read(file).match(/-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]*?-----END PGP PUBLIC KEY BLOCK-----/)?.[0];
    expect(block).toBe(asc);
    expect(read(file)).toContain('E0AD ABAC 0597 5F51 8BF5 3ECC 3C85 BC49 6028 73EB');
    expect(read(file)).toContain('pathname:///docs/pgp/pipedream.asc');
  });
});

/**
 * Content rules a reader would otherwise catch as errors (CONTRIBUTING.md states them for writers), checked over every page of every version.
 * Each rule reads only files of this repository:
 *
 * - no instruction to create an environment variable with the reserved `PIPEDREAM_` prefix;
 * - no platform constant that holds the values of several plans (or a range) in one string, since prose that
 *   quotes it reads wrongly ("…shared by all members: 333; 66 for free orgs.");
 * - a sentence that sends the reader to the limits or pricing page for a topic lands on a page that covers it;
 * - no link whose whole text is a generic word ("Go", "here", "this"…), which fails the descriptive-link-text audit;
 * - the PGP key block on the key pages is the published static/pgp/pipedream.asc;
 * - the one list of `steps.trigger.context` fields (`<TriggerContextFields />`) is shown only under a heading
 *   that names `steps.trigger.context`, never as the fields of another object;
 * - a page's limits section keeps to the limits of its own topic: it restates at most one of the limits every
 *   run has (memory, execution time, `/tmp`, payload), and no two pages of a version say the same thing in their
 *   limits sections; the limits page is the one place for the rest.
 * Examples against the runtime of their version (Node.js APIs, npm packages that need a newer Node.js) are checked by
 * scripts/check-mdx.ts (scripts/lib/exampleRuntime.ts), which tests/unit/content.test.ts runs over every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {limitNames, limitsPageGroupsFor, platformConstants} from '@site/src/data/platform';
import {docFiles, repoRoot, versionDirs} from '../lib/sourceFiles';
import {genericLimitsIn, limitsSectionProblems, limitsSections, prose, runLimitPages} from '../../scripts/lib/limitsSections';
import {genericLinkProblems, genericLinks} from '../../scripts/lib/genericLinks';

const root = repoRoot;

const files = versionDirs().flatMap(docFiles);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');


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
    parts.push(...limitNames.filter((n) => limitsPageGroupsFor(version).includes(constants[n].group)).map((n) => `${constants[n].label} ${constants[n].group}`));
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

/** A sentence as a set of words: link targets, markup and punctuation dropped, `<Limit>` kept as its name. */
function sentenceWords(sentence: string): Set<string> {
  const text = sentence
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<Limit\s+name="(\w+)"\s*\/>/g, '$1')
    .toLowerCase()
    .replace(/[^a-z0-9/ ]+/g, ' ');
  return new Set(text.split(/\s+/).filter(Boolean));
}

/** Sentences shorter than this are pointers ("The limits page covers the rest.") and may repeat. */
const minComparedWords = 12;
/** Two sentences sharing this share of their words (Jaccard) say the same thing. */
const nearCopyShare = 0.75;

interface LimitsSentence {
  readonly file: string;
  readonly sentence: string;
  readonly words: Set<string>;
}

/** The sentences of the limits sections of one page worth comparing with other pages. */
export function limitsSentences(file: string, source: string): LimitsSentence[] {
  return limitsSections(source).flatMap((s) =>
    s.text
      .split(/(?<=[.!?])\s+|\n/)
      .map((sentence) => ({file, sentence: sentence.trim(), words: sentenceWords(sentence)}))
      .filter((x) => x.words.size >= minComparedWords),
  );
}

/** Pairs of sentences from the limits sections of two different pages that are near copies. */
export function nearCopies(sentences: readonly LimitsSentence[]): string[] {
  const out: string[] = [];
  sentences.forEach((a, i) => {
    for (const b of sentences.slice(i + 1)) {
      if (a.file === b.file) continue;
      const shared = [...a.words].filter((w) => b.words.has(w)).length;
      if (shared / (a.words.size + b.words.size - shared) >= nearCopyShare)
        out.push(`${a.file}: "${a.sentence}"\n  ~ ${b.file}: "${b.sentence}"`);
    }
  });
  return out;
}

/** A page's path inside its version folder, with `/`: `docs/a/b.md` and `versioned_docs/version-v1/a/b.md` are `a/b.md`. */
const pageOf = (file: string) => file.split(path.sep).slice(file.startsWith('docs') ? 1 : 2).join('/');

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
    // check-mdx gives writers the same finding, naming the text
    expect(genericLinkProblems('See the [Go](./go.md) page.')).toEqual([
      'the link text "Go" says nothing about where it leads: name the page or the topic ("the Go page", "Go code steps")',
    ]);
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

/** The heading each `<TriggerContextFields />` of a page sits under (the nearest one above it). */
export function triggerContextHeadings(source: string): string[] {
  let heading = '';
  const out: string[] = [];
  for (const line of prose(source).split('\n')) {
    const h = line.match(/^#{2,6}\s+(.*)$/);
    if (h) heading = h[1]!;
    if (/<TriggerContextFields\b/.test(line)) out.push(heading);
  }
  return out;
}

describe('the steps.trigger.context fields are shown under their own heading', () => {
  it('finds the heading above the list', () => {
    expect(triggerContextHeadings('## $.context\n\n<TriggerContextFields />\n\n## `steps.trigger.context`\n\n<TriggerContextFields />\n')).toEqual([
      '$.context',
      '`steps.trigger.context`',
    ]);
  });
  const pages = files.filter((f) => /<TriggerContextFields\b/.test(read(f)));
  it('is used on the Events and $ context pages', () => expect(pages.length).toBeGreaterThanOrEqual(2));
  it.each(pages)('%s', (file) => {
    for (const heading of triggerContextHeadings(read(file))) expect(heading).toMatch(/steps\.trigger\.context/);
  });
});

describe('limits sections keep to their page\'s topic and link the limits page for the rest', () => {
  it('finds limits sections and the run limits they restate', () => {
    const page = '## Intro\n\nText.\n\n## Limits\n\n- <Limit name="defaultMemory" /> and <Limit name="functionPayload" />.\n\n### More limits\n\n<Limit name="tmpSize" />\n\n## Next\n\n<Limit name="maxMemory" />\n';
    const sections = limitsSections(page);
    expect(sections.map((s) => s.heading)).toEqual(['Limits']);
    expect(genericLimitsIn(sections[0]!.text)).toEqual(['defaultMemory', 'functionPayload', 'tmpSize']);
  });
  it('flags near copies across pages, not short pointers', () => {
    const a = '## Limitations\n\nMemory, execution time, `/tmp` space and the size of logs and exports are limited as for every step. See [limits](../limits.md).\n';
    const b = '## Limitations\n\nMemory, execution time, `/tmp` space and the size of logs and exports are limited like every step. See [limits](../limits.md).\n';
    expect(nearCopies([...limitsSentences('a.md', a), ...limitsSentences('b.md', b)])).toHaveLength(1);
  });

  it('names a section that restates more than one run limit, with its heading and the limits, except on the pages whose topic they are', () => {
    const page = '## Limitations\n\nUp to <Limit name="defaultMemory" />, raised to <Limit name="maxMemory" />, and <Limit name="tmpSize" /> in `/tmp`.\n\n## Next\n\nText.\n';
    expect(limitsSectionProblems(page, 'versioned_docs/version-v1/workflows/steps/code/index.md')).toEqual([
      'the section "Limitations" restates 3 of the limits every run has (<Limit name="defaultMemory">, <Limit name="maxMemory">, <Limit name="tmpSize">): keep the one its topic makes matter, if any, and link the limits page for the rest',
    ]);
    expect(limitsSectionProblems(page.replace(/, raised[^,]*, and <Limit name="tmpSize" \/>/, ''), 'docs/code/nodejs/index.md')).toEqual([]);
    expect(limitsSectionProblems(page, 'docs/workflows/settings.md')).toEqual([]);
  });
  // Every page's own sections are checked by check-mdx (scripts/lib/limitsSections.ts), which tests/unit/content.test.ts
  // runs over every page; here, that the rule finds the sections it is meant for.
  const sections = files
    .filter((file) => !(pageOf(file) in runLimitPages))
    .flatMap((file) => limitsSections(read(file)).map((s) => [file, s.heading, s] as const));
  it('finds the limits sections', () => expect(sections.length).toBeGreaterThan(20));
  it.each(versionDirs())('no two pages of %s say the same thing in their limits sections', (dir) => {
    const sentences = docFiles(dir).flatMap((file) => limitsSentences(file, read(file)));
    expect(nearCopies(sentences)).toEqual([]);
  });
});

/**
 * Search ranking in Node, on the index the build just wrote: the build's own Pagefind runtime
 * (`build/pagefind/pagefind.js`) over `build/pagefind/`, with the site's options, each result made into the
 * hit the UI shows (tests/site/pagefindQuery.ts). Realistic queries each find their page among the first
 * three hits; page titles rank above headings, headings above body text; each version searches its own
 * pages. The search forgives (src/lib/forgivingSearch.ts): misspelt queries are corrected from each version's
 * vocabulary, read only then; every synonym of src/data/searchSynonyms.ts finds a page about its term;
 * task-phrased queries find their page; a query that finds nothing gets the closest pages and its section.
 * The search UI is tested in the browser (tests/e2e/search.spec.ts).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtPages, builtVersions, pageByUrl, root} from '../lib/builtSite';
import type {QueryAnswer, QueryRequest} from './pagefindQuery';
import zlib from 'node:zlib';
import {readPagefindFile} from '../../plugins/lib/pagefindChunks';
import {indexChunkBytes} from '../../plugins/searchPlugin';
import {pageSynonyms} from '../../plugins/lib/searchSynonyms';
import {searchSynonyms} from '../../src/data/searchSynonyms';
import {vocabularyFile, type VocabularyData} from '../../src/lib/searchWords';

/** Runs queries through the built runtime (one Node process for all of them). */
function run(requests: readonly QueryRequest[]): QueryAnswer[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pagefindQuery.ts'), buildDir], {
    cwd: root,
    input: JSON.stringify(requests),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as QueryAnswer[];
}

const pathOf = (url: string) => url.replace(/[?#].*$/, '');

/** Realistic queries and the page each must find among its first three hits, from a v2 page. */
const queries: readonly (readonly [string, string])[] = [
  ['cron', '/docs/workflows/examples/cron-job/'],
  ['data store', '/docs/data-stores/'],
  ['environment variables', '/docs/environment-variables/'],
  ['send http request', '/docs/workflows/examples/send-http-request/'],
  ['cold start', '/docs/workflows/events/cold-starts/'],
  ['python import', '/docs/code/python/import-mappings/'],
  ['pd deploy', '/docs/cli/reference/'],
  ['webhook', '/docs/api/rest/webhooks/'],
  ['rate limit', '/docs/troubleshooting/'],
  ['okta', '/docs/orgs/sso/okta/'],
  ['pgp key', '/docs/privacy-and-security/pgp-key/'],
  ['delay', '/docs/code/nodejs/delay/'],
  ['cron job', '/docs/workflows/examples/cron-job/'],
  ['schedule', '/docs/scheduling-future-tasks/'],
  ['http response', '/docs/workflows/examples/http-response/'],
  ['google sheets', '/docs/workflows/examples/add-row-to-google-sheets/'],
  ['discord', '/docs/workflows/examples/send-discord-message/'],
];

const v1Queries: readonly (readonly [string, string])[] = [
  ['okta', '/docs/v1/orgs/sso/okta/'],
  ['cold start', '/docs/v1/workflows/events/cold-starts/'],
  ['pgp key', '/docs/v1/privacy-and-security/pgp-key/'],
];

/** Misspelt queries (one word wrong each), what they are searched as, and the page among the first 3 hits. */
const misspelt: readonly (readonly [version: string, query: string, searched: string, url: string])[] = [
  ['v2', 'pyhton', 'python', '/docs/code/python/'],
  ['v2', 'webhok', 'webhook', '/docs/api/rest/webhooks/'],
  ['v2', 'enviroment variables', 'environment variables', '/docs/environment-variables/'],
  ['v2', 'cold strat', 'cold start', '/docs/workflows/events/cold-starts/'],
  ['v2', 'concurency', 'concurrency', '/docs/workflows/concurrency-and-throttling/'],
  ['v2', 'datastore', 'data store', '/docs/data-stores/'],
  ['v2', 'authentification', 'authentication', '/docs/api/auth/'],
  ['v2', 'cron xyzzy', 'cron', '/docs/workflows/examples/cron-job/'],
  ['v1', 'wrokflow errors', 'workflow errors', '/docs/v1/api/rest/workflow-errors/'],
  ['v1', 'scheudle', 'schedule', '/docs/v1/quickstart/run-workflow-on-a-schedule/'],
  ['v1', 'oktaa', 'okta', '/docs/v1/orgs/sso/okta/'],
];

/** Queries that name a task rather than a page, and the page among the first 3 hits. */
const tasks: readonly (readonly [version: string, query: string, url: string])[] = [
  ['v2', 'how do I retry a failed step', '/docs/workflows/settings/'],
  ['v2', 'store data between workflow runs', '/docs/data-stores/'],
  ['v2', 'run a workflow on a schedule', '/docs/workflows/examples/cron-job/'],
  ['v2', 'return a response to an http request', '/docs/workflows/examples/http-response/'],
  ['v2', 'use an npm package in node', '/docs/code/nodejs/'],
  ['v2', 'wait before the next step runs', '/docs/examples/waiting-to-execute-next-step-of-workflow/'],
  ['v2', 'limit how many events run at once', '/docs/workflows/concurrency-and-throttling/'],
  ['v2', 'read a file in python', '/docs/code/python/working-with-files/'],
  ['v2', 'make an http request in go', '/docs/code/go/http-requests/'],
  ['v2', 'share code between workflows', '/docs/code/nodejs/sharing-code/'],
  ['v1', 'send an http request from node', '/docs/v1/workflows/steps/code/nodejs/http-requests/'],
];

/** Whether a built page is about a synonym entry's term: its title, or an `h2`/`h3` heading, names it (plugins/lib/searchSynonyms.ts). */
const isAbout = (entry: (typeof searchSynonyms)[number], page: ReturnType<typeof builtPages>[number]): boolean => {
  const {title, heading} = pageSynonyms([entry], page.title, page.headers.filter((h) => h.level <= 3).map((h) => h.title));
  return title.length + heading.length > 0;
};

/** Each synonym entry with the version it is searched in (the latest, unless only v1 has a page about it) and its first alias. */
const synonymCases = searchSynonyms.map((entry) => {
  const applied = (version: string) => builtPages().some((p) => p.version === version && isAbout(entry, p));
  return {entry, version: applied('v2') ? 'v2' : 'v1', alias: entry.aliases[0]};
});

/** The queries searched both with the vocabulary loaded by an earlier search and without. */
const compared = [...misspelt.map(([v, q]) => [v, q] as const), ...queries.map(([q]) => ['v2', q] as const), ...v1Queries.map(([q]) => ['v1', q] as const)];

let answers: Map<string, QueryAnswer>;
const key = (r: QueryRequest) => `${r.version ?? 'all'}:${r.literal ? 'literal:' : ''}${r.ahead ? 'ahead:' : ''}${r.fresh ? 'fresh:' : ''}${r.pathname ?? ''}:${r.query}`;
const answer = (query: string, version?: string, more: Partial<QueryRequest> = {}) => answers.get(key({query, version, ...more}))!;

beforeAll(() => {
  const requests: QueryRequest[] = [
    ...queries.map(([query]) => ({query, version: 'v2'})),
    ...v1Queries.map(([query]) => ({query, version: 'v1'})),
    ...['okta', 'cold start'].map((query) => ({query, limit: 50})),
    ...['okta', 'cold start'].map((query) => ({query, version: 'v2', limit: 50})),
    ...['okta', 'cold start'].map((query) => ({query, version: 'v1', limit: 50})),
    ...misspelt.map(([version, query]) => ({query, version})),
    ...misspelt.map(([version, query]) => ({query, version, literal: true})),
    // Each way of searching from a fresh instance, so that neither answer depends on what other queries loaded.
    ...compared.flatMap(([version, query]) => [{query, version, fresh: true}, {query, version, ahead: true, fresh: true}]),
    {query: 'workflow errors', version: 'v1', literal: true},
    ...tasks.map(([version, query]) => ({query, version})),
    ...synonymCases.map(({version, alias}) => ({query: alias, version})),
    ...[['okta strava snowflake', '/docs/code/nodejs/'], ['xyzzy', '/docs/v1/workflows/']].map(([query, pathname]) => ({
      query: query!,
      version: pathname!.startsWith('/docs/v1/') ? 'v1' : 'v2',
      pathname,
    })),
  ];
  const results = run(requests);
  answers = new Map(requests.map((r, i) => [key(r), results[i]!]));
});

it('the build wrote an index per version, each with its runtime, and nothing of Pagefind’s stock UI', () => {
  expect(fs.readdirSync(path.join(buildDir, 'pagefind')).sort()).toEqual(['v1', 'v2']);
  for (const version of ['v1', 'v2']) {
    const files = fs.readdirSync(path.join(buildDir, 'pagefind', version));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'index', 'fragment', 'filter']));
    expect(files.filter((f) => /ui|highlight|worker|playground|unknown/.test(f))).toEqual([]);
  }
});

it.each(['v2', 'v1'])('%s: the word index is in small chunks (plugins/lib/pagefindChunks.ts), each listed once in the metadata and none left over', (version) => {
  const dir = path.join(buildDir, 'pagefind', version);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {languages: {en: {hash: string}}};
  const metaFile = path.join(dir, `pagefind.${entry.languages.en.hash}.pf_meta`);
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.pf_meta'))).toEqual([path.basename(metaFile)]);
  const listed = ((readPagefindFile(metaFile, fs.readFileSync(metaFile)) as unknown[])[2] as string[][]).map(([, , hash]) => `${hash}.pf_index`);
  expect(fs.readdirSync(path.join(dir, 'index')).sort()).toEqual([...listed].sort());
  expect(listed.length).toBeGreaterThan(20);
  // gzip as sent: Pagefind's own chunks were 30-35 KB each here.
  const sizes = listed.map((f) => fs.statSync(path.join(dir, 'index', f)).size).sort((a, b) => a - b);
  expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(indexChunkBytes);
  expect(sizes.at(-1)).toBeLessThan(2 * indexChunkBytes);
});

it('indexed every doc page of each version in that version’s index, and nothing else', () => {
  const pageCount = (version: string) => {
    const entry = JSON.parse(fs.readFileSync(path.join(buildDir, 'pagefind', version, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, {page_count: number}>;
    };
    expect(Object.keys(entry.languages)).toEqual(['en']);
    return entry.languages.en!.page_count;
  };
  const v1 = builtPages().filter((p) => p.url.startsWith('/docs/v1/')).length;
  expect(v1).toBeGreaterThan(50);
  expect([pageCount('v2'), pageCount('v1')]).toEqual([builtPages().length - v1, v1]);
});

it.each([
  ['cron job', '/docs/workflows/examples/cron-job/', 'Run a cron job', 'Create the Schedule trigger'],
  ['okta', '/docs/v1/orgs/sso/okta/', 'SSO - Okta', 'Okta'],
])('indexes a page’s title, headings and text, not the navbar, sidebar, breadcrumbs, TOC or footer ("%s")', (query, url, title, heading) => {
  const found = answer(query, url.startsWith('/docs/v1/') ? 'v1' : 'v2');
  const i = found.hits.findIndex((h) => pathOf(h.url) === url);
  const content = found.contents[i]!;
  expect(content.startsWith(title)).toBe(true);
  expect(content).toContain(heading);
  for (const chrome of ['Copy page as Markdown', 'View as Markdown', 'Version: v', 'On this page', 'Still have questions?', 'Edit this page', 'Last updated', 'Direct link to', '\u200b']) {
    expect([chrome, content.includes(chrome)]).toEqual([chrome, false]);
  }
});

it.each(queries)('"%s" finds %s among the first 3 hits (v2)', (query, url) => {
  expect(answer(query, 'v2').hits.slice(0, 3).map((h) => pathOf(h.url))).toContain(url);
});

it.each(v1Queries)('"%s" from a v1 page finds %s among the first 3 hits', (query, url) => {
  expect(answer(query, 'v1').hits.slice(0, 3).map((h) => pathOf(h.url))).toContain(url);
});

it.each([
  ['cold start', '/docs/workflows/events/cold-starts/'],
  ['okta', '/docs/orgs/sso/okta/'],
  ['cron', '/docs/workflows/examples/cron-job/'],
])('"%s": the page with it in its title ranks first, linked at its top', (query, url) => {
  const [first] = answer(query, 'v2').hits;
  expect([pathOf(first!.url), first!.title, first!.section]).toEqual([url, pageByUrl(url)!.title, []]);
});

it('"cold start": the title first, then the page with it as a heading, then pages with it in their text', () => {
  const hits = answer('cold start', 'v2').hits;
  expect(hits.slice(0, 2).map((h) => [pathOf(h.url), h.section])).toEqual([
    ['/docs/workflows/events/cold-starts/', []],
    ['/docs/workflows/settings/', ['Eliminate cold starts']],
  ]);
  // The section link goes to the heading's anchor, with the terms to highlight.
  expect(hits[1]!.url).toBe('/docs/workflows/settings/?_highlight=cold&_highlight=start#eliminate-cold-starts');
  // Then the other pages that name it in a heading (the list of changes by page has each page's title as one),
  // then pages with it in their text: a hit never names it more prominently than the one before it.
  const naming = hits.map((h) => (/cold start/i.test(h.title) ? 2 : /cold start/i.test(h.section.join(' ')) ? 1 : 0));
  expect(naming).toEqual([...naming].sort((a, b) => b - a));
  expect(naming.slice(1).filter((n) => n === 2)).toEqual([]);
  expect(naming.at(-1)).toBe(0);
});

it('a hit’s snippet marks the terms', () => {
  const [first] = answer('webhook', 'v2').hits;
  expect(first!.excerpt).toMatch(/<mark>webhooks?\.?<\/mark>/i);
});

describe('versions', () => {
  const [latest, older] = builtVersions() as [string, string];

  it.each(['okta', 'cold start'])('"%s" from a v1 page finds v1 pages only, from a v2 page v2 pages only', (query) => {
    const v1 = answer(query, older).hits.map((h) => pathOf(h.url));
    const v2 = answer(query, latest).hits.map((h) => pathOf(h.url));
    expect(v1.length).toBeGreaterThan(0);
    expect(v2.length).toBeGreaterThan(0);
    expect(v1.filter((u) => !u.startsWith('/docs/v1/'))).toEqual([]);
    expect(v2.filter((u) => u.startsWith('/docs/v1/'))).toEqual([]);
    expect(answer(query, older).hits.every((h) => h.version === older)).toBe(true);
  });

  it.each(['okta', 'cold start'])('"%s" in all versions finds the pages of both, each naming its version', (query) => {
    const all = answer(query);
    expect(all.count).toBe(answer(query, latest).count + answer(query, older).count);
    const versions = new Set(all.hits.map((h) => h.version));
    expect([...versions].sort()).toEqual([latest, older].sort());
    for (const h of all.hits) expect([h.url, h.version]).toEqual([h.url, h.url.startsWith('/docs/v1/') ? 'v1' : 'v2']);
  });
});

it('bad input to the query runner is a clear error', () => {
  expect(() =>
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pagefindQuery.ts'), path.join(root, 'no-such-build')], {
      cwd: root,
      input: '[]',
      stdio: 'pipe',
    }),
  ).toThrow(/no pagefind\/<version>\/pagefind\.js in .*no-such-build \(run `npm run build`\)/);
});

describe('forgiving', () => {
  it.each(misspelt)('%s: "%s" is searched as "%s" and finds %s among the first 3 hits', (version, query, searched, url) => {
    const found = answer(query, version);
    expect(found.query).toBe(searched);
    expect(found.hits.slice(0, 3).map((h) => pathOf(h.url))).toContain(url);
  });

  it('as typed, a query with a word that finds no page on its own finds nothing: Pagefind would leave the word out', () => {
    // Without the check, v1 "wrokflow errors" listed the 45 pages of "errors" as its results.
    expect(answer('wrokflow errors', 'v1', {literal: true}).count).toBe(0);
    expect(answer('workflow errors', 'v1', {literal: true}).count).toBeGreaterThan(0);
  });

  it.each(compared)(
    '%s: "%s" with the vocabulary loaded by an earlier search (the correction searched while the best page’s text loads) finds the same',
    (version, query) => {
      // The first 8 hits (answers kept by query may have asked for more).
      const same = ({query: searched, replaced, dropped, count, hits}: QueryAnswer) => ({searched, replaced, dropped, count, hits: hits.slice(0, 8)});
      expect(same(answer(query, version, {ahead: true, fresh: true}))).toEqual(same(answer(query, version, {fresh: true})));
    },
  );

  it.each(misspelt)('%s: "%s" searched as typed (the way back) is not corrected', (version, query) => {
    const found = answer(query, version, {literal: true});
    expect([found.query, found.replaced, found.dropped]).toEqual([query, [], []]);
  });

  it.each([...queries.map(([q]) => ['v2', q] as const), ...v1Queries.map(([q]) => ['v1', q] as const)])(
    '%s: "%s", a query the index matches, is not corrected and reads no vocabulary',
    (version, query) => {
      const found = answer(query, version);
      expect([found.query, found.replaced, found.corrected]).toEqual([query, [], false]);
    },
  );

  it.each(tasks)('%s: the task "%s" finds %s among the first 3 hits', (version, query, url) => {
    expect(answer(query, version).hits.slice(0, 3).map((h) => pathOf(h.url))).toContain(url);
  });

  it.each(synonymCases.map((c) => [c.entry.term, c.alias, c.version, c.entry] as const))(
    'synonym of "%s": "%s" (%s) finds a page whose title or a heading names it, first',
    (_term, alias, version, entry) => {
      const [first] = answer(alias, version).hits;
      const page = pageByUrl(pathOf(first!.url))!;
      expect([page.url, isAbout(entry, page)]).toEqual([page.url, true]);
    },
  );

  it('a query that finds nothing gets the closest pages (most of its words, titles first) and the section of the page it was made on', () => {
    const found = answer('okta strava snowflake', 'v2', {pathname: '/docs/code/nodejs/'});
    expect(found.count).toBe(0);
    expect(found.closest.slice(0, 3).map((h) => h.title).sort()).toEqual(['SSO - Okta', 'Snowflake', 'Strava']);
    expect(found.section).toEqual({title: pageByUrl('/docs/code/')!.title, url: '/docs/code/', prefixes: expect.arrayContaining(['/docs/code/'])});
    const none = answer('xyzzy', 'v1', {pathname: '/docs/v1/workflows/'});
    expect([none.count, none.dropped, none.closest]).toEqual([0, ['xyzzy'], []]);
    expect(none.section?.url).toBe('/docs/v1/');
  });

  it.each(['v2', 'v1'])('%s: the vocabulary is the index’s words by pages, with the sections, small; its words are found', (version) => {
    const file = path.join(buildDir, 'pagefind', version, vocabularyFile);
    const raw = fs.readFileSync(file);
    const data = JSON.parse(raw.toString('utf8')) as VocabularyData;
    const pages = data.words.map(([n]) => n);
    expect(pages).toEqual([...pages].sort((a, b) => b - a));
    const words = data.words.flatMap(([, w]) => w.split(' '));
    expect(words.length).toBeGreaterThan(2000);
    expect(new Set(words).size).toBe(words.length);
    // The budget at 5,000 pages is 60 KB gzip per version (docs-dev/benchmark.md); at this size a third of it.
    expect(zlib.gzipSync(raw, {level: 6}).length).toBeLessThan(20_000);
    for (const s of data.sections) expect(pageByUrl(s.url)?.title).toBe(s.title);
    expect(data.sections.flatMap((s) => s.prefixes).every((p) => p.startsWith(version === 'v1' ? '/docs/v1/' : '/docs/'))).toBe(true);
  });
});

it('every 20th word of each vocabulary is one the index matches (a correction always finds pages)', () => {
  const requests = ['v2', 'v1'].flatMap((version) => {
    const data = JSON.parse(fs.readFileSync(path.join(buildDir, 'pagefind', version, vocabularyFile), 'utf8')) as VocabularyData;
    return data.words
      .flatMap(([, w]) => w.split(' '))
      .filter((_, i) => i % 20 === 0)
      .map((word) => ({query: word, version, literal: true, unmatched: true, limit: 0}));
  });
  const found = run(requests);
  expect(requests.filter((_, i) => found[i]!.unmatched!.length > 0).map((r) => `${r.version} ${r.query}`)).toEqual([]);
});

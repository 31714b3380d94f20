/**
 * The first search, measured in Chromium on a served build (its budgets: docs-dev/benchmark.md): what a reader's first query costs in
 * bytes from a v2 page and from a v1 page (everything fetched from the moment the reader reaches for the box
 * until the hits are on screen: the box's code, Pagefind's runtime and wasm, index chunks, the filter, the
 * hits' fragments), and the time from the last keystroke to the hits on screen, median of 20 queries.
 * Bytes are gzip at level 6 for text files (what a server sends them as) and as sent for Pagefind's index
 * files, which are gzip already.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../chromium';

/** The first query, then 19 more: the median of the 20 times is reported. */
export const searchQueries = [
  'cron job',
  'data store',
  'environment variables',
  'webhook',
  'okta',
  'cold start',
  'python import',
  'pd deploy',
  'rate limit',
  'pgp key',
  'delay',
  'http request',
  'schedule',
  'google sheets',
  'discord',
  'slack',
  'memory',
  'timeout',
  'github',
  'sql',
] as const;

/**
 * Misspelt queries (src/lib/forgivingSearch.ts corrects each from the version's vocabulary): the first is the
 * corrected first search, measured in bytes and time on a fresh page, then the others (median of all).
 */
export const correctedQueries = ['pyhton', 'webhok', 'enviroment variables', 'concurency', 'scheudle', 'authentification', 'datastore', 'cold strat'] as const;

/**
 * The gaps between keys the queries are typed with: a fast reader's (150 ms) and a slower one's (250 ms).
 * The box shows hits after a pause (src/lib/localSearch.ts `pauseBeforeHits`), so the pace decides how many of
 * the prefixes typed past fetch hits.
 */
export const readerKeyGapsMs = [150, 250] as const;

export interface FirstSearch {
  readonly page: string;
  readonly query: string;
  /** Milliseconds between keystrokes. */
  readonly keyGapMs: number;
  readonly requests: number;
  /** Bytes transferred for the first search (see above). */
  readonly gzipBytes: number;
  /** Milliseconds from the last keystroke to the hits of the first query on screen (loading included). */
  readonly firstMs: number;
  /** Median over `searchQueries` typed one after the other on that page (the first included). */
  readonly medianMs: number;
  readonly outsideRequests: number;
}

/** A first search with a misspelt query, corrected: as `FirstSearch`, and the vocabulary's share of the bytes. */
export interface CorrectedSearch extends FirstSearch {
  readonly vocabularyBytes: number;
}

const textFile = /\.(js|json|css|html)(\?|$)/;
const box = '.navbar .navbar__search-input';

/**
 * Types a query into the box and returns the milliseconds from its last keystroke to its hits (or "No results")
 * on screen; with `corrected`, to the hits of its correction under "Showing results for".
 */
async function timedQuery(page: Page, query: string, keyGapMs: number, corrected = false): Promise<number> {
  await page.fill(box, '');
  await page.focus(box);
  await page.evaluate(() => {
    (window as unknown as {lastKey: number}).lastKey = 0;
    document.addEventListener('keydown', () => ((window as unknown as {lastKey: number}).lastKey = performance.now()), {capture: true});
  });
  await page.keyboard.type(query, {delay: keyGapMs});
  const last = query.split(/\s+/).pop()!.toLowerCase();
  // Hits of this query carry all its words as highlight terms; no hit says so in the status.
  const done = await page.waitForFunction(
    ({sel, q, term, fixed}) => {
      const input = document.querySelector(sel);
      const scope = input?.closest('.navbar__search');
      const first = scope?.querySelector('[role="option"]')?.getAttribute('href') ?? '';
      const status = scope?.querySelector('[role="status"]')?.textContent ?? '';
      const shown = input?.getAttribute('aria-expanded') === 'true';
      const note = scope?.querySelector('[data-search-correction]')?.textContent ?? '';
      const ours = fixed
        ? note.includes(`“${q}”`) && first !== ''
        : first.includes(`_highlight=${encodeURIComponent(term)}`) || status.includes(`No results for "${q}"`);
      return shown && ours ? performance.now() : false;
    },
    {sel: box, q: query, term: last, fixed: corrected},
    {polling: 'raf', timeout: 30_000},
  );
  const at = (await done.jsonValue()) as number;
  const lastKey = await page.evaluate(() => (window as unknown as {lastKey: number}).lastKey);
  return at - lastKey;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The first search from each page at each reader's pace (a fresh browser profile each), then the timed queries on it. */
export async function firstSearches(origin: string, pages: readonly string[], queries: readonly string[] = searchQueries): Promise<FirstSearch[]> {
  return (await measureSearches(origin, pages, queries, false)).map(({vocabularyBytes: _v, ...f}) => f);
}

/**
 * The corrected first search (`correctedQueries`) from each page at each reader's pace: bytes and time of the
 * first, a misspelt query on a fresh page (the vocabulary and the correction code load), and the median of all.
 * Its bytes less the first search's (`firstSearches`, same page and pace) are what a correction costs.
 */
export async function correctedSearches(origin: string, pages: readonly string[]): Promise<CorrectedSearch[]> {
  return measureSearches(origin, pages, correctedQueries, true);
}

async function measureSearches(origin: string, pages: readonly string[], queries: readonly string[], corrected: boolean): Promise<CorrectedSearch[]> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const out: CorrectedSearch[] = [];
  try {
    for (const keyGapMs of readerKeyGapsMs) {
      for (const p of pages) {
        const context = await browser.newContext({viewport: {width: 1280, height: 900}});
        const page = await context.newPage();
        await page.goto(origin + p, {waitUntil: 'networkidle'});
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const bodies: Promise<number>[] = [];
        const vocabulary: Promise<number>[] = [];
        let outside = 0;
        page.on('response', (res) => {
          if (!res.url().startsWith(origin)) outside++;
          const bytes = res.body().then((b) => (textFile.test(res.url()) ? zlib.gzipSync(b, {level: 6}).length : b.length), () => 0);
          bodies.push(bytes);
          if (res.url().endsWith('/vocabulary.json')) vocabulary.push(bytes);
        });
        const firstMs = await timedQuery(page, queries[0]!, keyGapMs, corrected);
        const counted = [...bodies];
        const gzipBytes = (await Promise.all(counted)).reduce((s, n) => s + n, 0);
        const vocabularyBytes = (await Promise.all([...vocabulary])).reduce((s, n) => s + n, 0);
        const times = [firstMs];
        for (const q of queries.slice(1)) times.push(await timedQuery(page, q, keyGapMs, corrected));
        out.push({page: p, query: queries[0]!, keyGapMs, requests: counted.length, gzipBytes, vocabularyBytes, firstMs, medianMs: median(times), outsideRequests: outside});
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** Pagefind's indexing time as the build reports it (plugins/searchPlugin.ts), from the build's log. */
export function indexingFromLog(log: string): {pages: number; ms: number} | undefined {
  const m = /\[search\] Pagefind: (\d+) pages indexed, \d+ files in \S+ \((\d+) ms\)/.exec(log);
  return m ? {pages: Number(m[1]), ms: Number(m[2])} : undefined;
}

/** Each version's vocabulary file (`pagefind/<label>/vocabulary.json`) in gzip at level 6, by label. */
export function vocabularyGzip(buildDir: string): Record<string, number> {
  const root = path.join(buildDir, 'pagefind');
  return Object.fromEntries(
    fs
      .readdirSync(root)
      .filter((label) => fs.existsSync(path.join(root, label, 'vocabulary.json')))
      .map((label) => [label, zlib.gzipSync(fs.readFileSync(path.join(root, label, 'vocabulary.json')), {level: 6}).length]),
  );
}

/** What `npm run bench -- --search-only` measures at one size of the site. */
export interface SearchBenchRow {
  readonly pages: number;
  readonly first: readonly FirstSearch[];
  readonly corrected: readonly CorrectedSearch[];
  readonly vocabularyGzip: Readonly<Record<string, number>>;
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

/** The report of `--search-only` (bench-results/search.md), with the budgets of docs-dev/benchmark.md. */
export function searchBenchMarkdown(rows: readonly SearchBenchRow[], date: string): string {
  const lines = [
    `**Search** (\`npm run bench -- --search-only\`, ${date.slice(0, 10)}; Chromium, from reaching for the box to the hits on screen; text files gzip at level 6, Pagefind's index files as sent)`,
    '',
    '| pages | from | query | between keys | requests | bytes (gzip) | of which the vocabulary | first query: last key → hits | median |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    for (const f of r.first) lines.push(`| ${r.pages} | ${f.page} | ${f.query} | ${f.keyGapMs} ms | ${f.requests} | ${kb(f.gzipBytes)} | – | ${f.firstMs.toFixed(0)} ms | ${f.medianMs.toFixed(0)} ms (${searchQueries.length}) |`);
    for (const f of r.corrected) lines.push(`| ${r.pages} | ${f.page} | ${f.query} (corrected) | ${f.keyGapMs} ms | ${f.requests} | ${kb(f.gzipBytes)} | ${kb(f.vocabularyBytes)} | ${f.firstMs.toFixed(0)} ms | ${f.medianMs.toFixed(0)} ms (${correctedQueries.length}) |`);
  }
  lines.push('', '| budget | figure | met |', '|---|---|---|');
  const base = rows[0];
  for (const r of rows) {
    for (const f of r.first) {
      const at = base && r !== base ? base.first.find((b) => b.page === f.page && b.keyGapMs === f.keyGapMs) : undefined;
      const limit = at ? 1.5 * at.gzipBytes : 150 * 1024;
      lines.push(`| first search at ${r.pages} pages (${f.page}, ${f.keyGapMs} ms a key) ≤ ${at ? `1.5 × at ${base!.pages} pages` : '150 KB'} | ${kb(f.gzipBytes)} | ${f.gzipBytes <= limit ? 'yes' : '**no**'} |`);
    }
    for (const c of r.corrected) {
      const f = r.first.find((x) => x.page === c.page && x.keyGapMs === c.keyGapMs);
      if (f) lines.push(`| corrected first search ≤ first search + 40 KB (${r.pages} pages, ${c.page}, ${c.keyGapMs} ms a key) | +${kb(c.gzipBytes - f.gzipBytes)} | ${c.gzipBytes - f.gzipBytes <= 40 * 1024 ? 'yes' : '**no**'} |`);
      lines.push(`| corrected hits within 300 ms of the last key, median (${r.pages} pages, ${c.page}, ${c.keyGapMs} ms a key) | ${c.medianMs.toFixed(0)} ms | ${c.medianMs <= 300 ? 'yes' : '**no**'} |`);
    }
    for (const [label, bytes] of Object.entries(r.vocabularyGzip)) {
      lines.push(`| vocabulary ≤ 60 KB gzip per version (${r.pages} pages, ${label}) | ${kb(bytes)} | ${bytes <= 60 * 1024 ? 'yes' : '**no**'} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

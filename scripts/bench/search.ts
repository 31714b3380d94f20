/**
 * The first search, measured in Chromium on a served build (its budgets: docs-dev/benchmark.md): what a reader's first query costs in
 * bytes from a v2 page and from a v1 page (everything fetched from the moment the reader reaches for the box
 * until the hits are on screen: the box's code, Pagefind's runtime and wasm, index chunks, the filter, the
 * hits' fragments), and the time from the last keystroke to the hits on screen, median of 20 queries.
 * Bytes are gzip at level 6 for text files (what a server sends them as) and as sent for Pagefind's index
 * files, which are gzip already.
 */
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

const textFile = /\.(js|json|css|html)(\?|$)/;
const box = '.navbar .navbar__search-input';

/** Types a query into the box and returns the milliseconds from its last keystroke to its hits (or "No results") on screen. */
async function timedQuery(page: Page, query: string, keyGapMs: number): Promise<number> {
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
    ({sel, q, term}) => {
      const input = document.querySelector(sel);
      const scope = input?.closest('.navbar__search');
      const first = scope?.querySelector('[role="option"]')?.getAttribute('href') ?? '';
      const status = scope?.querySelector('[role="status"]')?.textContent ?? '';
      const shown = input?.getAttribute('aria-expanded') === 'true';
      const ours = first.includes(`_highlight=${encodeURIComponent(term)}`) || status.includes(`No results for "${q}"`);
      return shown && ours ? performance.now() : false;
    },
    {sel: box, q: query, term: last},
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
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const out: FirstSearch[] = [];
  try {
    for (const keyGapMs of readerKeyGapsMs) {
      for (const p of pages) {
        const context = await browser.newContext({viewport: {width: 1280, height: 900}});
        const page = await context.newPage();
        await page.goto(origin + p, {waitUntil: 'networkidle'});
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const bodies: Promise<number>[] = [];
        let outside = 0;
        page.on('response', (res) => {
          if (!res.url().startsWith(origin)) outside++;
          bodies.push(res.body().then((b) => (textFile.test(res.url()) ? zlib.gzipSync(b, {level: 6}).length : b.length), () => 0));
        });
        const firstMs = await timedQuery(page, queries[0]!, keyGapMs);
        const counted = [...bodies];
        const gzipBytes = (await Promise.all(counted)).reduce((s, n) => s + n, 0);
        const times = [firstMs];
        for (const q of queries.slice(1)) times.push(await timedQuery(page, q, keyGapMs));
        out.push({page: p, query: queries[0]!, keyGapMs, requests: counted.length, gzipBytes, firstMs, medianMs: median(times), outsideRequests: outside});
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

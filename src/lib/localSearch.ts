/**
 * The local search's logic, apart from the components (src/components/SearchBar, src/components/SearchPage)
 * and from Pagefind itself (src/lib/pagefindClient.ts): its constants, the results page's URL, and how a
 * Pagefind result becomes a hit (title, section path, snippet). Pure, tested in tests/unit/localSearch.test.ts.
 */

/** The search box placeholder in both searches (exactly this text: docs-dev/requirements.md, "Page behaviour"). */
export const searchPlaceholder = 'Search...';

/** Where the indexes are, one folder per version, under the site's base URL (plugins/searchPlugin.ts writes them). */
export const pagefindDir = 'pagefind/';

/** The full results page, under the site's base URL. */
export const searchPagePath = 'search/';

/** The query parameter that carries a hit's terms to the page it opens (src/clientModules/searchHighlight.ts). */
export const highlightParam = '_highlight';

/**
 * Hits in the search box's list; the results page shows more, a page at a time. Each hit shown fetches its
 * page's text (a Pagefind fragment, about 3 KB gzip), which is what the reader waits for: five fit a
 * dropdown and cost about 15 KB of a first search of about 100 KB (docs-dev/benchmark.md, budget 150 KB).
 */
export const boxHitLimit = 5;
export const resultsPageSize = 10;

/**
 * The box shows hits once the reader has stopped typing this long (ms). Each key only loads the index chunks
 * of the query so far (`preloadQuery`); showing hits fetches each hit's text, so a pause shorter than the
 * gap between a reader's keys (about 150-250 ms) would fetch the hits of every prefix typed past. The budget
 * is hits on screen within 300 ms of the last key (docs-dev/benchmark.md).
 */
export const typingPauseMs = 180;

/**
 * Whether to load the index chunks of a query still being typed: only once its last word has three letters.
 * Pagefind matches the last word as a prefix, and a one- or two-letter prefix spans several index chunks
 * that the finished word does not need.
 */
export function worthPreloading(query: string): boolean {
  const last = query.trim().split(/\s+/).pop() ?? '';
  return [...last].length >= 3;
}

/**
 * How long the box waits after the last key before it shows hits for `query` (as typed, untrimmed):
 * `typingPauseMs`, or twice that when the last word has one or two letters (`worthPreloading`), which is
 * mostly a word still being typed ("cron j"), or when the query ends in a space (the next word is coming:
 * "cron "). A reader typing a key every 150 or 250 ms then fetches no hits for them; a query that does end in
 * a short word ("aws s3") still gets its hits, a little later.
 */
export function pauseBeforeHits(query: string): number {
  return worthPreloading(query) && !/\s$/.test(query) ? typingPauseMs : 2 * typingPauseMs;
}

/** Longest query read from the results page's URL. */
export const maxQueryLength = 200;

/** Where a docs version's index is (its label: `/docs/pagefind/v1/`): plugins/searchPlugin.ts writes one per version. */
export function pagefindIndexPath(baseUrl: string, label: string): string {
  return `${baseUrl}${pagefindDir}${label}/`;
}

/**
 * Pagefind's ranking (its option `ranking`, Pagefind 1.6), tuned on the queries of tests/site/search.test.ts
 * (realistic, misspelt, other-name and task-phrased ones) so that a page about the words comes before a page
 * that mentions them:
 * - `termFrequency` 0.5 (default 1): half BM25's frequency relative to the page's length, half the raw
 *   weighted count, so a long page that is about the words (its headings name them) is not outranked by a
 *   short one that mentions them once ("run a workflow on a schedule" found "Run a cron job" 4th, now 1st);
 * - `metaWeights`: the title keeps Pagefind's 5; a synonym of what the title names (src/data/searchSynonyms.ts,
 *   field `synonyms`) counts 8, of what a heading names (`section_synonyms`) 3, so "golang" finds the Go
 *   pages before pages that mention Go in a section.
 * Heading weights stay Pagefind's (`h1` 7, `h2` 6, `h3` 5 …, body 1; code blocks 0.25:
 * plugins/lib/searchIndexHtml.ts): `data-pagefind-weight` 7 and 6 on `h2` and `h3` changed nothing on these
 * queries, 4 and 3 did worse (0.887). Over the 31
 * queries of the tests with an expected page (mean reciprocal rank): 0.879 with Pagefind's defaults and no
 * synonyms, 0.887 with the synonyms, 0.903 with these options; the first alias of every synonym entry finds a
 * page about its term first in 23 of 23 (14 before).
 */
export const rankingOptions = {
  termFrequency: 0.5,
  metaWeights: {title: 5, synonyms: 8, section_synonyms: 3},
} as const;

/**
 * Pagefind's options for a version's index: result URLs are indexed whole (`/docs/…`), so no base URL goes
 * before them; no worker (its script would cost about 14 KB gzip on the first search, and a search here takes
 * milliseconds); snippets of 24 words; the ranking above. An index merged into another keeps its own (all but
 * the path and worker).
 */
const indexOptions = {baseUrl: '/', excerptLength: 24, ranking: rankingOptions} as const;

/** Pagefind's runtime module (`pagefind.js`) and a search instance of it (Pagefind 1.4): the parts used here. */
export interface PagefindInstance {
  init(): Promise<void>;
  mergeIndex(indexPath: string, options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
  preload(query: string): Promise<void>;
}
export interface PagefindRuntime {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

/** The version labels a search covers: one, or every version with the reader's first. */
export type SearchScope = readonly [string, ...string[]];

/**
 * A search instance over the indexes of `scope`, in the browser (src/lib/pagefindClient.ts) and in the ranking
 * tests in Node (tests/site/pagefindQuery.ts): the first version's index, through `init` its metadata and
 * wasm, with the other versions' indexes merged in (`mergeIndex`).
 */
export async function openSearch(runtime: PagefindRuntime, baseUrl: string, [primary, ...merged]: SearchScope): Promise<PagefindInstance> {
  const pagefind = runtime.createInstance({basePath: pagefindIndexPath(baseUrl, primary), noWorker: true, ...indexOptions});
  await pagefind.init();
  for (const label of merged) await pagefind.mergeIndex(pagefindIndexPath(baseUrl, label), {...indexOptions});
  return pagefind;
}

/** A result of a search (Pagefind 1.6): its score, the metadata fields the query matched, and its data, loaded when asked for. */
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  readonly matchedMetaFields?: readonly string[];
  data(): Promise<PagefindResultData>;
}

/** The parts of Pagefind's result data a hit is made from (`await result.data()`, Pagefind 1.x). */
export interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly text: string;
  readonly location: number;
}
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly anchor?: PagefindAnchor;
  readonly weighted_locations: readonly {readonly balanced_score: number}[];
  readonly excerpt: string;
}
export interface PagefindResultData {
  readonly url: string;
  /** The page's indexed text (its words are what `locations` count). */
  readonly content: string;
  /** Word positions in `content` the query matched. */
  readonly locations: readonly number[];
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters?: Readonly<Record<string, readonly string[]>>;
  readonly excerpt: string;
  readonly anchors: readonly PagefindAnchor[];
  readonly sub_results: readonly PagefindSubResult[];
}

/** One hit as the box and the results page show it. */
export interface Hit {
  /** The page's (or its section's) URL, with the terms to highlight. */
  readonly url: string;
  readonly title: string;
  /** The docs version of the page (its `version` filter value). */
  readonly version: string;
  /** The headings leading to the section that matched best, outermost first; empty for the page's top. */
  readonly section: readonly string[];
  /** Pagefind's excerpt: escaped text with the matched terms in `<mark>`. */
  readonly excerpt: string;
}

/** Heading text as Pagefind records it, without the heading's `#` link (a zero-width space) and extra space. */
const cleanText = (text: string): string => text.replace(/[\u200b\s]+/g, ' ').trim();

const headingLevel = (element: string): number => {
  const m = /^h([1-6])$/i.exec(element);
  return m ? Number(m[1]) : 7;
};

/** The headings above `anchor` and it, outermost first (`h2 › h3`), from the page's anchors. The h1 is the title. */
export function headingPath(anchors: readonly PagefindAnchor[], anchor: PagefindAnchor): string[] {
  const path = [cleanText(anchor.text)];
  let level = headingLevel(anchor.element);
  const before = anchors.filter((a) => a.location < anchor.location).sort((a, b) => b.location - a.location);
  for (const a of before) {
    const l = headingLevel(a.element);
    if (l < level && l > 1) {
      path.unshift(cleanText(a.text));
      level = l;
    }
  }
  return path;
}

const subScore = (s: PagefindSubResult): number => s.weighted_locations.reduce((sum, w) => sum + w.balanced_score, 0);

/** The terms of a query, as the highlight on the target page looks for them. */
export function queryTerms(query: string): string[] {
  return [...new Set(query.trim().toLowerCase().split(/\s+/).filter(Boolean))];
}

/** `url` (which may carry a `#hash`) with the terms to highlight added to its query string. */
export function withHighlight(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const params = terms.map((t) => `${highlightParam}=${encodeURIComponent(t)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}${hash}`;
}

/** The terms a page was opened with (`?_highlight=a&_highlight=b`). */
export function highlightTerms(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(highlightParam)
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * A Pagefind result as a hit: the page's title, and the section whose words score highest (Pagefind's own
 * scores of the matched words); a match in the title or the page's opening leaves the section empty and
 * links the page itself.
 */
export function toHit(data: PagefindResultData, terms: readonly string[]): Hit {
  const best = [...data.sub_results].sort((a, b) => subScore(b) - subScore(a))[0];
  const inSection = best?.anchor && headingLevel(best.anchor.element) > 1 ? best.anchor : undefined;
  return {
    url: withHighlight(inSection ? best!.url : data.url, terms),
    title: cleanText(data.meta.title ?? data.url),
    version: data.filters?.version?.[0] ?? '',
    section: inSection ? headingPath(data.anchors, inSection) : [],
    excerpt: best?.excerpt ?? data.excerpt,
  };
}

/** A snippet's parts: the text between Pagefind's `<mark>` tags, and whether it is marked. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const entities: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
const unescape = (s: string): string => s.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e]!);

/** Pagefind's excerpt (escaped text, matches in `<mark>`) as parts to render as text, never as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const m = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      return {text: unescape(m ? m[1]! : part), marked: !!m};
    });
}

/** What the results page searches: from its URL `?q=…&version=v1&all=1&literal=1`. */
export interface SearchRequest {
  readonly query: string;
  /** The version label to search (the reader's), kept while the "All versions" switch is on. */
  readonly version: string;
  /** Every version, not only `version`. */
  readonly all: boolean;
  /** The query as typed, not corrected (the "Search for … instead" link): set only when true. */
  readonly literal?: true;
}

/**
 * Reads the results page's URL. `versions` are the labels of the docs versions, latest first; a missing
 * version means the latest. A version that is not one of them, or a query longer than `maxQueryLength`, is an
 * error whose message says what is expected.
 */
export function parseSearchRequest(search: string, versions: readonly string[]): SearchRequest | {error: string} {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').trim();
  if (query.length > maxQueryLength) {
    return {error: `The search is ${query.length} characters long; search with at most ${maxQueryLength}.`};
  }
  const asked = params.get('version')?.replace(/\/+$/, '') || undefined;
  if (asked !== undefined && !versions.includes(asked)) {
    return {error: `There is no docs version "${asked}": search ${versions.join(' or ')}, or all versions.`};
  }
  return {query, version: asked ?? versions[0]!, all: params.get('all') === '1', ...(params.get('literal') === '1' && {literal: true as const})};
}

/** The results page's URL for a request (`latest` is the version searched when the URL names none). */
export function searchRequestUrl(baseUrl: string, {query, version, all, literal}: SearchRequest, latest: string): string {
  const params = new URLSearchParams({q: query});
  if (version !== latest) params.set('version', version);
  if (all) params.set('all', '1');
  if (literal) params.set('literal', '1');
  return `${baseUrl}${searchPagePath}?${params.toString()}`;
}

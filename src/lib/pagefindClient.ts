/**
 * Pagefind in the browser, loaded on first use (the search box calls `preloadSearch` when the reader hovers,
 * focuses or types in it; the results page when it has a query). Each docs version has its own index and a
 * copy of the runtime beside it (`/docs/pagefind/v2/pagefind.js`, plugins/searchPlugin.ts), imported as a
 * module at run time, never bundled: a search of one version loads only that version's files. "All versions"
 * (the results page) is a search instance of its own: the reader's version's index with the others merged in.
 * The instance: `openSearch` (no worker). A search forgives (src/lib/forgivingSearch.ts): the vocabulary and
 * the correction code load only for a query that matches nothing.
 */
import {openSearch, pagefindIndexPath, queryTerms, toHit, type Hit, type PagefindInstance, type PagefindRuntime, type SearchScope} from './localSearch';
import {forgivingSearch, type Corrector} from './forgivingSearch';
import {vocabularyFile, type SectionData, type VocabularyData} from './searchWords';

const instances = new Map<string, Promise<PagefindInstance>>();

/**
 * The search instance of a scope, loaded once (the first version's runtime, then `openSearch`); a failed load
 * is tried again next time.
 * Each scope has an instance of its own, so merging for "All versions" leaves a version's own search as it was.
 */
export function loadPagefind(baseUrl: string, scope: SearchScope): Promise<PagefindInstance> {
  const key = scope.join(',');
  let loading = instances.get(key);
  if (!loading) {
    loading = (import(/* webpackIgnore: true */ `${pagefindIndexPath(baseUrl, scope[0])}pagefind.js`) as Promise<PagefindRuntime>)
      .then((runtime) => openSearch(runtime, baseUrl, scope))
      .catch((e: unknown) => {
        instances.delete(key);
        throw e;
      });
    instances.set(key, loading);
  }
  return loading;
}

export const preloadSearch = (baseUrl: string, version: string): void => void loadPagefind(baseUrl, [version]).catch(() => undefined);

/**
 * Loads the index chunks a query needs, not its hits' text: called on every keystroke, so the search run
 * when the reader pauses finds its chunks loaded, and no hit text is fetched for a query typed past.
 */
export async function preloadQuery(baseUrl: string, query: string, version: string): Promise<void> {
  const pagefind = await loadPagefind(baseUrl, [version]);
  await pagefind.preload(query);
}

/** The pages found for a query, best first; each page's text loads only when asked for (`hits`). */
export interface Found {
  /** What was searched: the query as typed, or its correction. */
  readonly query: string;
  /** The query as typed. */
  readonly typed: string;
  /** Words of `typed` replaced in `query`, and words left out because nothing is near them. */
  readonly replaced: readonly (readonly [string, string])[];
  readonly dropped: readonly string[];
  readonly count: number;
  /** Hits of the results `from`…`from + count - 1`. */
  hits(from: number, count: number): Promise<Hit[]>;
  /** When nothing is found: the pages closest to the query, and the section of the page searched from. */
  readonly closest: readonly Hit[];
  readonly section?: SectionData;
}

export interface SearchOptions {
  /** Search the query as typed, with no correction (the "search instead for" link). */
  readonly literal?: boolean;
  /** The page the reader searches from (its section is offered when nothing is found). */
  readonly pathname?: string;
  /** How many hits the caller shows first (`hits(0, n)`): a correction searched ahead loads their text with it. */
  readonly shownFirst?: number;
}

const correctors = new Map<string, Promise<Corrector>>();
/** The correctors loaded, by scope: a later search corrects while the best page's text loads (src/lib/forgivingSearch.ts). */
const loadedCorrectors = new Map<string, Corrector>();

/** The corrector of a scope: its versions' vocabularies (words merged, sections of the first) and the correction code, loaded once. */
function loadCorrector(baseUrl: string, scope: SearchScope): Promise<Corrector> {
  const key = scope.join(',');
  let loading = correctors.get(key);
  if (!loading) {
    const fetchVocabulary = async (label: string): Promise<VocabularyData> => {
      const url = `${pagefindIndexPath(baseUrl, label)}${vocabularyFile}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as VocabularyData;
    };
    loading = Promise.all([import('./searchCorrection'), Promise.all(scope.map(fetchVocabulary))]).then(([correction, files]) =>
      correction.vocabularyCorrector(files, `${pagefindIndexPath(baseUrl, scope[0])}${vocabularyFile}`),
    );
    loading.then(
      (corrector) => loadedCorrectors.set(key, corrector),
      () => correctors.delete(key),
    );
    correctors.set(key, loading);
  }
  return loading;
}

/** Searches the versions of `scope`, forgiving (src/lib/forgivingSearch.ts) unless `literal`. */
export async function searchDocs(baseUrl: string, query: string, scope: SearchScope, options: SearchOptions = {}): Promise<Found> {
  const pagefind = await loadPagefind(baseUrl, scope);
  const outcome = await forgivingSearch(pagefind, query, {
    ...options,
    corrector: () => loadCorrector(baseUrl, scope),
    loadedCorrector: () => loadedCorrectors.get(scope.join(',')),
  });
  const terms = queryTerms(outcome.query);
  const closest = await Promise.all(outcome.closest.map(async (r) => toHit(await r.data(), queryTerms(outcome.query))));
  return {
    query: outcome.query,
    typed: outcome.typed,
    replaced: outcome.replaced,
    dropped: outcome.dropped,
    count: outcome.results.length,
    hits: async (from, count) => Promise.all(outcome.results.slice(from, from + count).map(async (r) => toHit(await r.data(), terms))),
    closest,
    ...(outcome.section && {section: outcome.section}),
  };
}

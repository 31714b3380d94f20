/**
 * Pagefind in the browser, loaded on first use (the search box calls `preloadSearch` when the reader hovers,
 * focuses or types in it; the results page when it has a query). Each docs version has its own index and a
 * copy of the runtime beside it (`/docs/pagefind/v2/pagefind.js`, plugins/searchPlugin.ts), imported as a
 * module at run time, never bundled: a search of one version loads only that version's files. "All versions"
 * (the results page) is a search instance of its own: the reader's version's index with the others merged in.
 * The instance: `openSearch` (no worker).
 */
import {openSearch, pagefindIndexPath, queryTerms, toHit, type Hit, type PagefindInstance, type PagefindRuntime, type SearchScope} from './localSearch';

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
  readonly query: string;
  readonly count: number;
  /** Hits of the results `from`…`from + count - 1`. */
  hits(from: number, count: number): Promise<Hit[]>;
}

/** Searches the versions of `scope`. */
export async function searchDocs(baseUrl: string, query: string, scope: SearchScope): Promise<Found> {
  const pagefind = await loadPagefind(baseUrl, scope);
  const found = await pagefind.search(query);
  const results = found?.results ?? [];
  const terms = queryTerms(query);
  return {
    query,
    count: results.length,
    hits: async (from, count) =>
      Promise.all(results.slice(from, from + count).map(async (r) => toHit(await r.data(), terms))),
  };
}

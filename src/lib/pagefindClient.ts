/**
 * Pagefind in the browser, loaded once, on first use (the search box calls `preloadSearch` when the reader
 * hovers, focuses or types in it; the results page when it has a query). The runtime is the build's own
 * `/docs/pagefind/pagefind.js` (plugins/searchPlugin.ts), imported as a module at run time, never bundled.
 * Its options: `pagefindOptions` (no worker).
 */
import {pagefindDir, pagefindOptions, queryTerms, toHit, type Hit, type PagefindResultData} from './localSearch';

interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: PagefindResult[]} | null>;
  preload(query: string, options?: {filters?: Record<string, string>}): Promise<void>;
}

let loading: Promise<PagefindModule> | undefined;

/** Loads the runtime (and, through `init`, its index metadata and wasm); a failed load is tried again next time. */
export function loadPagefind(baseUrl: string): Promise<PagefindModule> {
  loading ??= (import(/* webpackIgnore: true */ `${baseUrl}${pagefindDir}pagefind.js`) as Promise<PagefindModule>)
    .then(async (pagefind) => {
      await pagefind.options(pagefindOptions(baseUrl));
      await pagefind.init();
      return pagefind;
    })
    .catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
  return loading;
}

export const preloadSearch = (baseUrl: string): void => void loadPagefind(baseUrl).catch(() => undefined);

/** Pagefind's options for one version (its label), or for every version when `version` is undefined. */
const versionFilter = (version: string | undefined): {filters?: Record<string, string>} => (version === undefined ? {} : {filters: {version}});

/**
 * Loads the index chunks a query needs, not its hits' text: called on every keystroke, so the search run
 * when the reader pauses finds its chunks loaded, and no hit text is fetched for a query typed past.
 */
export async function preloadQuery(baseUrl: string, query: string, version: string | undefined): Promise<void> {
  const pagefind = await loadPagefind(baseUrl);
  await pagefind.preload(query, versionFilter(version));
}

/** The pages found for a query, best first; each page's text loads only when asked for (`hits`). */
export interface Found {
  readonly query: string;
  readonly count: number;
  /** Hits of the results `from`…`from + count - 1`. */
  hits(from: number, count: number): Promise<Hit[]>;
}

/** Searches one version (its label), or every version when `version` is undefined. */
export async function searchDocs(baseUrl: string, query: string, version: string | undefined): Promise<Found> {
  const pagefind = await loadPagefind(baseUrl);
  const found = await pagefind.search(query, versionFilter(version));
  const results = found?.results ?? [];
  const terms = queryTerms(query);
  return {
    query,
    count: results.length,
    hits: async (from, count) =>
      Promise.all(results.slice(from, from + count).map(async (r) => toHit(await r.data(), terms))),
  };
}

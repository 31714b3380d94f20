/**
 * Site search, one of two (never both: each provides `@theme/SearchBar` and the `/docs/search/` page):
 * - Algolia DocSearch (`@docusaurus/theme-search-algolia`) when ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 *   ALGOLIA_INDEX_NAME are all set; the index is filled by the crawler config in config/docsearch.json;
 * - otherwise the offline local search: a Pagefind index of every version's pages, written over the build by
 *   plugins/searchPlugin.ts (`/docs/pagefind/<label>/`, one index per version), searched by the site's own
 *   box (src/components/SearchBar/LocalSearchBar.tsx) and results page (src/components/SearchPage), which
 *   load Pagefind the first time the reader hovers, focuses or types in the search box.
 * Both search the version of the page the reader is on (docs-dev/docusaurus.md, "Search per version").
 */
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {UserThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import localSearchPlugin, {searchBarAlias} from '../plugins/searchPlugin';
import {searchPlaceholder} from '../src/lib/localSearch';

/** The environment variables that switch the site to Algolia DocSearch: all three, or none. */
export const algoliaEnvNames = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
type AlgoliaEnv = Partial<Record<(typeof algoliaEnvNames)[number], string>>;

/** The search box placeholder in both searches (docs-dev/requirements.md, "Page behaviour"). */
export {searchPlaceholder};

export type AlgoliaOptions = NonNullable<AlgoliaThemeConfig['algolia']>;

/** The DocSearch options, or `undefined` when none of the three variables is set. */
export function algoliaOptions(env: AlgoliaEnv): AlgoliaOptions | undefined {
  const set = algoliaEnvNames.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < algoliaEnvNames.length) {
    const missing = algoliaEnvNames.filter((name) => !env[name]);
    throw new Error(
      `[search] ${set.join(', ')} set but ${missing.join(', ')} not: set all three for Algolia DocSearch, or none for the local search.`,
    );
  }
  return {
    appId: env.ALGOLIA_APP_ID!,
    apiKey: env.ALGOLIA_API_KEY!,
    indexName: env.ALGOLIA_INDEX_NAME!,
    // Facet filters `docusaurus_tag:docs-default-<version>` and `language:en` keep hits in the reader's version.
    contextualSearch: true,
    searchPagePath: 'search',
    // DocSearch v4 ignores `placeholder` (Docusaurus always passes a translated text, which wins): the texts
    // come from `translations`.
    translations: {
      button: {buttonText: searchPlaceholder, buttonAriaLabel: 'Search'},
      modal: {searchBox: {placeholderText: searchPlaceholder}},
    },
  };
}

function algoliaSite(): Plugin {
  return {name: 'pipedream-algolia-search', configureWebpack: () => ({resolve: {alias: searchBarAlias('algolia')}})};
}

/** The `themes` and `themeConfig` entries of one search, spread into docusaurus.config.ts. */
export function searchConfig(env: AlgoliaEnv): {kind: 'local' | 'algolia'; themes: PluginConfig[]; themeConfig: {algolia?: AlgoliaOptions}} {
  const algolia = algoliaOptions(env);
  return algolia
    ? {kind: 'algolia', themes: [algoliaSite], themeConfig: {algolia}}
    : {kind: 'local', themes: [localSearchPlugin], themeConfig: {}};
}

export const search = searchConfig(process.env);

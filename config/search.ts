/**
 * Site search, one of two (never both: each provides `@theme/SearchBar` and the `/docs/search/` page):
 * - Algolia DocSearch (`@docusaurus/theme-search-algolia`) when ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 *   ALGOLIA_INDEX_NAME are all set; the index is filled by the crawler config in config/docsearch.json;
 * - otherwise the offline local search (`@easyops-cn/docusaurus-search-local`): a lunr index per docs
 *   version written by the build (`/docs/search-index-<hash>.json` for the latest, `/docs/v1/…` for v1),
 *   fetched by a web worker the first time the reader hovers, focuses or types in the search box.
 * Both search the version of the page the reader is on (docusaurus-notes.md §5).
 */
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {UserThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {PluginOptions as LocalSearchOptions} from '@easyops-cn/docusaurus-search-local';
import {searchKeymap} from '../src/lib/searchShortcut';

/** The environment variables that switch the site to Algolia DocSearch: all three, or none. */
export const algoliaEnvNames = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
type AlgoliaEnv = Partial<Record<(typeof algoliaEnvNames)[number], string>>;

/** The search box placeholder in both searches (SPEC.md "Page behaviour"). */
export const searchPlaceholder = 'Search...';

export const localSearchOptions = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  // Every version's Markdown feeds the hash in the index file name.
  docsDir: ['docs', 'versioned_docs'],
  hashed: 'filename',
  language: ['en'],
  // Hits: page title, then the section path to the heading, then the snippet.
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  highlightSearchTermsOnTargetPage: true,
  // Cmd+K on macOS, Ctrl+K elsewhere, as DocSearch; `/` is added by src/components/SearchBar/LocalSearchBar.tsx.
  searchBarShortcutKeymap: searchKeymap,
} satisfies LocalSearchOptions;

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
    // DocSearch ignores `placeholder`: the texts come from `translations` (docusaurus-notes.md §5).
    translations: {
      button: {buttonText: searchPlaceholder, buttonAriaLabel: 'Search'},
      modal: {searchBox: {placeholderText: searchPlaceholder}},
    },
  };
}

/** The file the local search's generated module imports mark.js from (its own `require.resolve('mark.js')`). */
export const markJsEntry = require.resolve('mark.js', {
  paths: [path.dirname(require.resolve('@easyops-cn/docusaurus-search-local'))],
});

/**
 * What the local search needs from the site, as a theme listed after it:
 * - its placeholder, read from `theme.SearchBar.label`: core merges the plugins' default messages in order,
 *   so this one wins (a site `i18n/en/code.json` would also turn on content translation and its checks);
 * - mark.js (used by `highlightSearchTermsOnTargetPage`) loaded only on pages with terms to highlight:
 *   the plugin's import of it is aliased to src/lib/lazyMark.ts.
 */
export function localSearchSite(): Plugin {
  return {
    name: 'pipedream-local-search',
    getDefaultCodeTranslationMessages: async () => ({'theme.SearchBar.label': searchPlaceholder}),
    configureWebpack: () => ({
      resolve: {alias: {[markJsEntry]: path.join(__dirname, '..', 'src', 'lib', 'lazyMark.ts'), ...searchBarAlias('local')}},
    }),
  };
}

/**
 * `@pipedream/search-bar`, the box src/theme/SearchBar renders: the local search's, loaded on first use
 * (src/components/SearchBar/LocalSearchBar.tsx), or DocSearch's own (which loads its modal on first use).
 */
function searchBarAlias(kind: 'local' | 'algolia'): Record<string, string> {
  const file = kind === 'local' ? 'LocalSearchBar.tsx' : 'DocSearchBar.tsx';
  return {'@pipedream/search-bar$': path.join(__dirname, '..', 'src', 'components', 'SearchBar', file)};
}

function algoliaSite(): Plugin {
  return {name: 'pipedream-algolia-search', configureWebpack: () => ({resolve: {alias: searchBarAlias('algolia')}})};
}

/** The `themes` and `themeConfig` entries of one search, spread into docusaurus.config.ts. */
export function searchConfig(env: AlgoliaEnv): {themes: PluginConfig[]; themeConfig: {algolia?: AlgoliaOptions}} {
  const algolia = algoliaOptions(env);
  return algolia
    ? {themes: [algoliaSite], themeConfig: {algolia}}
    : {themes: [['@easyops-cn/docusaurus-search-local', localSearchOptions], localSearchSite], themeConfig: {}};
}

export const search = searchConfig(process.env);

/**
 * Swizzled (wrap, Safe): the search box of whichever search is on. `@pipedream/search-bar` is an alias set
 * by config/search.ts: the local search's box loaded on first use (src/components/SearchBar/LocalSearchBar.tsx),
 * or DocSearch's (src/components/SearchBar/DocSearchBar.tsx).
 */
export {default} from '@pipedream/search-bar';

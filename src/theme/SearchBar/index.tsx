/**
 * Swizzled (wrap, Safe): the search box of whichever search is on. `@pipedream/search-bar` is an alias set
 * by config/search.ts: the site's own box over Pagefind, which loads the search on first use
 * (src/components/SearchBar/LocalSearchBar.tsx),
 * or DocSearch's (src/components/SearchBar/DocSearchBar.tsx).
 */
export {default} from '@pipedream/search-bar';

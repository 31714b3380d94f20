/** Modules resolved at build time: data files the site's plugins write into `.docusaurus/`, and aliases. */
declare module '@generated/pipedream-guide-cards/default/guide-cards.json' {
  const data: unknown;
  export default data;
}

/** The search box of the search that is on: an alias set by config/search.ts. */
declare module '@pipedream/search-bar' {
  import type {ComponentType} from 'react';
  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}

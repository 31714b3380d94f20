/**
 * The DocSearch box as @docusaurus/theme-search-algolia renders it: its button is light and it loads its
 * modal on first use, and it has `/` and Ctrl/Cmd+K built in (config/search.ts picks this file).
 */
export {default} from '@theme-original/SearchBar';

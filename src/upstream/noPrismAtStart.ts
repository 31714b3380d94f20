/**
 * Stands in for theme-classic's `prism-include-languages` client module (plugins/sitePlugin.ts swaps it in):
 * the original imports Prism and adds the grammars at every page load; here they are added when a code block
 * first needs Prism (src/theme/CodeBlock/Content/Highlighted.tsx).
 */
export {};

/**
 * Follows @docusaurus/theme-classic/lib/prism-include-languages.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for theme-classic's `prism-include-languages` client module (plugins/sitePlugin.ts swaps it in):
 * the original imports Prism and adds the grammars at every page load; here they are added when a code block
 * first needs Prism (src/theme/CodeBlock/Content/Highlighted.tsx).
 */
export {};

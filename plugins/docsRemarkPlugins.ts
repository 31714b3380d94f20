/**
 * The docs' remark plugins that run before Docusaurus's own (`beforeDefaultRemarkPlugins`): they change the
 * tree before headings get their ids. A module of its own so scripts/check-mdx.ts applies the same ones
 * when it reads a page's anchors (plugins/anchorCheckPlugin.ts) without loading the whole site config.
 */
import path from 'node:path';
import openApiRemarkPlugin from './openApiRemarkPlugin';
import {remarkRecordTree} from './lib/markdownExport/record';
import remarkLimitNames from './remarkLimitNames';
import {remarkVersionChangesOverview, remarkVersionChangesPanels} from './remarkVersionChanges';
import remarkContentChecks from './remarkContentChecks';
import remarkPageChecks from './remarkPageChecks';
import remarkDiagrams from './remarkDiagrams';

const siteDir = path.resolve(__dirname, '..');

export const beforeDefaultRemarkPlugins = [
  // `<OpenApiOperations />` (the REST reference) expands before Docusaurus's plugins give headings their ids.
  [openApiRemarkPlugin, {siteDir}],
  // So does `<VersionChanges />`, the overview of every page's changes since the previous version.
  [remarkVersionChangesOverview, {siteDir}],
] as [(options: {siteDir: string}) => unknown, {siteDir: string}][];

/**
 * What the docs plugin gets: first the recorder of each page's tree as parsed, for the Markdown export
 * (plugins/lib/markdownExport/record.ts; it changes nothing, so the anchor check and check-mdx do without it),
 * the check of `<Limit>` names, which stops the compile on an unknown one, and the checks of imports and
 * `<script>`, the REST operations the prose names and the platform values of other versions (check-mdx reports
 * those problems instead), the Mermaid diagrams drawn as SVG (after the recorder, so the Markdown export keeps
 * their source; without options, which every reader would download), then the plugins above.
 */
export const docsBeforeDefaultRemarkPlugins = [
  [remarkRecordTree, {siteDir}],
  [remarkLimitNames, {siteDir}],
  [remarkPageChecks, {siteDir}],
  [remarkContentChecks, {siteDir}],
  [remarkDiagrams, {}],
  ...beforeDefaultRemarkPlugins,
] as [
  (options: {siteDir: string}) => unknown,
  {siteDir: string},
][];

/**
 * What the docs plugin runs after Docusaurus's own remark plugins (`remarkPlugins`): the page's version-changes
 * panels, after Docusaurus's plugin that turns `<details>` into its `Details` component, so they stay plain HTML
 * (no heading in them, nothing for the plugins before to do). The Markdown export adds them itself
 * (plugins/docsExportPlugin.ts). No options: Docusaurus ships the docs plugin's options to every reader in the
 * site config, so an entry here costs the main bundle its options' bytes.
 */
export const docsRemarkPlugins = [remarkVersionChangesPanels];

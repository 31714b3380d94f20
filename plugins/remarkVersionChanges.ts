/**
 * The docs' remark plugins of the version changes (plugins/lib/versionChanges/):
 * - `remarkVersionChangesOverview`: `<VersionChanges />` on a page becomes the list of every page's changes in
 *   the page's version, before Docusaurus's plugins give headings their ids (the anchor check and check-mdx run it
 *   too, so it is synchronous);
 * - `remarkVersionChangesPanels`: a page with a counterpart in the previous version gets its panel ("Changed since
 *   v1") below its title, as plain HTML elements; the older page gets none (withPanels in ./lib/versionChanges/mdast.ts).
 * Both read the sources of every version (./lib/versionChanges/model.ts); plugins/versionChangesPlugin.ts makes
 * each page depend on its counterpart's file, so a warm build or the development server renders it again when
 * the counterpart changes.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {siteVersionChanges} from './lib/versionChanges/model';
import {expandOverview, withPanels} from './lib/versionChanges/mdast';

export interface VersionChangesRemarkOptions {
  readonly siteDir: string;
}

const siteRelative = (siteDir: string, file: string | undefined) => path.relative(siteDir, file ?? '').split(path.sep).join('/');

export function remarkVersionChangesOverview({siteDir}: VersionChangesRemarkOptions) {
  return (tree: Root, file: {path?: string}): void => {
    expandOverview(tree, siteRelative(siteDir, file.path), () => siteVersionChanges(siteDir));
  };
}

/** The site of this module by default (no options: see plugins/docsRemarkPlugins.ts `docsRemarkPlugins`). */
export function remarkVersionChangesPanels({siteDir}: VersionChangesRemarkOptions = {siteDir: path.resolve(__dirname, '..')}) {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path || !/\.mdx?$/.test(file.path)) return;
    const relative = siteRelative(siteDir, file.path);
    const changes = siteVersionChanges(siteDir);
    if (!changes.versionOf(relative)) return;
    const withThem = withPanels(tree, relative, changes);
    if (withThem !== tree) tree.children = withThem.children;
  };
}

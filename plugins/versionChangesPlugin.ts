/**
 * The site plugin of the version changes (plugins/lib/versionChanges/, panels rendered by
 * plugins/remarkVersionChanges.ts):
 * - once the docs are loaded, every page pair's changes, and a line of the build's log with the numbers;
 * - each page's dependencies on the files its panel is made from (plugins/versionChangesLoader.cjs), so a warm
 *   build (Rspack's persistent cache) or the development server renders a page again when its counterpart, a
 *   platform value or the rename table changes; the code of the changes is a build dependency of the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hasChanges, siteVersionChanges, type SiteVersionChanges} from './lib/versionChanges/model';
import type {SectionChange} from './lib/versionChanges/sections';

export const versionChangesPluginName = 'pipedream-version-changes';

const srcData = (siteDir: string, name: string) => path.join(siteDir, 'src', 'data', name);

/** Absolute page file → the absolute files its panels or overview are made from. */
export function panelDependencies(siteDir: string, changes: SiteVersionChanges): Record<string, string[]> {
  const abs = (f: string) => path.join(siteDir, f);
  const data = [srcData(siteDir, 'platform.ts'), srcData(siteDir, 'apiRenames.ts')];
  const deps = new Map<string, Set<string>>();
  const add = (file: string, ...more: string[]) => {
    const set = deps.get(abs(file)) ?? new Set<string>();
    for (const m of more) set.add(m);
    deps.set(abs(file), set);
  };
  for (const p of changes.pairs) {
    add(p.newer.file, abs(p.older.file), ...data);
    add(p.older.file, abs(p.newer.file), ...data);
  }
  for (const version of changes.model.versions) {
    const overview = changes.overviewFile(version.name);
    const pairs = changes.ofVersion(version.name);
    if (overview) add(overview, ...pairs.flatMap((p) => [abs(p.newer.file), abs(p.older.file)]), ...data);
  }
  return Object.fromEntries([...deps].map(([k, v]) => [k, [...v].sort()]));
}

/** The numbers of the log line: pairs, pages with a panel, differences by kind. */
export function changesCounts(changes: SiteVersionChanges) {
  const changed = changes.pairs.filter((p) => hasChanges(p.changes));
  const sections = (kind: SectionChange['kind']) => changed.reduce((n, p) => n + p.changes.sections.filter((s) => s.kind === kind).length, 0);
  const sum = (key: 'values' | 'apis' | 'notes') => changed.reduce((n, p) => n + p.changes[key].length, 0);
  return {
    pairs: changes.pairs.length,
    withPanel: changed.length,
    added: sections('added'),
    removed: sections('removed'),
    renamed: sections('renamed'),
    moved: sections('moved'),
    values: sum('values'),
    apis: sum('apis'),
    notes: sum('notes'),
  };
}

type RspackCache = {type?: string};

export default function versionChangesPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const dependenciesFile = path.join(generatedFilesDir, versionChangesPluginName, 'dependencies.json');
  return {
    name: versionChangesPluginName,
    allContentLoaded() {
      const started = Date.now();
      const changes = siteVersionChanges(siteDir);
      fs.mkdirSync(path.dirname(dependenciesFile), {recursive: true});
      fs.writeFileSync(dependenciesFile, JSON.stringify(panelDependencies(siteDir, changes)));
      if (process.env.NODE_ENV !== 'production') return;
      const c = changesCounts(changes);
      console.log(
        `[INFO] [${versionChangesPluginName}] ${c.pairs} pages with a counterpart in the previous version, ${c.withPanel} with a panel on both sides: ` +
          `sections ${c.added} new, ${c.removed} gone, ${c.renamed} renamed, ${c.moved} moved; ${c.values} platform values; ${c.apis} API names; ${c.notes} notes (${Date.now() - started} ms)`,
      );
    },
    configureWebpack(config) {
      const contentDirs = siteVersionChanges(siteDir).model.versions.map((v) => path.join(siteDir, v.contentDir) + path.sep);
      const cache = (config.experiments as {cache?: RspackCache} | undefined)?.cache;
      return {
        module: {rules: [{test: /\.mdx?$/i, include: contentDirs, use: [{loader: path.join(__dirname, 'versionChangesLoader.cjs'), options: {dependenciesFile}}]}]},
        // The code that makes the panels: editing it renders every page again (Docusaurus keys the cache by its config file only).
        ...(cache?.type === 'persistent' && {
          experiments: {
            cache: {
              buildDependencies: [
                path.join(__dirname, 'remarkVersionChanges.ts'),
                ...['model.ts', 'sections.ts', 'mdast.ts'].map((f) => path.join(__dirname, 'lib', 'versionChanges', f)),
              ],
            },
          },
        }),
      } as Record<string, unknown>;
    },
  };
}

/**
 * The default build's search (config/search.ts picks it when the Algolia variables are not set): Pagefind
 * over the built pages, with the site's own search box and results page.
 * - `postBuild`: every doc page of every version goes into one Pagefind index with a `version` filter,
 *   written to `<outDir>/pagefind/` (the runtime, its wasm, the index chunks, the fragments; nothing of
 *   Pagefind's stock UI). What is indexed of a page: plugins/lib/searchIndexHtml.ts. scripts/build.ts writes the
 *   precompressed copies after this, so `pagefind.js` and `pagefind-entry.json` get theirs; the index files
 *   are gzip already.
 * - the results page at `/docs/search/` (src/components/SearchPage);
 * - `@pipedream/search-bar`: the navbar box (src/components/SearchBar/LocalSearchBar.tsx);
 * - the client module that highlights a hit's terms on the page it opens (src/clientModules/searchHighlight.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteModel} from '../config/versions';
import {pageVersionName, pagefindExcludeSelectors, searchableHtml} from './lib/searchIndexHtml';
import {pagefindDir, searchPagePath} from '../src/lib/localSearch';

/** `@pipedream/search-bar`, the box src/theme/SearchBar renders: the local search's or DocSearch's own. */
export function searchBarAlias(kind: 'local' | 'algolia'): Record<string, string> {
  const file = kind === 'local' ? 'LocalSearchBar.tsx' : 'DocSearchBar.tsx';
  return {'@pipedream/search-bar$': path.join(__dirname, '..', 'src', 'components', 'SearchBar', file)};
}

/** The files of Pagefind's output the site's own UI uses (its stock UIs, playground and worker are left out). */
export function isServedPagefindFile(file: string): boolean {
  return (
    ['pagefind.js', 'pagefind-entry.json'].includes(file) ||
    /^pagefind\.[\w-]+\.pf_meta$/.test(file) ||
    /^wasm\.[a-z-]+\.pagefind$/.test(file) && file !== 'wasm.unknown.pagefind' ||
    /^(index|fragment|filter)\/[\w-]+\.pf_(index|fragment|filter)$/.test(file)
  );
}

/** The `pagefind` package's Node API. It is published as an ES module only, so it is imported by file. */
type PagefindApi = typeof import('pagefind');
async function loadPagefind(): Promise<PagefindApi> {
  const entry = (require.resolve.paths('pagefind') ?? [])
    .map((dir) => path.join(dir, 'pagefind', 'lib', 'index.js'))
    .find((file) => fs.existsSync(file));
  if (!entry) throw new Error('[search] the `pagefind` package is not installed: run `npm install`.');
  return (await import(entry)) as PagefindApi;
}

/** Label of each docs version by name (`current` → `v2`), as the filter values and the client know them. */
const versionLabels: Record<string, string> = Object.fromEntries(siteModel.versions.map((v) => [v.name, v.label]));

export interface IndexResult {
  readonly pages: number;
  readonly files: number;
  readonly ms: number;
}

/**
 * Indexes the doc pages among `routes` (paths under the base URL, e.g. `/docs/v1/quickstart/`) from their
 * built HTML in `outDir`, and writes the index to `<outDir>/pagefind/`.
 */
export async function writeSearchIndex(outDir: string, baseUrl: string, routes: readonly string[]): Promise<IndexResult> {
  const start = performance.now();
  const pagefind = await loadPagefind();
  try {
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: [...pagefindExcludeSelectors]});
    if (!index) throw new Error(errors.join('; '));
    let pages = 0;
    for (const route of [...new Set(routes)].sort()) {
      if (!route.startsWith(baseUrl) || !route.endsWith('/')) continue;
      const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      if (!fs.existsSync(file)) continue;
      const html = fs.readFileSync(file, 'utf8');
      const name = pageVersionName(html);
      const label = name === undefined ? undefined : versionLabels[name];
      const content = label === undefined ? undefined : searchableHtml(html, label);
      if (content === undefined) continue;
      const added = await index.addHTMLFile({url: route, content});
      if (added.errors.length) throw new Error(`${file}: ${added.errors.join('; ')}`);
      pages++;
    }
    if (pages === 0) throw new Error(`no doc page among the ${routes.length} routes of ${outDir}`);
    const {files, errors: fileErrors} = await index.getFiles();
    if (fileErrors.length) throw new Error(fileErrors.join('; '));
    const target = path.join(outDir, pagefindDir);
    fs.rmSync(target, {recursive: true, force: true});
    let written = 0;
    for (const {path: file, content} of files) {
      if (!isServedPagefindFile(file)) continue;
      fs.mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
      fs.writeFileSync(path.join(target, file), content);
      written++;
    }
    return {pages, files: written, ms: performance.now() - start};
  } finally {
    await pagefind.close();
  }
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'pipedream-local-search',
    getClientModules: () => [path.join(__dirname, '..', 'src', 'clientModules', 'searchHighlight.ts')],
    configureWebpack: () => ({resolve: {alias: searchBarAlias('local')}}),
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${searchPagePath}`,
        component: path.join(__dirname, '..', 'src', 'components', 'SearchPage', 'index.tsx'),
        exact: true,
      });
    },
    async postBuild({outDir, routesPaths}) {
      try {
        const r = await writeSearchIndex(outDir, context.baseUrl, routesPaths);
        console.log(`[search] Pagefind: ${r.pages} pages indexed, ${r.files} files in ${pagefindDir} (${Math.round(r.ms)} ms)`);
      } catch (e) {
        throw new Error(`[search] Pagefind index of ${outDir}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
  };
}

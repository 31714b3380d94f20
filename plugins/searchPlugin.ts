/**
 * The default build's search (config/search.ts picks it when the Algolia variables are not set): Pagefind
 * over the built pages, with the site's own search box and results page.
 * - `postBuild`: the doc pages of each version go into that version's Pagefind index, written to
 *   `<outDir>/pagefind/<label>/` (the runtime, its wasm, the index chunks, the fragments; nothing of
 *   Pagefind's stock UI). Each page keeps a `version` filter, which names a hit's version when the results
 *   page merges the indexes ("All versions"); a search of one version never loads it. What is indexed of a
 *   page: plugins/lib/searchIndexHtml.ts. scripts/build.ts writes the precompressed copies after this, so
 *   `pagefind.js` and `pagefind-entry.json` get theirs; the index files are gzip already. Beside each index,
 *   `vocabulary.json`: the version's words and sections, which the search fetches only to correct a query
 *   that matches nothing (plugins/lib/searchVocabulary.ts). The synonyms of src/data/searchSynonyms.ts go
 *   into the pages' metadata, and are checked against the docs (plugins/lib/searchSynonyms.ts).
 * - the results page at `/docs/search/` (src/components/SearchPage), with each version's sections (a route
 *   module: the page lists them when nothing is found, and without JavaScript);
 * - `@pipedream/search-bar`: the navbar box (src/components/SearchBar/LocalSearchBar.tsx);
 * - the client module that highlights a hit's terms on the page it opens (src/clientModules/searchHighlight.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {siteModel} from '../config/versions';
import {buildPart, frozenSummaries, type FrozenPartSummary} from '../config/buildPart';
import {pageVersionName, pagefindExcludeSelectors, searchablePage} from './lib/searchIndexHtml';
import {indexWords, rechunkIndex} from './lib/pagefindChunks';
import {fragmentText, readFragment, versionSections, vocabularyWords} from './lib/searchVocabulary';
import {docsProblems, listProblems} from './lib/searchSynonyms';
import {pagefindDir, searchPagePath} from '../src/lib/localSearch';
import {vocabularyFile, type SectionData, type VocabularyData} from '../src/lib/searchWords';
import {searchSynonyms, type SearchSynonym} from '../src/data/searchSynonyms';

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
type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindApi['createIndex']>>['index']>;
export async function loadPagefind(): Promise<PagefindApi> {
  const entry = (require.resolve.paths('pagefind') ?? [])
    .map((dir) => path.join(dir, 'pagefind', 'lib', 'index.js'))
    .find((file) => fs.existsSync(file));
  if (!entry) throw new Error('[search] the `pagefind` package is not installed: run `npm install`.');
  return (await import(entry)) as PagefindApi;
}

/**
 * Bytes of CBOR in each word index chunk (plugins/lib/pagefindChunks.ts; Pagefind's own hold about 55 KB).
 * A query loads one chunk a word: at 8 KB (4-6 KB gzip) "cron job" loads 11 KB of index where Pagefind's
 * chunks cost 67 KB. Smaller chunks cost a longer chunk list in the metadata every search loads (at 198
 * pages: 75 chunks and 1.9 KB gzip for v2, against 11 and 1.2 KB).
 */
export const indexChunkBytes = 8000;

/** Pages sent to Pagefind and not yet indexed, at most. */
const maxInFlight = 8;

/** Label of each docs version by name (`current` → `v2`), as the filter values and the client know them. */
const versionLabels: Record<string, string> = Object.fromEntries(siteModel.versions.map((v) => [v.name, v.label]));

export interface IndexResult {
  readonly pages: number;
  /** Pages of each version's index, by label. */
  readonly perVersion: Readonly<Record<string, number>>;
  readonly files: number;
  readonly ms: number;
  /** Bytes of each version's `vocabulary.json`, by label. */
  readonly vocabularyBytes: Readonly<Record<string, number>>;
}

/** What the index is built with besides the pages: the synonyms, and each version's sections by label. */
export interface IndexOptions {
  readonly synonyms?: readonly SearchSynonym[];
  readonly sections?: Readonly<Record<string, readonly SectionData[]>>;
  /**
   * Check the synonyms against the indexed pages (default). A frozen version's own build (config/buildPart.ts)
   * does not: the list is kept for the latest docs, and checked by the latest version's build.
   */
  readonly checkSynonyms?: boolean;
}

/** Each version's sections (plugins/lib/searchVocabulary.ts), by label, from the docs plugin's content. */
export function sectionsByLabel(content: LoadedContent | undefined, frozenSummaries: readonly FrozenPartSummary[] = []): Record<string, SectionData[]> {
  // The latest version's build is told the frozen versions' sections by their own builds (config/buildPart.ts).
  const frozen = frozenSummaries.flatMap((f) => (versionLabels[f.name] && f.searchSections ? [[versionLabels[f.name]!, f.searchSections]] : []));
  return Object.fromEntries([
    ...(content?.loadedVersions ?? []).flatMap((v) => (versionLabels[v.versionName] ? [[versionLabels[v.versionName]!, versionSections(v)]] : [])),
    ...frozen,
  ]);
}

/**
 * Indexes the doc pages among `routes` (paths under the base URL, e.g. `/docs/v1/quickstart/`) from their
 * built HTML in `outDir`: one Pagefind index per docs version, written to `<outDir>/pagefind/<label>/`
 * (`pagefind/v2/`, `pagefind/v1/`). A reader's search loads only its version's index, whose size follows
 * that version's pages; the results page's "All versions" switch merges the others into it.
 */
export async function writeSearchIndex(outDir: string, baseUrl: string, routes: readonly string[], options: IndexOptions = {}): Promise<IndexResult> {
  const start = performance.now();
  const {synonyms = searchSynonyms, sections = {}, checkSynonyms = true} = options;
  const listed = listProblems(synonyms);
  if (listed.length) throw new Error(listed.join('\n'));
  const applied = new Set<string>();
  const pagefind = await loadPagefind();
  try {
    const indexes = new Map<string, {index: PagefindIndex; pages: number}>();
    const indexOf = async (label: string) => {
      let entry = indexes.get(label);
      if (!entry) {
        const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: [...pagefindExcludeSelectors]});
        if (!index) throw new Error(errors.join('; '));
        entry = {index, pages: 0};
        indexes.set(label, entry);
      }
      entry.pages++;
      return entry.index;
    };
    // Pagefind indexes in a process of its own: a page is sent while the next one is parsed here, with a
    // few in flight (the loop yields so the send leaves at once; a blocked loop would send them all at the end).
    const inFlight: Promise<void>[] = [];
    const send = async (index: PagefindIndex, route: string, file: string, content: string) => {
      const added = await index.addHTMLFile({url: route, content});
      if (added.errors.length) throw new Error(`${file}: ${added.errors.join('; ')}`);
    };
    for (const route of [...new Set(routes)].sort()) {
      if (!route.startsWith(baseUrl) || !route.endsWith('/')) continue;
      const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      if (!fs.existsSync(file)) continue;
      const html = fs.readFileSync(file, 'utf8');
      const name = pageVersionName(html);
      const label = name === undefined ? undefined : versionLabels[name];
      const page = label === undefined ? undefined : searchablePage(html, label, synonyms);
      if (label === undefined || page === undefined) continue;
      for (const term of page.synonyms) applied.add(term);
      const sent = send(await indexOf(label), route, file, page.html);
      sent.catch(() => {}); // handled where it is awaited, below or at the end
      inFlight.push(sent);
      if (inFlight.length >= maxInFlight) await inFlight.shift();
      else await new Promise(setImmediate);
    }
    await Promise.all(inFlight);
    if (indexes.size === 0) throw new Error(`no doc page among the ${routes.length} routes of ${outDir}`);
    const root = path.join(outDir, pagefindDir);
    fs.rmSync(root, {recursive: true, force: true});
    // Each version's files are cut into small index chunks (`indexChunkBytes`) before they are written; the
    // vocabulary is made from the text Pagefind indexed (its fragments).
    let written = 0;
    const texts: string[] = [];
    const vocabularyBytes: Record<string, number> = {};
    for (const [label, {index}] of indexes) {
      const {files, errors} = await index.getFiles();
      if (errors.length) throw new Error(`${label}: ${errors.join('; ')}`);
      const versionTexts = files.filter((f) => f.path.startsWith('fragment/')).map((f) => fragmentText(readFragment(f.path, f.content)));
      texts.push(...versionTexts);
      for (const {path: file, content} of rechunkIndex(files, indexChunkBytes)) {
        if (!isServedPagefindFile(file)) continue;
        const target = path.join(root, label, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, content);
        written++;
      }
      const vocabulary: VocabularyData = {words: vocabularyWords(versionTexts, indexWords(files)), sections: sections[label] ?? []};
      const json = JSON.stringify(vocabulary);
      fs.writeFileSync(path.join(root, label, vocabularyFile), json);
      vocabularyBytes[label] = Buffer.byteLength(json);
      written++;
    }
    const problems = checkSynonyms ? docsProblems(synonyms, texts, applied) : [];
    if (problems.length) throw new Error(problems.join('\n'));
    const perVersion = Object.fromEntries([...indexes].map(([label, {pages}]) => [label, pages]));
    return {pages: Object.values(perVersion).reduce((a, b) => a + b, 0), perVersion, files: written, ms: performance.now() - start, vocabularyBytes};
  } finally {
    await pagefind.close();
  }
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  let sections: Record<string, SectionData[]> = {};
  return {
    name: 'pipedream-local-search',
    configureWebpack: () => ({resolve: {alias: searchBarAlias('local')}}),
    async allContentLoaded({allContent, actions}) {
      sections = sectionsByLabel(allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined, await frozenSummaries(buildPart));
      // The results page is the latest version's build's (a frozen version's links to it load it from the server).
      if (buildPart.kind === 'frozen') return;
      actions.addRoute({
        path: `${context.baseUrl}${searchPagePath}`,
        component: path.join(__dirname, '..', 'src', 'components', 'SearchPage', 'index.tsx'),
        exact: true,
        modules: {sections: await actions.createData('search-sections.json', sections)},
      });
    },
    async postBuild({outDir, routesPaths}) {
      try {
        const r = await writeSearchIndex(outDir, context.baseUrl, routesPaths, {sections, checkSynonyms: buildPart.kind !== 'frozen'});
        const versions = Object.entries(r.perVersion).map(([label, n]) => `${label} ${n}`).join(', ');
        console.log(`[search] Pagefind: ${r.pages} pages indexed, ${r.files} files in ${pagefindDir} (${Math.round(r.ms)} ms), one index per version: ${versions}`);
      } catch (e) {
        throw new Error(`[search] Pagefind index of ${outDir}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
  };
}

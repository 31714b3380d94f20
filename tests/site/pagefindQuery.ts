/**
 * Runs the build's own Pagefind runtime (`build/pagefind/<label>/pagefind.js`, the file readers load) in Node
 * over the built index of a version, or over every version's (the first's with the others merged, as the
 * results page's "All versions" does), with the options the site uses, and turns each result into the hit the search UI shows
 * (src/lib/localSearch.ts `toHit`), through the same forgiving search as the browser (src/lib/forgivingSearch.ts:
 * a word that matches nothing corrected from the version's built `vocabulary.json`, closest pages and section
 * when nothing is found). Jest cannot import that ES module, so tests/site/search.test.ts runs
 * this file: `node --import tsx tests/site/pagefindQuery.ts <buildDir>`, requests on stdin
 * (`[{query, version?, limit?, literal?, pathname?}]`), results as JSON on stdout. Nothing leaves the build folder: every fetch
 * of the runtime is answered from `<buildDir>/pagefind/`, anything else is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {openSearch, pagefindDir, queryTerms, toHit, type Hit, type PagefindInstance, type PagefindRuntime, type SearchScope} from '../../src/lib/localSearch';
import {forgivingSearch, unmatchedWords} from '../../src/lib/forgivingSearch';
import {vocabularyCorrector} from '../../src/lib/searchCorrection';
import {vocabularyFile, type SectionData, type VocabularyData} from '../../src/lib/searchWords';

export interface QueryRequest {
  readonly query: string;
  /** A version label; none searches every version. */
  readonly version?: string;
  readonly limit?: number;
  /** Search the query as typed (no correction). */
  readonly literal?: boolean;
  /** The page searched from (its section is offered when nothing is found). */
  readonly pathname?: string;
  /** Also answer the words of the query the index matches nothing for (`unmatched`). */
  readonly unmatched?: boolean;
  /**
   * Search with the corrector loaded beforehand, as the browser does after an earlier correction: a word with no
   * exact match is corrected, and its correction searched, while the best page's text loads.
   */
  readonly ahead?: boolean;
  /**
   * Search in a Pagefind instance of its own, with nothing loaded by earlier requests. Pagefind matches a term's
   * extensions only in the index chunks it has loaded, and loads only the first chunk whose range holds the term,
   * so a two-letter term ("pd") can score differently once another query has loaded the next chunk ("pdf…"):
   * what a comparison of two ways of searching must not depend on.
   */
  readonly fresh?: boolean;
}
export interface QueryAnswer {
  /** What was searched (the query, or its correction), and the words replaced and left out. */
  readonly query: string;
  readonly replaced: (readonly [string, string])[];
  readonly dropped: string[];
  readonly count: number;
  readonly hits: Hit[];
  /** The text Pagefind indexed of each hit's page. */
  readonly contents: string[];
  /** When nothing is found: the closest pages and the section of `pathname`. */
  readonly closest: Hit[];
  readonly section?: SectionData;
  /** Whether the vocabulary was read. */
  readonly corrected: boolean;
  /** When asked: the words of the query the index matches nothing for (src/lib/forgivingSearch.ts). */
  readonly unmatched?: string[];
}

async function main(): Promise<void> {
  const buildDir = process.argv[2];
  const root = path.resolve(String(buildDir), pagefindDir);
  const runtimeFile = (label: string) => path.join(root, label, 'pagefind.js');
  // The versions' indexes as the build wrote them, one folder each (`v2`, `v1`; the latest first).
  const labels = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => fs.existsSync(runtimeFile(d))).sort((a, b) => b.localeCompare(a, 'en', {numeric: true})) : [];
  if (!buildDir || labels.length === 0) {
    throw new Error(`usage: pagefindQuery.ts <buildDir>: no ${pagefindDir}<version>/pagefind.js in ${String(buildDir)} (run \`npm run build\`)`);
  }
  const baseUrl = '/docs/';
  const base = `${baseUrl}${pagefindDir}`;
  globalThis.fetch = (async (url: string | URL) => {
    const {pathname} = new URL(String(url), 'http://127.0.0.1');
    if (!pathname.startsWith(base)) throw new Error(`the search asked for ${pathname}, outside ${base}`);
    return new Response(fs.readFileSync(path.join(buildDir, pagefindDir, pathname.slice(base.length))));
  }) as typeof fetch;
  // A search instance per version, and one for every version, as in the browser (src/lib/pagefindClient.ts).
  const instances = new Map<string, Promise<PagefindInstance>>();
  let freshInstances = 0;
  const instance = (version: string | undefined, fresh = false) => {
    const scope: SearchScope = version === undefined ? [labels[0]!, ...labels.slice(1)] : [version];
    const key = fresh ? `fresh ${freshInstances++}` : scope.join(',');
    if (!instances.has(key)) {
      instances.set(key, import(pathToFileURL(runtimeFile(scope[0])).href).then((runtime: PagefindRuntime) => openSearch(runtime, baseUrl, scope)));
    }
    return instances.get(key)!;
  };
  const requests = JSON.parse(fs.readFileSync(0, 'utf8')) as QueryRequest[];
  const answers: QueryAnswer[] = [];
  for (const {query, version, limit = 8, literal, pathname, unmatched, ahead, fresh} of requests) {
    const searchIn = await instance(version, fresh);
    const scope: SearchScope = version === undefined ? [labels[0]!, ...labels.slice(1)] : [version];
    let corrected = false;
    const corrector = async () => {
      corrected = true;
      const files = scope.map((label) => JSON.parse(fs.readFileSync(path.join(root, label, vocabularyFile), 'utf8')) as VocabularyData);
      return vocabularyCorrector(files, path.join(root, scope[0], vocabularyFile));
    };
    const early = ahead ? await corrector() : undefined;
    corrected = false;
    const outcome = await forgivingSearch(searchIn, query, {literal, pathname, corrector, ...(early && {loadedCorrector: () => early, shownFirst: limit})});
    const data = await Promise.all(outcome.results.slice(0, limit).map((r) => r.data()));
    const terms = queryTerms(outcome.query);
    answers.push({
      query: outcome.query,
      replaced: [...outcome.replaced],
      dropped: [...outcome.dropped],
      count: outcome.results.length,
      hits: data.map((d) => toHit(d, terms)),
      contents: data.map((d) => d.content),
      closest: await Promise.all(outcome.closest.map(async (r) => toHit(await r.data(), terms))),
      ...(outcome.section && {section: outcome.section}),
      corrected,
      ...(unmatched && {unmatched: [...(await unmatchedWords(searchIn, query, outcome.results))]}),
    });
  }
  process.stdout.write(JSON.stringify(answers));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});

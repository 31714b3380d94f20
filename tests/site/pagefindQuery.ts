/**
 * Runs the build's own Pagefind runtime (`build/pagefind/<label>/pagefind.js`, the file readers load) in Node
 * over the built index of a version, or over every version's (the first's with the others merged, as the
 * results page's "All versions" does), with the options the site uses, and turns each result into the hit the search UI shows
 * (src/lib/localSearch.ts `toHit`). Jest cannot import that ES module, so tests/site/search.test.ts runs
 * this file: `node --import tsx tests/site/pagefindQuery.ts <buildDir>`, requests on stdin
 * (`[{query, version?, limit?}]`), results as JSON on stdout. Nothing leaves the build folder: every fetch
 * of the runtime is answered from `<buildDir>/pagefind/`, anything else is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {openSearch, pagefindDir, queryTerms, toHit, type Hit, type PagefindInstance, type PagefindResultData, type PagefindRuntime, type SearchScope} from '../../src/lib/localSearch';

export interface QueryRequest {
  readonly query: string;
  /** A version label; none searches every version. */
  readonly version?: string;
  readonly limit?: number;
}
export interface QueryAnswer {
  readonly count: number;
  readonly hits: Hit[];
  /** The text Pagefind indexed of each hit's page. */
  readonly contents: string[];
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
  const instance = (version: string | undefined) => {
    const scope: SearchScope = version === undefined ? [labels[0]!, ...labels.slice(1)] : [version];
    const key = scope.join(',');
    if (!instances.has(key)) {
      instances.set(key, import(pathToFileURL(runtimeFile(scope[0])).href).then((runtime: PagefindRuntime) => openSearch(runtime, baseUrl, scope)));
    }
    return instances.get(key)!;
  };
  const requests = JSON.parse(fs.readFileSync(0, 'utf8')) as QueryRequest[];
  const answers: QueryAnswer[] = [];
  for (const {query, version, limit = 8} of requests) {
    const results = (await (await instance(version)).search(query))?.results ?? [];
    const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
    answers.push({
      count: results.length,
      hits: data.map((d) => toHit(d, queryTerms(query))),
      contents: data.map((d) => (d as PagefindResultData & {content: string}).content),
    });
  }
  process.stdout.write(JSON.stringify(answers));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});

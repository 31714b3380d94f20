/**
 * Runs the build's own Pagefind runtime (`build/pagefind/pagefind.js`, the file readers load) in Node over
 * the built index, with the options the site uses, and turns each result into the hit the search UI shows
 * (src/lib/localSearch.ts `toHit`). Jest cannot import that ES module, so tests/site/search.test.ts runs
 * this file: `node --import tsx tests/site/pagefindQuery.ts <buildDir>`, requests on stdin
 * (`[{query, version?, limit?}]`), results as JSON on stdout. Nothing leaves the build folder: every fetch
 * of the runtime is answered from `<buildDir>/pagefind/`, anything else is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {pagefindDir, pagefindOptions, queryTerms, toHit, type Hit, type PagefindResultData} from '../../src/lib/localSearch';

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

interface Runtime {
  options(o: Record<string, unknown>): Promise<void>;
  search(q: string, o?: object): Promise<{results: {data(): Promise<PagefindResultData>}[]}>;
}

async function main(): Promise<void> {
  const buildDir = process.argv[2];
  if (!buildDir || !fs.existsSync(path.join(buildDir, pagefindDir, 'pagefind.js'))) {
    throw new Error(`usage: pagefindQuery.ts <buildDir>: no ${pagefindDir}pagefind.js in ${String(buildDir)} (run \`npm run build\`)`);
  }
  const baseUrl = '/docs/';
  const base = `${baseUrl}${pagefindDir}`;
  globalThis.fetch = (async (url: string | URL) => {
    const {pathname} = new URL(String(url), 'http://127.0.0.1');
    if (!pathname.startsWith(base)) throw new Error(`the search asked for ${pathname}, outside ${base}`);
    return new Response(fs.readFileSync(path.join(buildDir, pagefindDir, pathname.slice(base.length))));
  }) as typeof fetch;
  const runtime = (await import(pathToFileURL(path.resolve(buildDir, pagefindDir, 'pagefind.js')).href)) as Runtime;
  await runtime.options(pagefindOptions(baseUrl));
  const requests = JSON.parse(fs.readFileSync(0, 'utf8')) as QueryRequest[];
  const answers: QueryAnswer[] = [];
  for (const {query, version, limit = 8} of requests) {
    const found = await runtime.search(query, version ? {filters: {version}} : {});
    const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
    answers.push({
      count: found.results.length,
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

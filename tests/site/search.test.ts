/**
 * Search ranking in Node, on the index the build just wrote: the local search's own query code (the web
 * worker of @easyops-cn/docusaurus-search-local, run here without a worker) over `build/…/search-index-*.json`.
 * Realistic queries each find their page among the first three hits; page titles rank above what is under
 * them. The search UI is tested once in the browser (tests/e2e/search.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, pageByUrl} from '../lib/builtSite';

jest.mock('comlink', () => ({expose: () => undefined}));

interface Hit {
  document: {i: number; t: string; u: string; h?: string};
  type: number;
  page?: {t: string; u: string} | false;
}
interface Worker {
  search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<Hit[]>;
}

/** Document types of the index (the plugin's SearchDocumentType): 0 is a page title. */
const titleType = 0;

let worker: Worker;
beforeAll(async () => {
  // The worker fetches `<base>search-index-<hash>.json`: here it reads the file of the build.
  globalThis.location = {origin: 'http://127.0.0.1'} as Location;
  globalThis.fetch = (async (url: string) => {
    const file = path.join(buildDir, url.replace(/^\/docs\//, '').replace(/\?.*$/, ''));
    const text = fs.readFileSync(file, 'utf8');
    return {json: async () => JSON.parse(text) as unknown};
  }) as unknown as typeof fetch;
  const {SearchWorker} = (await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js')) as {
    SearchWorker: new () => Worker;
  };
  worker = new SearchWorker();
});

/** The first hits of a query from a page of a version (`/docs/` or `/docs/v1/`), as page URLs. */
async function hitPages(base: string, query: string, count = 3): Promise<string[]> {
  const hits = await worker.search(base, '', query, 8);
  return hits.slice(0, count).map((h) => h.document.u);
}

/** Realistic queries and a page each must find among its first three hits. */
const queries: readonly (readonly [string, string])[] = [
  ['cron', '/docs/workflows/examples/cron-job/'],
  ['data store', '/docs/data-stores/'],
  ['environment variables', '/docs/environment-variables/'],
  ['send http request', '/docs/workflows/examples/send-http-request/'],
  ['cold start', '/docs/workflows/events/cold-starts/'],
  ['python import', '/docs/code/python/import-mappings/'],
  ['pd deploy', '/docs/cli/reference/'],
  ['webhook', '/docs/api/rest/webhooks/'],
  ['rate limit', '/docs/troubleshooting/'],
  ['okta', '/docs/orgs/sso/okta/'],
  ['pgp key', '/docs/privacy-and-security/pgp-key/'],
  ['delay', '/docs/code/nodejs/delay/'],
];

it.each(queries)('"%s" finds %s among the first 3 hits', async (query, url) => {
  expect(await hitPages('/docs/', query)).toContain(url);
});

it.each([
  ['cold start', '/docs/workflows/events/cold-starts/'],
  ['cron', '/docs/workflows/examples/cron-job/'],
])('"%s": the page title ranks first, then what is under it', async (query, url) => {
  const hits = await worker.search('/docs/', '', query, 8);
  const title = pageByUrl(url)!.title;
  expect([hits[0]!.type, hits[0]!.document.t, hits[0]!.document.u]).toEqual([titleType, title, url]);
  expect(hits[1]!.type).not.toBe(titleType);
  expect(hits[1]!.page && hits[1]!.page.t).toBe(title);
});

it('searches the version of the page: a v1 page finds v1 pages only', async () => {
  const v1 = await hitPages('/docs/v1/', 'okta', 8);
  expect(v1.length).toBeGreaterThan(0);
  expect(v1.filter((u) => !u.startsWith('/docs/v1/'))).toEqual([]);
  const latest = await hitPages('/docs/', 'okta', 8);
  expect(latest.filter((u) => u.startsWith('/docs/v1/'))).toEqual([]);
});

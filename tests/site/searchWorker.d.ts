/** The local search's query code, which tests/site/search.test.ts runs in Node on the built index. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js' {
  export class SearchWorker {
    search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
  }
}

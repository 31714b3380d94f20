/**
 * Other names for what the docs call one thing, for the local search (CONTRIBUTING.md, "Search synonyms").
 * Writers keep this list: one entry per thing, `term` as the docs write it, `aliases` as readers type it.
 *
 * Applied when the index is built (plugins/lib/searchIndexHtml.ts): a page whose title contains `term` gets
 * the aliases in a hidden metadata field (`synonyms`), a page with it in a heading in another
 * (`section_synonyms`, weighed less); Pagefind searches both and ranks them (src/lib/localSearch.ts
 * `rankingOptions`), so "golang" finds the Go pages and "saml" the SSO pages. A page that only mentions the
 * term in its text gets nothing: the aliases find the pages about it.
 * Nothing of this list reaches the browser.
 *
 * An alias is a word readers use and the docs do not (or use for the same thing): an alias the docs use for
 * something else ("webhook" for HTTP, "rate limit" for concurrency) pulls those pages below the ones it is
 * given to. tests/site/search.test.ts searches every alias and expects a page the entry is applied to.
 *
 * Rules, checked by the build (plugins/lib/searchSynonyms.ts) and tests/unit/searchSynonyms.test.ts:
 * - `term` occurs in the text of at least one page of the docs (a renamed feature shows up as an error);
 * - `term` is in the title or a heading of at least one page, or it would be applied nowhere;
 * - aliases are lower case words (letters, digits, `-`, `.`, spaces), none equal to its term, none repeated.
 */

export interface SearchSynonym {
  /**
   * What the docs call it, matched as whole words in titles and headings, a plural `s` too: in any case when
   * it is written in lower case, in that case only when it has a capital (`Go` is the language, not "go").
   */
  readonly term: string;
  /** What readers may search for instead. */
  readonly aliases: readonly string[];
  /** Why the entry exists, when it is not obvious. */
  readonly note?: string;
}

export const searchSynonyms = [
  {term: 'SSO', aliases: ['saml', 'single sign-on', 'sign-on', 'identity provider', 'idp']},
  {term: 'npm package', aliases: ['npm module', 'node module', 'dependency', 'dependencies']},
  {term: 'PyPI', aliases: ['pip', 'pip install', 'python package', 'python library']},
  {term: 'email trigger', aliases: ['inbox', 'incoming email', 'receive email', 'inbound email']},
  {term: 'Node.js', aliases: ['javascript', 'typescript', 'ts']},
  {term: 'Go', aliases: ['golang']},
  {term: 'Python', aliases: ['python3', 'cpython']},
  {term: 'Bash', aliases: ['shell', 'sh', 'shell script']},
  {term: 'environment variables', aliases: ['env vars', 'env var', 'secrets', 'config vars', 'dotenv']},
  {term: 'data stores', aliases: ['key-value store', 'kv store', 'kv', 'persistent storage', 'cache', 'state']},
  {term: 'cron', aliases: ['crontab', 'cronjob', 'scheduled job', 'scheduled task']},
  {term: 'schedule', aliases: ['timer', 'recurring', 'periodic', 'interval']},
  {term: 'delay', aliases: ['sleep', 'pause', 'settimeout']},
  {term: 'concurrency', aliases: ['throttle', 'parallel', 'simultaneous', 'at once']},
  {term: 'cold starts', aliases: ['warm workers', 'warm up', 'startup time', 'latency']},
  {term: 'connected accounts', aliases: ['credentials', 'api keys', 'api key', 'connect app', 'linked accounts']},
  {term: 'static IP', aliases: ['ip allowlist', 'ip whitelist', 'allowlist', 'whitelist', 'egress ip', 'outbound ip', 'vpc']},
  {term: 'workflow', aliases: ['zap', 'scenario', 'pipeline', 'automation', 'flow'], note: 'what Zapier, Make and others call a workflow'},
  {term: 'props', aliases: ['inputs', 'input fields', 'params', 'user input']},
  {term: 'pricing', aliases: ['billing', 'cost', 'credits', 'invoice', 'price']},
  {term: 'CLI', aliases: ['command line', 'terminal', 'pd command']},
  {term: 'filesystem', aliases: ['tmp', 'temp files', 'disk', 'file storage']},
  {term: 'organization', aliases: ['team', 'workspace', 'company account']},
] as const satisfies readonly SearchSynonym[];

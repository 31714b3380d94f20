/**
 * API names that changed from one docs version to the next: the one table of them. The "Changed since" panel of
 * each page (plugins/lib/versionChanges/) lists a rename when the page of the older version uses the old name,
 * and the overview page lists it too.
 *
 * `introducedIn` is the label of the version that brought the new name (`v2`): a label stays with its pages
 * when a version is cut (docs/ labelled v2 becomes versioned_docs/version-v2, still v2), so after a cut to v3
 * these renames still describe v2 against v1 and none of them is shown on v3's pages.
 *
 * `from` and `to` are short inline Markdown (backticks for code). `uses` says how the older page shows the old
 * name: `code` is matched against its code (code blocks and inline code), `prose` against its text outside
 * code. Read at build time only; kept under src/data/ beside the other data the pages show.
 */
export interface ApiRename {
  readonly from: string;
  readonly to: string;
  /** Label of the version that introduced `to` (config/versions.ts labels: `v2`). */
  readonly introducedIn: string;
  readonly uses: {readonly code?: RegExp; readonly prose?: RegExp};
}

export const apiRenames: readonly ApiRename[] = [
  {from: '`$respond()`', to: '`$.respond()`', introducedIn: 'v2', uses: {code: /\$respond\b/, prose: /\$respond\b/}},
  {from: '`$end()`', to: '`$.flow.exit()`', introducedIn: 'v2', uses: {code: /\$end\b/, prose: /\$end\(\)/}},
  {from: '`$checkpoint`', to: 'data stores, or `$.service.db` for one step', introducedIn: 'v2', uses: {code: /\$checkpoint\b/, prose: /\$checkpoint\b/}},
  {
    from: 'params',
    to: 'props',
    introducedIn: 'v2',
    // `params.channel` and the step's `(event, steps, params)` arguments; in prose the v1 concept, not an
    // HTTP request's query params, a JSDoc `@params` or an axios config key.
    uses: {code: /(?<![\w.$])params\.\w|\(\s*event\s*,\s*steps\s*,\s*params\b/, prose: /(?<![\w@-])(?<!query )(?<!URL )params?\b(?!\s*:)/i},
  },
  {from: '`event` (the step argument)', to: '`steps.trigger.event`', introducedIn: 'v2', uses: {code: /(?<![\w.$])event\.(?:body|headers|query|method|url|path)\b|\(\s*event\s*,\s*steps\b/}},
  {from: '`this.name = value`', to: '`$.export("name", value)`', introducedIn: 'v2', uses: {code: /(?<![\w.$])this\.(?!\$)[A-Za-z_]\w*\s*=(?!=)/}},
  {from: '`auths.<app>`', to: '`this.<app>.$auth`', introducedIn: 'v2', uses: {code: /(?<![\w.$])auths\.\w/}},
  {from: '`require()`', to: '`import`', introducedIn: 'v2', uses: {code: /(?<![\w.$])require\(\s*["'`]/}},
  {from: '`$send.http()`', to: '`$.send.http()`', introducedIn: 'v2', uses: {code: /\$send\.http\b/}},
  {from: '`$send.email()`', to: '`$.send.email()`', introducedIn: 'v2', uses: {code: /\$send\.email\b/}},
  {from: '`$send.s3()`', to: '`$.send.s3()`', introducedIn: 'v2', uses: {code: /\$send\.s3\b/}},
  {from: '`$send.emit()`', to: '`$.send.emit()`', introducedIn: 'v2', uses: {code: /\$send\.emit\b/}},
  {from: '`$send.sse()`', to: '`$.send.sse()`', introducedIn: 'v2', uses: {code: /\$send\.sse\b/}},
  {from: '`$send.sql()`', to: 'no SQL destination: data stores, the S3 destination or your own database', introducedIn: 'v2', uses: {code: /\$send\.sql\b/}},
  {from: '`$attachments`', to: '`steps.trigger.context.attachments`', introducedIn: 'v2', uses: {code: /\$attachments\b/, prose: /\$attachments\b/}},
];

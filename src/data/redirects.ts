/**
 * Every redirect of the site, in one typed list. It feeds the browser side (redirect stub pages, built
 * by `plugins/redirectStubs.ts`) and every server side (the local server in `server/`, and the server configs).
 *
 * Paths are relative to the site base `/docs/`. `to` is a page of the current docs (which must exist: the
 * build fails otherwise) or an absolute https URL. No chains: no `to` is another entry's `from`
 * (checked by tests/unit/redirects.test.ts).
 */
import {addTrailingSlash} from '@docusaurus/utils-common';

export interface Redirect {
  readonly from: string;
  readonly to: string;
  /** Why the entry exists, when it is not obvious. */
  readonly note?: string;
}

export const redirects = [
  {from: '/cron', to: '/workflows/steps/triggers/'},
  {from: '/notebook', to: '/workflows/steps/'},
  {from: '/workflows/fork', to: '/workflows/copy/'},
  {from: '/notebook/fork', to: '/workflows/copy/'},
  {from: '/notebook/inspector/', to: '/workflows/events/inspect/', note: 'the event inspector page'},
  {from: '/notebook/destinations/', to: '/destinations/'},
  {from: '/notebook/destinations/s3/', to: '/destinations/s3/'},
  {from: '/notebook/destinations/sse/', to: '/destinations/sse/'},
  {from: '/notebook/destinations/http/', to: '/destinations/http/'},
  {from: '/notebook/destinations/email/', to: '/destinations/email/'},
  {from: '/notebook/destinations/snowflake/', to: '/destinations/snowflake/'},
  {from: '/notebook/code/', to: '/code/nodejs/', note: 'straight to the final page: /workflows/steps/code/ redirects there too'},
  {from: '/notebook/observability/', to: '/workflows/events/inspect/'},
  {from: '/notebook/actions/', to: '/workflows/steps/actions/'},
  {from: '/notebook/sources/', to: '/workflows/steps/triggers/'},
  {from: '/notebook/sql/', to: '/destinations/triggers/', note: 'the retired SQL service'},
  {from: '/what-is-pipedream/', to: '/'},
  {from: '/docs/apps/all-apps', to: 'https://pipedream.com/apps', note: 'served at /docs/docs/apps/all-apps'},
  {from: '/workflows/steps/code/', to: '/code/nodejs/'},
  {from: '/writing-docs/', to: '/', note: "the writers' page moved to CONTRIBUTING.md in the repository"},
] as const satisfies readonly Redirect[];

export function isExternal(to: string): boolean {
  return /^https?:\/\//.test(to);
}

/** The slash form of a path (`/cron` → `/cron/`), the form pages and redirect stubs are written in: Docusaurus's `addTrailingSlash`. */
export const withSlash: (p: string) => string = addTrailingSlash;

/** The redirect for a request path relative to the base (with or without its trailing slash), if any. */
export function findRedirect(relativePath: string): Redirect | undefined {
  const key = withSlash(relativePath);
  return redirects.find((r) => withSlash(r.from) === key);
}

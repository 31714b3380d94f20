/**
 * The browser side of the redirects of src/data/redirects.ts, for hosts without server rules: a stub page
 * at every `from` (`<from>/index.html`) that sends the reader on, with `?query#hash`, under the shipped CSP:
 * - a script from the site's own origin (`redirect.js`, static/), not an inline one, so the CSP needs no
 *   hash per target; it reads the target from its `data-to` and keeps the request's query and hash when
 *   the target has none;
 * - a meta refresh after it for readers without JavaScript, and a link.
 * Every internal target must be a page of the build: otherwise the build fails with one line naming
 * src/data/redirects.ts, the entry and the nearest page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import leven from 'leven';
import type {Plugin} from '@docusaurus/types';
import {redirects, isExternal, withSlash, type Redirect} from '../src/data/redirects';

/** The script of every stub, in static/ (so served from the site's origin under the base URL). */
export const redirectScriptFile = 'redirect.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stub page of a redirect to `to` (an absolute path with the base URL, or an https URL). */
export function redirectStubHtml(to: string, baseUrl: string): string {
  const href = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><title>Redirecting…</title>
<meta name="robots" content="noindex"><link rel="canonical" href="${href}">
<script src="${baseUrl}${redirectScriptFile}" data-to="${href}"></script>
<meta http-equiv="refresh" content="0; url=${href}">
</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>
`;
}

/** The error for an internal redirect whose target is no page of the build; `undefined` when it is one. */
export function missingTargetError(r: Redirect, baseUrl: string, routes: ReadonlySet<string>): string | undefined {
  const target = `${baseUrl}${withSlash(r.to).replace(/^\//, '')}`;
  if (routes.has(target)) return undefined;
  let nearest = '';
  let best = Infinity;
  for (const route of routes) {
    const d = leven(route, target);
    if (d < best) [best, nearest] = [d, route];
  }
  return `src/data/redirects.ts: the redirect from "${r.from}" to "${r.to}" leads to no page (${target}); nearest existing page: ${nearest.slice(baseUrl.length - 1) || '/'}`;
}

export default function redirectStubsPlugin(): Plugin {
  return {
    name: 'pipedream-redirect-stubs',
    async postBuild({outDir, baseUrl, routesPaths}) {
      const routes = new Set(routesPaths.map((p) => withSlash(p)));
      const errors = redirects.flatMap((r) => (isExternal(r.to) ? [] : [missingTargetError(r, baseUrl, routes)].filter((e) => e !== undefined)));
      if (errors.length) throw new Error(errors.join('\n'));
      await Promise.all(
        redirects.map(async (r) => {
          const dir = path.join(outDir, withSlash(r.from));
          await fs.mkdir(dir, {recursive: true});
          const to = isExternal(r.to) ? r.to : `${baseUrl}${r.to.replace(/^\//, '')}`;
          await fs.writeFile(path.join(dir, 'index.html'), redirectStubHtml(to, baseUrl));
        }),
      );
    },
  };
}

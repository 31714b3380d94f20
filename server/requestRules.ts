/**
 * The request rules every host of the site applies, as pure functions: the local server (server/app.ts)
 * calls them, and the generated nginx and Vercel configs (deploy/nginx.conf, vercel.json: scripts/deploy-config/) encode the same rules, tested
 * against the same cases (tests/unit/requestRules.test.ts, tests/unit/deploy.test.ts).
 */
import path from 'node:path';
import {findRedirect, isExternal, type Redirect} from '../src/data/redirects';
import {basePath} from '../config/versions';

/** `s` as a literal inside a regular expression (JavaScript's, and nginx's PCRE: scripts/deploy-config/nginx.ts). */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `<base>/<route>index.html`, capturing `<base>/<route>`. */
const indexHtmlPath = new RegExp(`^(${escapeRegex(basePath)}/(?:.*/)?)index\\.html$`);

/** The methods the site answers; anything else is 405 with this list in `Allow`. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/**
 * Content types the site serves that common MIME tables lack or get wrong (nginx's Debian table has none of
 * them), by extension: each page's Markdown, the OpenAPI document, the PGP key. Every server sets these.
 */
export const siteContentTypes = {
  md: {type: 'text/markdown', charset: true},
  yaml: {type: 'application/yaml', charset: true},
  asc: {type: 'application/pgp-keys', charset: false},
} as const satisfies Record<string, {type: string; charset: boolean}>;

/** The `Content-Type` header of a file the site serves with one of siteContentTypes, else `undefined`. */
export function siteContentType(file: string): string | undefined {
  const ext = /\.([a-z]+)(?:\.(?:br|gz))?$/.exec(file)?.[1];
  const t = ext && Object.hasOwn(siteContentTypes, ext) ? siteContentTypes[ext as keyof typeof siteContentTypes] : undefined;
  return t && (t.charset ? `${t.type}; charset=utf-8` : t.type);
}

/**
 * The file `npm run build` writes after everything else (scripts/build.ts): a new one marks a complete new build for a
 * running server (server/liveSite.ts). A dot file: no server sends it.
 */
export const buildStampFile = '.build-id';

/** The file a page's Markdown is written to, next to its `index.html` (src/lib/pageMarkdown.ts). */
export const pageMarkdownFile = 'index.md';

/** A request path decoded, or `undefined` when its percent-encoding is malformed (answered 400). */
export function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/**
 * A decoded path in canonical form: repeated slashes collapsed, `.` and `..` segments resolved (never above
 * `/`). `undefined` for a path no page can have: a backslash, a NUL or another control character.
 */
export function normalisePath(decoded: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (!decoded.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const normal = path.posix.normalize(decoded.replace(/\/{2,}/g, '/'));
  // normalize drops a trailing slash after `..` only when resolving it; keep the request's slash form.
  return decoded.endsWith('/') && !normal.endsWith('/') ? `${normal}/` : normal;
}

/** A same-origin path percent-encoded segment by segment, safe in a `Location` header. */
export function encodePath(p: string): string {
  return p
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

/** Where an entry of the redirect list sends a reader: its https URL, or its route under the base path. One place for every server. */
export function redirectHref(r: Redirect): string {
  return isExternal(r.to) ? r.to : `${basePath}${r.to}`;
}

function listedTarget(sitePath: string): string | undefined {
  if (!sitePath.startsWith(`${basePath}/`)) return undefined;
  const hit = findRedirect(sitePath.slice(basePath.length));
  return hit && redirectHref(hit);
}

/**
 * Where a request path (decoded and normalised) redirects, in one hop, or `undefined`:
 * - `/docs/<route>index.html` → `/docs/<route>`, or straight to the redirect list's target when that route
 *   is itself redirected;
 * - an entry of src/data/redirects.ts (with or without its trailing slash) → its target.
 * Only ever a path under `/docs/` of this origin, or an https URL of the redirect list.
 */
export function redirectTarget(normalPath: string): string | undefined {
  const index = indexHtmlPath.exec(normalPath);
  if (index) return listedTarget(index[1]!) ?? index[1];
  return listedTarget(normalPath);
}

/**
 * A regular expression (source, the same for nginx, Vercel and JavaScript, none of which share a syntax
 * for a case-insensitive flag) matching an Accept header that names `type` at full weight: no `q`, or
 * `q=1`, whatever other media-type parameters come with it (`text/markdown; charset=utf-8`, `…;level=1`: audit
 * D11). Media types are case-insensitive, so each letter is a class of both cases.
 */
export function fullWeightPattern(type: string): string {
  const anyCase = type.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).replace(/[.+]/g, '\\$&');
  // One parameter: `q=1` (or 1.0…), or any parameter that is not `q`.
  const parameter = `;\\s*(?:[qQ]\\s*=\\s*1(?:\\.0*)?\\s*|(?!\\s*[qQ]\\s*=)[^,;]*)`;
  return `(?:^|,)\\s*${anyCase}\\s*(?:${parameter})*(?:,|$)`;
}

export const markdownAcceptPattern = fullWeightPattern('text/markdown');
export const htmlAcceptPattern = fullWeightPattern('text/html');

/**
 * Markdown for agents: a page is answered with its Markdown when the request's Accept header names
 * `text/markdown` at full weight (no q, or q=1) and does not name `text/html` at full weight:
 * `text/markdown`, `text/markdown, text/html;q=0.9, *∕*;q=0.8`. Browsers (`text/html,…`) and `*∕*` get the
 * HTML page. nginx (maps over the header) and Vercel (a `has` regex) use the same two patterns.
 */
export function wantsMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  return new RegExp(markdownAcceptPattern).test(accept) && !new RegExp(htmlAcceptPattern).test(accept);
}

/** The content codings the servers send: the precompressed copies, and compression on the fly. */
const sentCodings = ['br', 'gzip'] as const;

/**
 * An `Accept-Encoding` header as the codings the client accepts, in its order, without weights: names
 * lower-cased, `q` read in any case, a coding at `q=0` left out, and `*` (at a weight above 0) standing for each
 * sent coding the header does not name. express-static-gzip and negotiator read `q` case-sensitively and took `*`
 * for any coding, refused ones included (`br;q=0, gzip;q=0, *` got br). An empty string accepts none but identity.
 */
export function acceptedCodings(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const entries = header
    .split(',')
    .map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.map((p) => /^q\s*=\s*([0-9.]+)$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return {name: name.toLowerCase(), weight: Number.isNaN(weight) ? 0 : weight};
    })
    .filter((e) => e.name !== '');
  const named = new Set(entries.map((e) => e.name));
  const accepted = entries.filter((e) => e.weight > 0 && e.name !== '*').map((e) => e.name);
  const star = entries.find((e) => e.name === '*');
  if (star && star.weight > 0) accepted.push(...sentCodings.filter((c) => !named.has(c)));
  return [...new Set(accepted)].join(', ');
}

/**
 * The production server for the built site, with the rules every host of the site applies
 * (server/requestRules.ts; deploy configs follow the same rules):
 * - GET and HEAD only: other methods get 405 with `Allow`;
 * - a path whose percent-encoding is malformed, or that holds a backslash or a control character, gets a
 *   plain 400 (never a stack trace or a file path, whatever NODE_ENV);
 * - the site lives under /docs/ (`/` redirects there);
 * - `/docs/<route>index.html` → 301 `/docs/<route>` (or the redirect list's target, one hop), keeping the
 *   query string; built from the decoded, normalised path, so it never leaves /docs/ on this origin;
 * - every entry of src/data/redirects.ts → 301 to its target (one hop, keeping the query string);
 * - a page asked for with `Accept: text/markdown` (wantsMarkdown) → its `index.md`, with `Vary: Accept`;
 * - files as built (so `/docs/quickstart/create-new-workflow.html` is that exact file), folders → slash
 *   form, then their index.html; the brotli or gzip file written at build time (scripts/precompress.ts)
 *   when the client accepts it, on-the-fly compression for the rest but `application/octet-stream` (Pagefind's
 *   index files, gzip already; nginx leaves it too);
 * - anything else: the site's 404 page with status 404, whatever `Range` says;
 * - long-lived caching for hashed assets, no cache for the rest, the security headers of
 *   config/securityHeaders.ts (as deploy/nginx.conf and vercel.json) with the CSP of the build it serves
 *   (for the default build, the committed one, which tests/site/builtFiles.test.ts checks against the build).
 */
import fs from 'node:fs';
import {STATUS_CODES} from 'node:http';
import path from 'node:path';
import express, {type Express, type Request, type Response, type NextFunction} from 'express';
import compression from 'compression';
import compressible from 'compressible';
import mime from 'mime-types';
import expressStaticGzip from 'express-static-gzip';
import {cacheControl, defaultSecurityHeaders, hashedAssetsDir, securityHeaders as headersFor} from '../config/securityHeaders';
import {cspOptionsOfBuild} from '../config/inlineScripts';
import {basePath} from '../config/versions';
import {
  acceptedCodings,
  allowedMethods,
  decodePath,
  encodePath,
  normalisePath,
  pageMarkdownFile,
  redirectTarget,
  siteContentType,
  wantsMarkdown,
} from './requestRules';

export {redirectTarget};

export interface ServerOptions {
  /** The Docusaurus output folder (`build/`). */
  readonly buildDir: string;
  /** Headers of every response; by default those of config/securityHeaders.ts with the CSP of the build served. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Where an error a request met is written (its stack included), when the error log is on (`npm run serve -- --log`). */
  readonly logError?: (line: string) => void;
}

/** The largest request body read (and discarded: the site takes none) before answering 413, as nginx's default. */
export const maxRequestBody = 1024 * 1024;

/** The request path, decoded and normalised by the first middleware. */
interface Locals {
  sitePath: string;
}

/** A compressed copy written at build time (scripts/precompress.ts): sent for its file, never as a file of its own. */
const compressedCopy = /\.(br|gz)$/;

function queryOf(req: Request): string {
  const i = req.originalUrl.indexOf('?');
  return i === -1 ? '' : req.originalUrl.slice(i);
}

function plain(res: Response, status: number, text: string): void {
  res.status(status).set('Cache-Control', cacheControl.other).type('text/plain; charset=utf-8').send(`${text}\n`);
}

export const securityHeaders = defaultSecurityHeaders;

export function createApp({buildDir, headers = headersFor(cspOptionsOfBuild(buildDir)), logError}: ServerOptions): Express {
  const notFoundPage = path.join(buildDir, '404.html');
  function notFound(res: Response): void {
    // Sent as a body, not a file: a `Range` header never turns the not-found page into a 206 or a 416.
    fs.readFile(notFoundPage, (err, body) => {
      if (err) return plain(res, 404, 'Not Found');
      return res.status(404).set('Cache-Control', cacheControl.other).type('html').send(body);
    });
  }
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.set(headers);
    if (!(allowedMethods as readonly string[]).includes(req.method)) {
      res.set('Allow', allowedMethods.join(', '));
      return plain(res, 405, 'Method Not Allowed');
    }
    const decoded = decodePath(req.path);
    const sitePath = decoded === undefined ? undefined : normalisePath(decoded);
    if (sitePath === undefined) return plain(res, 400, 'Bad Request');
    if (Number(req.get('content-length') ?? 0) > maxRequestBody) {
      res.set('Connection', 'close');
      return plain(res, 413, 'Content Too Large');
    }
    (res.locals as Locals).sitePath = sitePath;
    // Everything below sees the canonical path (audit D10): a folder's slash redirect names `/docs/quickstart/`, never the
    // raw `/docs//evil.example/../quickstart`, and `//docs/limits/` is the page, as nginx merges slashes.
    req.url = encodePath(sitePath) + queryOf(req);
    req.originalUrl = req.url; // serve-static builds its slash redirect from originalUrl
    // A HEAD is answered as its GET would be, headers and all (audit D10: compression skips HEAD, so on-the-fly
    // responses lost their Content-Encoding); Node sends no body for a HEAD request whatever is written.
    if (req.method === 'HEAD') req.method = 'GET';
    // The codings the client accepts, read as RFC 9110 says, for every coding choice below (requestRules.ts).
    const codings = acceptedCodings(req.headers['accept-encoding']);
    if (codings !== undefined) req.headers['accept-encoding'] = codings;
    return next();
  });
  // On the fly, as nginx (deploy/nginx.conf `gzip_types`): not `application/octet-stream`, which `compressible` counts as
  // compressible. Pagefind's index files are served as it, and are gzip already: brotli over them saved 0.3 % of the bytes
  // and cost every search request its time (issue 41).
  app.use(compression({filter: (req, res) => !/^application\/octet-stream\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res)}));
  app.get('/', (_req, res) => res.redirect(301, `${basePath}/`));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const to = redirectTarget((res.locals as Locals).sitePath);
    if (to === undefined) return next();
    return res.redirect(301, (/^https:\/\//.test(to) ? to : encodePath(to)) + queryOf(req));
  });
  // A compressed copy is not a file of the site (`/docs/limits/index.md.gz` was sent as text/markdown without its coding).
  app.use(basePath, (_req: Request, res: Response, next: NextFunction) => (compressedCopy.test((res.locals as Locals).sitePath) ? notFound(res) : next()));
  // A page's Markdown for agents: the same URL, `Accept: text/markdown`.
  app.use(basePath, (req: Request, res: Response, next: NextFunction) => {
    const {sitePath} = res.locals as Locals;
    if (!sitePath.endsWith('/')) return next();
    res.vary('Accept');
    if (!wantsMarkdown(req.get('accept'))) return next();
    const file = path.join(buildDir, sitePath.slice(basePath.length), pageMarkdownFile);
    if (!fs.existsSync(file)) return next();
    req.url = `${req.path}${pageMarkdownFile}${queryOf(req)}`;
    return next();
  });
  app.use(
    basePath,
    expressStaticGzip(buildDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: 'index.html',
      serveStatic: {
        index: 'index.html',
        redirect: true,
        extensions: false,
        setHeaders(res, file) {
          // A page's answer depends on Accept (its Markdown for agents, above); express-static-gzip set
          // `Vary: Accept-Encoding` over that for a file with precompressed copies, so it is added again here.
          if (((res as unknown as Response).locals as Locals).sitePath?.endsWith('/')) (res as unknown as Response).vary('Accept');
          // The build's own assets folder, by the file's path inside the build: the build folder's own path may hold
          // a folder named `assets` too, which made every page immutable for a year.
          const hashed = path.relative(buildDir, file).split(path.sep).join('/').startsWith(hashedAssetsDir);
          res.setHeader('Cache-Control', hashed ? cacheControl.hashedAssets : cacheControl.other);
          const type = siteContentType(file);
          if (type) res.setHeader('Content-Type', type);
          // Set before a 304 drops Content-Type (then compression adds no Vary): a 304 varies as its 200 does (audit D10).
          const sentType = type ?? mime.lookup(file.replace(compressedCopy, ''));
          if (sentType && compressible(sentType)) (res as unknown as Response).vary('Accept-Encoding');
          // A range of a compressed copy is a range of its encoded bytes, as RFC 9110 allows (`send` sets Accept-Ranges
          // after this hook, so removing it here had no effect: audit D8).
        },
      },
    }),
  );
  app.use((_req: Request, res: Response) => notFound(res));
  // Anything thrown below (serve-static's own 400/403/416…): its status and a plain line, never a stack.
  app.use((err: {status?: number; statusCode?: number; headers?: Record<string, string>}, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) logError?.(`${new Date().toISOString()} ${req.method} ${req.originalUrl}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    if (res.headersSent) return res.end();
    res.set(headers);
    // A range past the end: `Content-Range: bytes */<length>` of the file, as RFC 9110 asks (audit D8).
    if (status === 416 && err.headers?.['Content-Range']) res.set('Content-Range', err.headers['Content-Range']);
    return plain(res, status, STATUS_CODES[status] ?? 'Error');
  });
  return app;
}

/**
 * The production server for the built site, with the rules every host of the site applies
 * (deploy configs follow the same list):
 * - the site lives under /docs/ (`/` redirects there);
 * - `/docs/<route>index.html` → 301 `/docs/<route>` keeping the query string;
 * - every entry of src/data/redirects.ts → 301 to its target (one hop, keeping the query string);
 * - files as built (so `/docs/quickstart/create-new-workflow.html` is that exact file), folders → slash
 *   form, then their index.html;
 * - anything else: the site's 404 page with status 404;
 * - compression, long-lived caching for hashed assets, no cache for HTML, the security headers of
 *   config/securityHeaders.ts (as deploy/nginx.conf and vercel.json) with the CSP of the build it serves
 *   (for the default build, the committed one: tests/e2e/build.spec.ts).
 */
import path from 'node:path';
import express, {type Express, type Request, type Response, type NextFunction} from 'express';
import compression from 'compression';
import {findRedirect, isExternal} from '../src/data/redirects';
import {cacheControl, defaultSecurityHeaders, securityHeaders as headersFor} from '../config/securityHeaders';
import {cspOptionsOfBuild} from '../scripts/deploy/inlineScripts';

export const basePath = '/docs';

export interface ServerOptions {
  /** The Docusaurus output folder (`build/`). */
  readonly buildDir: string;
  /** Headers of every response; by default those of config/securityHeaders.ts with the CSP of the build served. */
  readonly headers?: Readonly<Record<string, string>>;
}

function queryOf(req: Request): string {
  const i = req.originalUrl.indexOf('?');
  return i === -1 ? '' : req.originalUrl.slice(i);
}

export function redirectTarget(pathname: string): string | undefined {
  const index = /^(.*\/)index\.html$/.exec(pathname);
  if (index) return index[1];
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  const hit = findRedirect(pathname.slice(basePath.length));
  if (!hit) return undefined;
  return isExternal(hit.to) ? hit.to : `${basePath}${hit.to}`;
}

export const securityHeaders = defaultSecurityHeaders;

export function createApp({buildDir, headers = headersFor(cspOptionsOfBuild(buildDir))}: ServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.set(headers);
    next();
  });
  app.get('/', (_req, res) => res.redirect(301, `${basePath}/`));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const to = redirectTarget(decodeURIComponent(req.path));
    if (to === undefined) return next();
    return res.redirect(301, to + queryOf(req));
  });
  app.use(
    basePath,
    express.static(buildDir, {
      index: 'index.html',
      redirect: true,
      extensions: false,
      setHeaders(res, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? cacheControl.hashedAssets : cacheControl.other);
      },
    }),
  );
  app.use((_req: Request, res: Response) => {
    res.status(404).set('Cache-Control', cacheControl.other).sendFile(path.join(buildDir, '404.html'), {dotfiles: 'allow'});
  });
  return app;
}

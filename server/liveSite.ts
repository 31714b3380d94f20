/**
 * The build a running server serves, followed as deploys replace it (audit D5, D6; README "Deploying"):
 * - the app of server/app.ts is made for the build folder's real path (symlinks resolved), so a request is
 *   answered from one release from start to end: a symlink flipped to a new release mid-request does not mix
 *   the old file's size with the new file's bytes, which sent truncated and undecodable 200s;
 * - every `pollMs` the folder is looked at again; when its real path or its build stamp (`.build-id`, written last
 *   by `npm run build`, scripts/build.ts) changed, a new app is made, reading that build's CSP and its list of
 *   precompressed files, and the requests that follow get it; requests in flight finish on the old one;
 * - `reload()` does the same at once (`kill -HUP`).
 * While a folder is half written (no index.html), the previous app stays.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createApp, type ServerOptions} from './app';
import {buildStampFile} from './requestRules';
import {securityHeaders as headersFor} from '../config/securityHeaders';
import {cspOptionsOfBuild} from '../config/inlineScripts';

/** What identifies a build on disk: its real path, and its stamp (or, for a bare `docusaurus build`, its home page's mtime). */
function buildKey(dir: string): {real: string; key: string} | undefined {
  try {
    const real = fs.realpathSync(dir);
    const stamp = path.join(real, buildStampFile);
    const id = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : `mtime ${fs.statSync(path.join(real, 'index.html')).mtimeMs}`;
    return {real, key: `${real}\n${id}`};
  } catch {
    return undefined; // mid-flip or mid-write: keep serving the build we have
  }
}

export interface LiveSite {
  /** The request handler for `http.createServer`. */
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** The real path of the build being served. */
  current(): string;
  /** The headers of every response of that build (its CSP among them). */
  headers(): Readonly<Record<string, string>>;
  /** Looks at the folder now; true when a new build was taken. */
  reload(): boolean;
  /** Stops looking (the server's close). */
  stop(): void;
}

export function liveSite({dir, pollMs = 500, onReload, ...options}: Omit<ServerOptions, 'buildDir'> & {
  readonly dir: string;
  readonly pollMs?: number;
  readonly onReload?: (real: string) => void;
}): LiveSite {
  const first = buildKey(dir);
  if (!first) throw new Error(`No build in ${path.resolve(dir)}`);
  let key = first.key;
  let real = first.real;
  const headersOf = (buildDir: string) => options.headers ?? headersFor(cspOptionsOfBuild(buildDir));
  let headers = headersOf(real);
  let app = createApp({...options, buildDir: real, headers});
  const reload = (): boolean => {
    const next = buildKey(dir);
    if (!next || next.key === key || !fs.existsSync(path.join(next.real, 'index.html'))) return false;
    headers = headersOf(next.real);
    app = createApp({...options, buildDir: next.real, headers});
    key = next.key;
    real = next.real;
    onReload?.(real);
    return true;
  };
  const timer = setInterval(reload, pollMs);
  timer.unref();
  return {
    handler: (req, res) => app(req, res),
    current: () => real,
    headers: () => headers,
    reload,
    stop: () => clearInterval(timer),
  };
}

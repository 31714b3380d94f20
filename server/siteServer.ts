/**
 * The HTTP server of `npm run serve` (server/cli.ts), around the site's app (server/app.ts) and the build it follows
 * (server/liveSite.ts):
 * - an access log line per request (`combined`, with the response time) and an error log, when `log` is on;
 * - Node's own answers to what it cannot parse (400, 431, 408) carry the site's security headers (audit D13), and
 *   `CONNECT` gets a 405 rather than a closed socket;
 * - `shutdown(ms)`: stops taking connections, closes idle keep-alive connections, answers requests still coming on
 *   open ones with `Connection: close`, and after `ms` closes whatever is left (audit D13: node waited for the
 *   clients, 14 s under 20 keep-alive connections).
 */
import http, {STATUS_CODES, type IncomingMessage, type ServerResponse} from 'node:http';
import type {Duplex} from 'node:stream';
import morgan from 'morgan';
import {liveSite, type LiveSite} from './liveSite';
import {allowedMethods} from './requestRules';

export interface SiteServerOptions {
  /** The build folder, or a symlink to the release being served. */
  readonly dir: string;
  /** Access log lines to `out`, errors to `err` (default: none). */
  readonly log?: {readonly out: (line: string) => void; readonly err: (line: string) => void};
  /** How often the build folder is looked at for a new release (ms). */
  readonly pollMs?: number;
  /** Told the real path of each new release taken. */
  readonly onReload?: (real: string) => void;
}

export interface SiteServer {
  readonly server: http.Server;
  readonly site: LiveSite;
  /** Resolves once every connection is closed: at the latest `deadlineMs` after the call. */
  shutdown(deadlineMs: number): Promise<void>;
}

/** A request's method and target as they came (the app answers a HEAD as its GET, and a path in canonical form), for the access log. */
const requestLine = new WeakMap<IncomingMessage, {method: string; url: string}>();
morgan.token('request-method', (req: IncomingMessage) => requestLine.get(req)?.method ?? req.method);
morgan.token('request-url', (req: IncomingMessage) => requestLine.get(req)?.url ?? req.url);
/** Apache's combined format, with the request line as sent and the response time. */
export const accessLogFormat =
  ':remote-addr - - [:date[clf]] ":request-method :request-url HTTP/:http-version" :status :res[content-length] ":referrer" ":user-agent" :response-time ms';

/** A raw response for a socket Node's parser gave up on: the status, the site's headers, a plain line, then close. */
function rawAnswer(socket: Duplex, status: number, headers: Readonly<Record<string, string>>, extra: Record<string, string> = {}): void {
  const body = `${STATUS_CODES[status] ?? 'Error'}\n`;
  const lines = Object.entries({
    ...headers,
    ...extra,
    'Cache-Control': 'no-cache',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('')}\r\n${body}`);
}

export function createSiteServer({dir, log, pollMs, onReload}: SiteServerOptions): SiteServer {
  const site = liveSite({dir, pollMs, onReload, logError: log?.err});
  const access = log ? morgan(accessLogFormat, {stream: {write: (line: string) => log.out(line.trimEnd())}}) : undefined;
  let closing = false;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
    site.handler(req, res);
  };
  const server = http.createServer((req, res) => {
    requestLine.set(req, {method: req.method ?? '', url: req.url ?? ''});
    if (access) access(req, res, () => handle(req, res));
    else handle(req, res);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    rawAnswer(socket, status, site.headers());
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => rawAnswer(socket, 405, site.headers(), {Allow: allowedMethods.join(', ')}));
  server.on('close', () => site.stop());
  return {
    server,
    site,
    shutdown(deadlineMs) {
      closing = true;
      site.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
      return closed.finally(() => clearTimeout(deadline));
    },
  };
}

/**
 * The bounded load test of the benchmark: both servers of the site on a production build, one after the other,
 * only on 127.0.0.1:
 * - server/app.ts (`createApp({buildDir})`), in its own Node process (scripts/bench/appServer.ts) so that it
 *   does not share an event loop with the load generator;
 * - nginx with deploy/nginx.conf (tests/nginx/serve.ts: Debian's nginx and brotli modules, one worker).
 * Each gets autocannon with `loadSettings.connections` connections for `loadSettings.seconds` seconds, every
 * connection cycling through the same URL mix (a doc page, the home page, the main JS bundle, the search
 * index, page-data.json) with the `Accept-Encoding` browsers send. One request per URL first records what
 * each server answers (status, encoding, bytes), so the figures can be read against what was sent.
 */
import fs from 'node:fs';
import http from 'node:http';
import {freePort} from '../lib/ports';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {spawn} from 'node:child_process';
import autocannon from 'autocannon';
import {startNginx} from '../../tests/nginx/serve';
import {baseUrl, siteModel} from '../../config/versions';
import {repoRoot} from './sites';

export const loadSettings = {
  connections: 20,
  seconds: 10,
  /** What browsers send. */
  acceptEncoding: 'br, gzip',
  /** A request without an answer after this many seconds counts as a timeout (and an error). */
  timeoutSeconds: 10,
} as const;

export const loadServers = ['server/app.ts', 'nginx'] as const;
export type LoadServer = (typeof loadServers)[number];

export interface LoadUrl {
  readonly name: string;
  readonly path: string;
}

/** What one request for a URL of the mix got, before the load. */
export interface LoadCheck {
  readonly server: LoadServer;
  readonly path: string;
  readonly status: number;
  /** `Content-Encoding` of the answer, `identity` without one. */
  readonly encoding: string;
  /** Bytes of the body as sent. */
  readonly bytes: number;
}

export interface LoadServerResult {
  readonly server: LoadServer;
  readonly seconds: number;
  /** Responses received. */
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: {readonly p50: number; readonly p99: number; readonly max: number};
  /** Responses whose status is neither 2xx nor 3xx. */
  readonly badStatus: number;
  /** Connection errors, timeouts included. */
  readonly errors: number;
  readonly timeouts: number;
  /** Response bytes per second (bodies as sent, compressed, and headers). */
  readonly bytesPerSecond: number;
}

export interface LoadRun {
  readonly date: string;
  /** The build served, relative to the repository. */
  readonly build: string;
  readonly cpus: number;
  /** `os.loadavg()` (1, 5, 15 minutes) just before the first server was loaded: other work on the machine. */
  readonly loadAverage: readonly number[];
  readonly connections: number;
  readonly secondsPerServer: number;
  readonly acceptEncoding: string;
  readonly generator: string;
  readonly mix: readonly LoadUrl[];
  readonly checks: readonly LoadCheck[];
  readonly servers: readonly LoadServerResult[];
}

/** The URL mix, from the build: the given pages, the main JS bundle, the search runtime, page-data.json. */
export function loadMix(buildDir: string, pages: {readonly doc: string; readonly home: string}): LoadUrl[] {
  const one = (dir: string, pattern: RegExp, what: string): string => {
    const found = fs.readdirSync(path.join(buildDir, dir)).find((f) => pattern.test(f));
    if (!found) throw new Error(`${path.join(buildDir, dir)}: no ${what} (${pattern})`);
    return `${baseUrl}${dir ? `${dir}/` : ''}${found}`;
  };
  const latest = siteModel.versions[0]!.label;
  return [
    {name: 'doc page', path: pages.doc},
    {name: 'home page', path: pages.home},
    {name: 'main JS bundle', path: one('assets/js', /^main\.[0-9a-f]+\.js$/, 'main bundle')},
    {name: `search runtime (Pagefind, ${latest})`, path: one(`pagefind/${latest}`, /^pagefind\.js$/, 'search runtime')},
    {name: 'page data', path: `${baseUrl}page-data.json`},
  ];
}

/** server/app.ts in a child process; resolves with its origin once it listens. */
async function startApp(buildDir: string): Promise<{origin: string; stop: () => Promise<void>}> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'appServer.ts'), buildDir], {
    cwd: repoRoot,
    env: {...process.env, NODE_ENV: 'production'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`scripts/bench/appServer.ts exited with ${code}`)));
    readline.createInterface({input: child.stdout!}).on('line', (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function check(origin: string, server: LoadServer, urlPath: string): Promise<LoadCheck> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, {headers: {'accept-encoding': loadSettings.acceptEncoding}}, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({server, path: urlPath, status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes}),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function load(origin: string, server: LoadServer, mix: readonly LoadUrl[], seconds: number): Promise<LoadServerResult> {
  const r = await autocannon({
    url: origin,
    connections: loadSettings.connections,
    duration: seconds,
    timeout: loadSettings.timeoutSeconds,
    headers: {'accept-encoding': loadSettings.acceptEncoding},
    requests: mix.map((u) => ({method: 'GET' as const, path: u.path})),
  });
  return {
    server,
    seconds: r.duration,
    requests: r.requests.total,
    requestsPerSecond: r.requests.total / r.duration,
    latencyMs: {p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max},
    badStatus: r['1xx'] + r['4xx'] + r['5xx'],
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.total / r.duration,
  };
}

/** Loads server/app.ts, then nginx, each serving `buildDir` with the same mix. */
export async function loadTest(
  buildDir: string,
  mix: readonly LoadUrl[],
  log: (s: string) => void,
  seconds: number = loadSettings.seconds,
): Promise<LoadRun> {
  const version = (JSON.parse(fs.readFileSync(require.resolve('autocannon/package.json'), 'utf8')) as {version: string}).version;
  const loadAverage = os.loadavg().map((n) => Number(n.toFixed(2)));
  const date = new Date().toISOString();
  const checks: LoadCheck[] = [];
  const servers: LoadServerResult[] = [];
  for (const server of loadServers) {
    let origin: string;
    let stop: () => Promise<void>;
    if (server === 'nginx') {
      const port = await freePort();
      ({stop} = await startNginx(port, buildDir));
      origin = `http://127.0.0.1:${port}`;
    } else {
      ({origin, stop} = await startApp(buildDir));
    }
    try {
      for (const u of mix) checks.push(await check(origin, server, u.path));
      log(`load: ${server}, ${loadSettings.connections} connections for ${seconds} s…`);
      const r = await load(origin, server, mix, seconds);
      log(
        `  ${r.requestsPerSecond.toFixed(0)} requests/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ` +
          `${r.badStatus} bad statuses, ${r.errors} errors (${r.timeouts} timeouts)`,
      );
      servers.push(r);
    } finally {
      await stop();
    }
  }
  return {
    date,
    build: path.relative(repoRoot, path.resolve(buildDir)) || '.',
    cpus: os.cpus().length,
    loadAverage,
    connections: loadSettings.connections,
    secondsPerServer: seconds,
    acceptEncoding: loadSettings.acceptEncoding,
    generator: `autocannon ${version}`,
    mix,
    checks,
    servers,
  };
}

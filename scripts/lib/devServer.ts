/**
 * A development server (`docusaurus start`, what `npm start` runs) in a site's folder, on a free port: for the
 * e2e spec that edits pages under it (tests/e2e/devServer.spec.ts, on a copy of the site) and the bench's two
 * rows beside stock's (scripts/bench/devServer.ts). Its output is kept, so a test can read what the writer's
 * terminal shows.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {freePort} from './ports';
import path from 'node:path';

const docusaurusBin = ['node_modules/@docusaurus/core/bin/docusaurus.mjs'];

export interface DevServer {
  readonly dir: string;
  readonly origin: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** Resolves once `url` answers 200; rejects after `timeoutMs`, or at once if the server exits. */
async function waitForPage(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the development server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(url, {signal: AbortSignal.timeout(5_000)}).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the development server did not answer ${url} in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the development server in `dir` and waits until it answers; `cleanUp` runs once it has stopped (the
 * copy's removal).
 */
export async function startDevServer(dir: string, {timeoutMs = 120_000, cleanUp = () => {}}: {timeoutMs?: number; cleanUp?: () => void} = {}): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [...docusaurusBin, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    // Its own Rspack cache would be the project's (node_modules is linked): none, as a first start has none.
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', FORCE_COLOR: '0', NO_COLOR: '1', BROWSER: 'none', NODE_ENV: 'development'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
    cleanUp();
  };
  try {
    await waitForPage(`${origin}/docs/`, child, timeoutMs, () => log);
  } catch (e) {
    await stop();
    throw e;
  }
  return {dir, origin, output: () => log, stop};
}

/** A file of the copy, by its path in the project. */
export const siteFile = (server: DevServer, file: string) => path.join(server.dir, file);

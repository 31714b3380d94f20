/**
 * `npm run serve` as a process (reliability audit of 2026-11-26, D2 and D3): a busy port is an error, not a
 * "Serving…" line and exit 0; a signal to the npm process stops the server (the script `exec`s node).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '@site/scripts/lib/ports';
import {readServeArgs, ServeArgsError} from '@site/server/serveArgs';

const root = path.join(__dirname, '..', '..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Resolves once something accepts connections on `port` (true), or after `ms` (false). */
async function listening(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

it('refuses a busy port in one line and exits 1', async () => {
  const busy = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => busy.once('listening', r));
  const {port} = busy.address() as net.AddressInfo;
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--port', String(port), '--dir', dir], {cwd: root, encoding: 'utf8', timeout: 30_000});
    expect([r.status, r.stdout]).toEqual([1, '']);
    expect(r.stderr.trim()).toBe(`Cannot serve at http://127.0.0.1:${port}/docs/: the port is in use (EADDRINUSE).`);
  } finally {
    busy.close();
  }
});

it('stops when the npm process it runs under is sent SIGTERM', async () => {
  const port = await freePort();
  const npm = spawn('npm', ['run', 'serve', '--', '--port', String(port), '--dir', dir], {cwd: root, stdio: 'ignore'});
  try {
    expect(await listening(port, 30_000)).toBe(true);
    npm.kill('SIGTERM');
    // Once the server is gone, nothing accepts a connection on the port.
    const until = Date.now() + 10_000;
    let up = true;
    while (up && Date.now() < until) {
      up = await listening(port, 100);
      if (up) await new Promise((r) => setTimeout(r, 100));
    }
    expect(up).toBe(false);
  } finally {
    npm.kill('SIGKILL');
  }
}, 60_000);

describe('its options', () => {
  it.each([
    [['--nope'], "serve: Unknown option '--nope'"],
    [['--port', 'eighty'], 'serve: --port eighty is not a port number (0-65535).'],
    [['--port', '70000'], 'serve: --port 70000 is not a port number (0-65535).'],
    [['--shutdown-timeout', 'soon'], 'serve: --shutdown-timeout soon is not a number of seconds.'],
    [['--shutdown-timeout', ''], 'serve: --shutdown-timeout  is not a number of seconds.'],
  ])('refuses %j in one line', (args, message) => {
    expect(() => readServeArgs(args, {})).toThrow(new ServeArgsError(message).message);
  });
  it('reads the others, PORT when no --port', () => {
    expect(readServeArgs(['--dir', 'out', '--log', '--shutdown-timeout', '2.5'], {PORT: '4000'})).toEqual({port: 4000, host: '127.0.0.1', dir: 'out', log: true, shutdownSeconds: 2.5});
  });
});

/**
 * The server of `npm run serve` around the app (server/siteServer.ts, server/liveSite.ts): a release flipped under
 * it by a symlink (reliability audit of 2026-11-26, D5 and D6), Node's own error answers, CONNECT, the logs, and a
 * shutdown with a deadline (D13). Fixture builds in a temporary folder.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createSiteServer, type SiteServer} from '@site/server/siteServer';
import {rawRequest} from '../lib/rawHttp';
import {cspSource, fetchWhileFlipping, flip, makeReleases, releases, type Release} from '../lib/releases';

let root: string;
let site: SiteServer;
let port: number;
const logs: {out: string[]; err: string[]} = {out: [], err: []};
beforeAll(async () => {
  root = makeReleases();
  site = createSiteServer({dir: path.join(root, 'current'), pollMs: 20, log: {out: (l) => logs.out.push(l), err: (l) => logs.err.push(l)}});
  site.server.listen(0, '127.0.0.1');
  await new Promise((r) => site.server.once('listening', r));
  port = (site.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await site.shutdown(100);
  fs.rmSync(root, {recursive: true, force: true});
});

/** Resolves once the server answers `/docs/small.txt` from release `r` (the flip was taken), or fails after 5 s. */
async function serving(r: Release): Promise<void> {
  const until = Date.now() + 5000;
  while ((await rawRequest(port, '/docs/small.txt')).text !== `${r}\n`) {
    if (Date.now() > until) throw new Error(`release ${r} not taken within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a release flipped by a symlink under a running server', () => {
  it('is taken with its CSP: the new inline script is allowed, the old one no longer', async () => {
    await serving('a');
    const before = String((await rawRequest(port, '/docs/')).headers['content-security-policy']);
    expect([before.includes(cspSource(releases.a.script)), before.includes(cspSource(releases.b.script))]).toEqual([true, false]);
    flip(root, 'b');
    await serving('b');
    const after = String((await rawRequest(port, '/docs/')).headers['content-security-policy']);
    expect([after.includes(cspSource(releases.a.script)), after.includes(cspSource(releases.b.script))]).toEqual([false, true]);
    expect(site.site.current()).toBe(fs.realpathSync(path.join(root, 'releases', 'b')));
  });

  it('sends only whole files of one release or the other while the symlink flips under load', async () => {
    const {broken, sent} = await fetchWhileFlipping(root, port);
    expect(broken).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 20_000);
});

describe('answers Node would give bare', () => {
  /** What the server writes back to `raw` sent on a fresh connection, until it closes it. */
  function exchange(raw: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let got = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
      socket.on('data', (d) => (got += d.toString('latin1')));
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
  }
  it('answers headers too large with 431 and the security headers (audit D13)', async () => {
    const answer = await exchange(`GET /docs/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
  });
  it('answers a request line it cannot parse with 400 and the security headers', async () => {
    const answer = await exchange('GET /docs/ HTTP/1.1\r\nHost x\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toMatch(/\r\nX-Frame-Options: SAMEORIGIN\r\n/);
  });
  it('answers CONNECT with 405 and Allow, instead of closing the connection (audit D13)', async () => {
    const answer = await exchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/);
  });
});

describe('logs', () => {
  it('writes one access line per request, with the request line as sent', async () => {
    logs.out.length = 0;
    await rawRequest(port, '/docs//small.txt?x=1', {method: 'HEAD'});
    expect(logs.out).toHaveLength(1);
    expect(logs.out[0]).toMatch(/^127\.0\.0\.1 - - \[[^\]]+\] "HEAD \/docs\/\/small\.txt\?x=1 HTTP\/1\.1" 200 \d+ "-" "-" [\d.]+ ms$/);
  });
  it('writes nothing when the log is off', async () => {
    const quiet = createSiteServer({dir: path.join(root, 'current')});
    quiet.server.listen(0, '127.0.0.1');
    await new Promise((r) => quiet.server.once('listening', r));
    const spy = jest.spyOn(process.stdout, 'write');
    try {
      expect((await rawRequest((quiet.server.address() as AddressInfo).port, '/docs/small.txt')).status).toBe(200);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      await quiet.shutdown(100);
    }
  });
});

describe('shutdown', () => {
  it('closes a connection that never finishes its request at the deadline', async () => {
    const other = createSiteServer({dir: path.join(root, 'current')});
    other.server.listen(0, '127.0.0.1');
    await new Promise((r) => other.server.once('listening', r));
    const otherPort = (other.server.address() as AddressInfo).port;
    // A client that sends half a request and waits (Node's own header timeout is a minute).
    const slow = net.connect(otherPort, '127.0.0.1');
    await new Promise((r) => slow.once('connect', r));
    slow.write('GET /docs/ HTTP/1.1\r\nHost: x\r\n');
    const slowClosed = new Promise((r) => slow.once('close', r));
    const started = Date.now();
    await other.shutdown(300);
    await slowClosed;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3000);
  });
});

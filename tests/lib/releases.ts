/**
 * Two releases of a small site and the deploy of the README ("Replacing a running site"): build into a new folder,
 * switch the `current` symlink atomically. For the tests that replace a release under a running server
 * (tests/unit/siteServer.test.ts for `npm run serve`, tests/site/deploy.test.ts for nginx).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {rawRequest} from './rawHttp';

/** Two releases: every file differs in content and length, and so does the inline script. */
export const releases = {
  a: {script: 'document.documentElement.dataset.release = "a";', filler: 'alpha '},
  b: {script: 'document.documentElement.dataset.release = "bravo, the next one";', filler: 'bravo bravo '},
} as const;
export type Release = keyof typeof releases;

/** Files of a release, by path: pages and an asset large enough to be sent in many chunks, and a small file. */
export function filesOf(r: Release): Record<string, string> {
  const {script, filler} = releases[r];
  return {
    'index.html': `<!doctype html><h1>Home ${r}</h1><script>${script}</script>`,
    '404.html': `<h1>Page Not Found ${r}</h1>`,
    'limits/index.html': `<h1>Limits ${r}</h1><p>${filler.repeat(20_000)}</p>`,
    'assets/js/main.js': `console.log(${JSON.stringify(filler.repeat(40_000))});`,
    'small.txt': `${r}\n`,
  };
}

/** A folder holding `releases/a`, `releases/b` (each with its compressed copies and build stamp) and `current` → a. */
export function makeReleases(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  for (const r of ['a', 'b'] as const) {
    const dir = path.join(root, 'releases', r);
    for (const [f, body] of Object.entries(filesOf(r))) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
      fs.writeFileSync(path.join(dir, f), body);
      if (body.length > 1024) {
        fs.writeFileSync(path.join(dir, `${f}.br`), zlib.brotliCompressSync(body));
        fs.writeFileSync(path.join(dir, `${f}.gz`), zlib.gzipSync(body));
      }
    }
    fs.writeFileSync(path.join(dir, '.build-id'), `release ${r}`);
  }
  flip(root, 'a');
  return root;
}

/** Points `<root>/current` at a release atomically (a symlink under a temporary name, renamed over the old one). */
export function flip(root: string, r: Release): void {
  const tmp = path.join(root, `current.${process.pid}.tmp`);
  fs.rmSync(tmp, {force: true});
  fs.symlinkSync(path.join('releases', r), tmp);
  fs.renameSync(tmp, path.join(root, 'current'));
}

/** `'sha256-…'` of an inline script, as a CSP lists it. */
export const cspSource = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/**
 * 8 clients fetch pages and the asset in brotli, gzip and identity while `current` is switched 40 times, 25 ms
 * apart. Returns each response that is not a whole file of one release or the other, and how many were sent.
 */
export async function fetchWhileFlipping(root: string, port: number): Promise<{broken: string[]; sent: number}> {
  const bodies = new Map<string, Set<string>>();
  for (const r of ['a', 'b'] as const) for (const [f, body] of Object.entries(filesOf(r))) bodies.set(f, (bodies.get(f) ?? new Set()).add(body));
  const targets = ['limits/index.html', 'assets/js/main.js', 'index.html'];
  const codings = ['br', 'gzip', 'identity'];
  let stop = false;
  let sent = 0;
  const broken: string[] = [];
  const client = async (n: number) => {
    for (let i = n; !stop; i++) {
      const f = targets[i % targets.length]!;
      try {
        const res = await rawRequest(port, `/docs/${f.replace(/index\.html$/, '')}`, {headers: {'accept-encoding': codings[i % codings.length]!}, timeoutMs: 2000});
        sent++;
        if (res.status !== 200 || !bodies.get(f)!.has(res.text)) broken.push(`${f} ${res.status} ${res.headers['content-encoding']} ${res.raw.length} bytes`);
      } catch (e) {
        broken.push(`${f}: ${(e as Error).message}`);
      }
    }
  };
  const clients = Array.from({length: 8}, (_, n) => client(n));
  // At least 40 flips, and on until the clients have sent 150 requests across them (a busy machine serves fewer a
  // second), within 15 s
  const until = Date.now() + 15_000;
  for (let i = 0; (i < 40 || sent < 150) && Date.now() < until; i++) {
    flip(root, i % 2 ? 'b' : 'a');
    await new Promise((r) => setTimeout(r, 25));
  }
  stop = true;
  await Promise.all(clients);
  return {broken, sent};
}

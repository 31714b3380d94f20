import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createApp} from '@site/server/app';
import {hostileTargets, leakPatterns} from '../lib/httpCases';
import {rawRequest, varyNames} from '../lib/rawHttp';

describe('a build whose own path holds a folder named assets', () => {
  it('caches its pages as pages, and only its assets/ files as immutable', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const dir = path.join(parent, 'assets', 'site');
    fs.mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    fs.writeFileSync(path.join(dir, 'assets', 'js', 'main.abc123.js'), 'console.log(1)');
    const server = createApp({buildDir: dir}).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const {port} = server.address() as AddressInfo;
    try {
      expect((await rawRequest(port, '/docs/')).headers['cache-control']).toBe('no-cache');
      expect((await rawRequest(port, '/docs/assets/js/main.abc123.js')).headers['cache-control']).toMatch(/immutable/);
    } finally {
      server.close();
      fs.rmSync(parent, {recursive: true, force: true});
    }
  });
});

describe('server on a fixture build', () => {
  let dir: string;
  let server: Server;
  let port: number;
  const longText = `<h1>Search index</h1>${'cron job schedule '.repeat(400)}`;
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'quickstart/index.html': '<h1>Quickstart</h1>',
    'quickstart/index.md': '# Quickstart\n',
    'quickstart/create-new-workflow.html': '<h1>Create a new workflow</h1>',
    'assets/js/main.abc123.js': 'console.log(1)',
    'search-index.json': longText,
    // Compressed on the fly: text, over the 1 KiB threshold, no precompressed copies.
    'assets/js/big.def456.js': `const schedule = ${JSON.stringify('cron job '.repeat(300))};\n`,
    '.build-id': 'a build stamp',
  };
  // A Pagefind index file (gzip already: stored, so over the 1 KiB threshold), as Pagefind writes them.
  const pagefindFile = zlib.gzipSync(`pagefind_dcd${JSON.stringify({url: '/docs/', content: 'cron job '.repeat(300)})}`, {level: 0});
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    for (const [f, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
      fs.writeFileSync(path.join(dir, f), body);
    }
    fs.mkdirSync(path.join(dir, 'pagefind', 'v2', 'fragment'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'pagefind', 'v2', 'fragment', 'en_1.pf_fragment'), pagefindFile);
    // As scripts/precompress.ts writes them, but with bodies that tell which file was sent.
    fs.writeFileSync(path.join(dir, 'search-index.json.br'), zlib.brotliCompressSync('precompressed brotli'));
    fs.writeFileSync(path.join(dir, 'search-index.json.gz'), zlib.gzipSync('precompressed gzip'));
    // A page with its precompressed copies, as every page of a real build has them.
    for (const [f, body] of [['limits/index.html', '<h1>Limits</h1>'], ['limits/index.md', '# Limits\n']] as const) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
      fs.writeFileSync(path.join(dir, f), body);
      fs.writeFileSync(path.join(dir, `${f}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(dir, `${f}.gz`), zlib.gzipSync(body));
    }
    server = createApp({buildDir: dir}).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });
  const get = (p: string, headers: Record<string, string> = {}) => rawRequest(port, p, {headers});

  it('serves pages under /docs/', async () => {
    const res = await get('/docs/quickstart/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Quickstart');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('redirects / to /docs/ and folders to their slash form, keeping the query', async () => {
    expect((await get('/')).headers.location).toBe('/docs/');
    const res = await get('/docs/quickstart?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/docs/quickstart/?a=1');
  });
  it('redirects index.html to the slash URL, keeping the query', async () => {
    const res = await get('/docs/quickstart/index.html?tab=go');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/docs/quickstart/?tab=go');
  });
  it('applies the redirect list in one hop, index.html form included', async () => {
    for (const [from, to] of [
      ['/docs/cron?x=1', '/docs/workflows/steps/triggers/?x=1'],
      ['/docs/cron/index.html?x=1', '/docs/workflows/steps/triggers/?x=1'],
      ['/docs/docs/apps/all-apps', 'https://pipedream.com/apps'],
    ]) {
      const res = await get(from!);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
  });
  it('serves the .html page as that exact file', async () => {
    const res = await get('/docs/quickstart/create-new-workflow.html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Create a new workflow');
  });
  it('caches hashed assets for a year', async () => {
    const res = await get('/docs/assets/js/main.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const p of ['/docs/nope/', '/docs/nope.html', '/elsewhere']) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.text).toContain('Page Not Found');
    }
  });
  it('keeps 404 a 404 whatever the Range header says, with no stack', async () => {
    for (const range of ['bytes=0-5', 'bytes=999999-', 'bytes=5-1', 'bytes=x']) {
      const res = await get('/docs/nope/', {range});
      expect([range, res.status]).toEqual([range, 404]);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.text).toContain('Page Not Found');
    }
  });
  it('answers a range past the end of a file with 416 and the file’s length (audit D8)', async () => {
    const res = await get('/docs/search-index.json', {range: 'bytes=99999999-', 'accept-encoding': 'identity'});
    expect([res.status, res.headers['content-range']]).toEqual([416, `bytes */${Buffer.byteLength(longText)}`]);
  });
  it('answers 405 with Allow to other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const res = await rawRequest(port, '/docs/quickstart/', {method});
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
    expect((await rawRequest(port, '/docs/quickstart/', {method: 'HEAD'})).status).toBe(200);
  });
  it.each(hostileTargets)('%s: no 5xx, no leak, no Location off /docs/', async (target) => {
    for (const env of ['production', 'development']) {
      const saved = process.env.NODE_ENV;
      process.env.NODE_ENV = env;
      const res = await get(target);
      process.env.NODE_ENV = saved;
      expect(res.status).toBeLessThan(500);
      for (const leak of leakPatterns) expect(res.text).not.toMatch(leak);
      const location = res.headers.location;
      if (location !== undefined) expect(location).toMatch(/^\/docs\/(?![/\\])/);
      expect(res.headers['content-security-policy']).toBeTruthy();
    }
  });
  it('answers malformed percent-encoding with 400', async () => {
    for (const p of ['/docs/%zz', '/docs/%', '/docs/%ff', '/docs/%c0%ae']) expect([p, (await get(p)).status]).toEqual([p, 400]);
  });
  it('sends the precompressed file the client accepts', async () => {
    const br = await get('/docs/search-index.json', {'accept-encoding': 'gzip, br'});
    expect([br.headers['content-encoding'], br.text]).toEqual(['br', 'precompressed brotli']);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gz = await get('/docs/search-index.json', {'accept-encoding': 'gzip'});
    expect([gz.headers['content-encoding'], gz.text]).toEqual(['gzip', 'precompressed gzip']);
    const none = await get('/docs/search-index.json', {'accept-encoding': 'identity'});
    expect([none.headers['content-encoding'], none.text]).toEqual([undefined, longText]);
  });
  it('answers a page with its Markdown to Accept: text/markdown, with Vary: Accept', async () => {
    const md = await get('/docs/quickstart/', {accept: 'text/markdown'});
    expect(md.status).toBe(200);
    expect(md.text).toBe('# Quickstart\n');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(varyNames(md.headers.vary)).toContain('accept');
    const html = await get('/docs/quickstart/', {accept: 'text/html,*/*;q=0.8'});
    expect(html.text).toContain('<h1>Quickstart</h1>');
    expect(varyNames(html.headers.vary)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  });
  it('keeps Vary: Accept on a page sent from its precompressed copy, HTML or Markdown (express-static-gzip sets Vary over it)', async () => {
    for (const accept of ['text/markdown', 'text/html']) {
      const res = await get('/docs/limits/', {accept, 'accept-encoding': 'br'});
      expect([accept, res.headers['content-encoding'], res.text]).toEqual([accept, 'br', accept === 'text/markdown' ? '# Limits\n' : '<h1>Limits</h1>']);
      expect([accept, varyNames(res.headers.vary)]).toEqual([accept, expect.arrayContaining(['accept', 'accept-encoding'])]);
    }
  });
  it('sends no coding the client refused, whatever the case of q or a * after it (audit D7)', async () => {
    for (const enc of ['br;q=0, gzip;q=0, *', 'GZIP;Q=0, br;q=0', 'br;Q=0, gzip;q=0']) {
      for (const p of ['/docs/limits/', '/docs/search-index.json']) {
        const res = await get(p, {'accept-encoding': enc});
        expect([enc, p, res.status, res.headers['content-encoding']]).toEqual([enc, p, 200, undefined]);
      }
    }
    expect((await get('/docs/limits/', {'accept-encoding': 'br;q=0, *'})).headers['content-encoding']).toBe('gzip');
  });
  it('serves .md files as text/markdown in UTF-8', async () => {
    const res = await get('/docs/quickstart/index.md');
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });
  it('answers a HEAD with the headers of its GET, compressed on the fly too (audit D10)', async () => {
    for (const p of ['/docs/assets/js/big.def456.js', '/docs/limits/', '/docs/nope/']) {
      const headers = {'accept-encoding': 'br'};
      const [get1, head] = [await get(p, headers), await rawRequest(port, p, {method: 'HEAD', headers})];
      expect([p, head.status, head.headers['content-encoding'], head.headers['content-type'], head.headers.vary]).toEqual([
        p,
        get1.status,
        get1.headers['content-encoding'],
        get1.headers['content-type'],
        get1.headers.vary,
      ]);
      expect(head.raw.length).toBe(0);
    }
    expect((await get('/docs/assets/js/big.def456.js', {'accept-encoding': 'br'})).headers['content-encoding']).toBe('br');
  });
  it('sends Pagefind’s index files as built, gzip already, with no coding on the fly (as nginx)', async () => {
    const res = await get('/docs/pagefind/v2/fragment/en_1.pf_fragment', {'accept-encoding': 'gzip, br'});
    expect([res.status, res.headers['content-type'], res.headers['content-encoding']]).toEqual([200, 'application/octet-stream', undefined]);
    expect(res.raw.equals(pagefindFile)).toBe(true);
  });
  it('sends a 304 with the Vary of its 200, for a file compressed on the fly (audit D10)', async () => {
    const ok = await get('/docs/assets/js/big.def456.js', {'accept-encoding': 'gzip'});
    expect([ok.status, ok.headers['content-encoding'], varyNames(ok.headers.vary)]).toEqual([200, 'gzip', ['accept-encoding']]);
    const again = await get('/docs/assets/js/big.def456.js', {'accept-encoding': 'gzip', 'if-modified-since': String(ok.headers['last-modified'])});
    expect([again.status, varyNames(again.headers.vary)]).toEqual([304, ['accept-encoding']]);
  });
  it('redirects a folder to the slash form of its canonical path, and serves //docs/ paths (audit D10)', async () => {
    const res = await get('/docs//evil.example/../quickstart?a=1');
    expect([res.status, res.headers.location]).toEqual([301, '/docs/quickstart/?a=1']);
    expect((await get('//docs/quickstart/')).text).toContain('<h1>Quickstart</h1>');
  });
  it('answers the compressed copies and dot files with 404: they are not files of the site (audit D13)', async () => {
    for (const p of ['/docs/limits/index.md.gz', '/docs/limits/index.html.br', '/docs/search-index.json.gz', '/docs/.build-id']) {
      const res = await get(p);
      expect([p, res.status, res.headers['content-type']]).toEqual([p, 404, 'text/html; charset=utf-8']);
    }
  });
  it('answers a request body over 1 MiB with 413 before reading it (audit D13)', async () => {
    const res = await get('/docs/', {'content-length': String(5 * 1024 * 1024)});
    expect([res.status, res.headers.connection]).toEqual([413, 'close']);
  });
});

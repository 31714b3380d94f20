import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createApp, redirectTarget} from '@site/server/app';
import {redirects, isExternal} from '@site/src/data/redirects';

describe('redirectTarget', () => {
  it('maps index.html to the folder URL', () => {
    expect(redirectTarget('/docs/quickstart/index.html')).toBe('/docs/quickstart/');
    expect(redirectTarget('/docs/index.html')).toBe('/docs/');
  });
  it.each(redirects.map((r) => [r.from, r.to]))('sends /docs%s to its target %s in one hop', (from, to) => {
    expect(redirectTarget(`/docs${from}`)).toBe(isExternal(to) ? to : `/docs${to}`);
  });
  it('leaves pages and .html files alone', () => {
    expect(redirectTarget('/docs/quickstart/')).toBeUndefined();
    expect(redirectTarget('/docs/quickstart/create-new-workflow.html')).toBeUndefined();
  });
});

describe('server on a fixture build', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'quickstart/index.html': '<h1>Quickstart</h1>',
    'quickstart/create-new-workflow.html': '<h1>Create a new workflow</h1>',
    'assets/js/main.abc123.js': 'console.log(1)',
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    for (const [f, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
      fs.writeFileSync(path.join(dir, f), body);
    }
    server = createApp({buildDir: dir}).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });
  const get = (p: string) => fetch(origin + p, {redirect: 'manual'});

  it('serves pages under /docs/', async () => {
    const res = await get('/docs/quickstart/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Quickstart');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('redirects / to /docs/ and folders to their slash form, keeping the query', async () => {
    expect((await get('/')).headers.get('location')).toBe('/docs/');
    const res = await get('/docs/quickstart?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/quickstart/?a=1');
  });
  it('redirects index.html to the slash URL, keeping the query', async () => {
    const res = await get('/docs/quickstart/index.html?tab=go');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/quickstart/?tab=go');
  });
  it('applies the redirect list', async () => {
    const res = await get('/docs/cron?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/workflows/steps/triggers/?x=1');
    expect((await get('/docs/docs/apps/all-apps')).headers.get('location')).toBe('https://pipedream.com/apps');
  });
  it('serves the .html page as that exact file', async () => {
    const res = await get('/docs/quickstart/create-new-workflow.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Create a new workflow');
  });
  it('caches hashed assets for a year', async () => {
    const res = await get('/docs/assets/js/main.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const p of ['/docs/nope/', '/docs/nope.html', '/elsewhere']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page Not Found');
    }
  });
});

/**
 * Both servers of the site (the project's own, and nginx with deploy/nginx.conf) over plain HTTP on the
 * real build: every page, its index.html and Markdown forms, every redirect, the response headers,
 * compression, Markdown for agents, and the bad-request corpus. No browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {cacheControl, defaultSecurityHeaders} from '../../config/securityHeaders';
import {redirects, isExternal, withSlash} from '../../src/data/redirects';
import {acceptCases, hostileTargets, leakPatterns} from '../lib/httpCases';
import {rawRequest, varyNames, type RawResponse} from '../lib/rawHttp';
import {builtPages, buildDir, htmlCopies} from '../lib/builtSite';
import {startLocal, startNginxServer, type RunningServer} from './servers';

const pages = builtPages();
const firstAsset = (sub: string) => `/docs/assets/${sub}/${fs.readdirSync(path.join(buildDir, 'assets', sub)).find((f) => /\.(js|css)$/.test(f))}`;
/**
 * The search's files that the build precompresses (Pagefind's runtime and entry of each version's index,
 * `pagefind/v2/pagefind.js`; its index files are gzip already).
 */
const searchRuntime = fs
  .readdirSync(path.join(buildDir, 'pagefind'))
  .flatMap((version) => fs.readdirSync(path.join(buildDir, 'pagefind', version)).map((f) => `pagefind/${version}/${f}`))
  .filter((f) => fs.existsSync(path.join(buildDir, `${f}.br`)));

/** Markdown's backslash escapes undone (`\\{` is `{`). */
const unescapeMarkdown = (md: string) => md.replace(/\\([!-/:-@[-`{-~])/g, '$1');

function securityHeadersOf(res: RawResponse): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(defaultSecurityHeaders).map((k) => [k, res.headers[k.toLowerCase()] as string | undefined]));
}

describe.each([
  ['server', startLocal],
  ['nginx', startNginxServer],
] as const)('%s', (_name, start) => {
  let srv: RunningServer;
  beforeAll(async () => {
    srv = await start();
  });
  afterAll(async () => {
    await srv?.stop();
  });
  const get = (target: string, headers: Record<string, string> = {}) => rawRequest(srv.port, target, {headers});

  it(`serves each of the ${pages.length} pages of page-data.json: 200, HTML, its h1, security headers, brotli`, async () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const res = await get(p.url, {'accept-encoding': 'br', accept: 'text/html'});
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(res.text)?.[1]?.replace(/<[^>]+>/g, '');
      if (res.status !== 200) wrong.push(`${p.url}: ${res.status}`);
      else if (!/^text\/html/.test(String(res.headers['content-type']))) wrong.push(`${p.url}: ${res.headers['content-type']}`);
      else if (res.headers['content-encoding'] !== 'br') wrong.push(`${p.url}: encoding ${res.headers['content-encoding']}`);
      else if (h1 === undefined) wrong.push(`${p.url}: no h1`);
      if (res.headers['content-security-policy'] !== defaultSecurityHeaders['Content-Security-Policy']) wrong.push(`${p.url}: CSP`);
      if (res.headers['cache-control'] !== cacheControl.other) wrong.push(`${p.url}: cache ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
  });

  it('redirects the index.html form of every page to its slash URL, keeping the query', async () => {
    const wrong: string[] = [];
    for (const p of pages.filter((x) => x.url.endsWith('/'))) {
      const res = await get(`${p.url}index.html?from=test`);
      if (res.status !== 301 || res.headers.location !== `${p.url}?from=test`) wrong.push(`${p.url}: ${res.status} ${res.headers.location}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves every page’s Markdown as text/markdown in UTF-8, compressed', async () => {
    const wrong: string[] = [];
    for (const p of pages.filter((x) => x.url.endsWith('/'))) {
      const res = await get(`${p.url}index.md`, {'accept-encoding': 'gzip'});
      if (res.status !== 200 || res.headers['content-type'] !== 'text/markdown; charset=utf-8' || res.headers['content-encoding'] !== 'gzip')
        wrong.push(`${p.url}index.md: ${res.status} ${res.headers['content-type']} ${res.headers['content-encoding']}`);
      else if (!unescapeMarkdown(res.text).startsWith(`# ${p.title}`)) wrong.push(`${p.url}index.md: starts ${JSON.stringify(res.text.slice(0, 40))}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a page with its Markdown to Accept: text/markdown, and with HTML to browsers, Vary: Accept', async () => {
    const page = '/docs/limits/';
    for (const [accept, markdown] of acceptCases) {
      const res = await get(page, accept ? {accept} : {});
      expect([accept, res.status]).toEqual([accept, 200]);
      expect([accept, String(res.headers['content-type'])]).toEqual([accept, markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8']);
      expect([accept, varyNames(res.headers.vary)]).toEqual([accept, expect.arrayContaining(['accept'])]);
    }
    expect((await get(page, {accept: 'text/markdown'})).text).toMatch(/^# Limits/);
  });

  it.each([
    ['/docs/api/openapi.yaml', /^application\/yaml; charset=utf-8$/, /^openapi: 3\.1/],
    ['/docs/api/openapi.json', /^application\/json(; charset=utf-8)?$/i, /^\{/],
    ['/docs/pgp/pipedream.asc', /^application\/pgp-keys$/, /^-----BEGIN PGP PUBLIC KEY BLOCK-----/],
  ])('serves %s as %s', async (url, type, start) => {
    const res = await get(url, {'accept-encoding': 'gzip'});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.text).toMatch(start);
  });

  it.each(htmlCopies())('serves %s as that exact file', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1/);
  });

  it.each(redirects.map((r) => [r.from, r.to]))('redirects /docs%s to %s in one hop, every form, query kept', async (from, to) => {
    const target = isExternal(to) ? to : `/docs${to}`;
    const slash = withSlash(from);
    for (const form of [slash, slash.replace(/\/$/, ''), `${slash}index.html`]) {
      const res = await get(`/docs${form}?ref=old`);
      expect([form, res.status, res.headers.location]).toEqual([form, 301, `${target}?ref=old`]);
      expect(securityHeadersOf(res)).toEqual(defaultSecurityHeaders);
    }
  });

  it('redirects / to /docs/ and a folder without its slash to the slash form', async () => {
    expect([(await get('/')).status, (await get('/')).headers.location]).toEqual([301, '/docs/']);
    const res = await get('/docs/quickstart?a=1');
    expect([res.status, res.headers.location]).toEqual([301, '/docs/quickstart/?a=1']);
  });

  it('caches hashed assets for a year, compressed', async () => {
    for (const url of [firstAsset('js'), firstAsset('css')]) {
      const res = await get(url, {'accept-encoding': 'gzip'});
      expect([url, res.status, res.headers['cache-control'], res.headers['content-encoding']]).toEqual([url, 200, cacheControl.hashedAssets, 'gzip']);
      expect(securityHeadersOf(res)).toEqual(defaultSecurityHeaders);
    }
  });

  it('sends the search runtime as the brotli file written at build time', async () => {
    expect(searchRuntime).toEqual(expect.arrayContaining(['pagefind/v2/pagefind.js', 'pagefind/v1/pagefind.js']));
    for (const f of searchRuntime) {
      const res = await get(`/docs/${f}`, {'accept-encoding': 'gzip, deflate, br'});
      expect([f, res.headers['content-encoding']]).toEqual([f, 'br']);
      // Byte for byte the precompressed file: not compressed again on the way out.
      expect(res.raw.equals(fs.readFileSync(path.join(buildDir, `${f}.br`)))).toBe(true);
    }
  });

  it('answers unknown paths, outside /docs/ too, with the 404 page and status 404, whatever Range says', async () => {
    for (const [p, headers] of [
      ['/docs/no/such/page/', {}],
      ['/elsewhere/', {}],
      ['/docs/no/such/page/', {range: 'bytes=0-10'}],
      ['/docs/no/such/page/', {range: 'bytes=99999999-'}],
    ] as const) {
      const res = await get(p, headers);
      expect([p, headers, res.status]).toEqual([p, headers, 404]);
      expect(res.text).toContain('Page Not Found');
      expect(securityHeadersOf(res)).toEqual(defaultSecurityHeaders);
    }
  });

  it('answers other methods with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await rawRequest(srv.port, '/docs/', {method});
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      expect(securityHeadersOf(res)).toEqual(defaultSecurityHeaders);
    }
  });

  it('answers every hostile request with no 5xx, no stack or path, no Location leaving /docs/, the security headers', async () => {
    const wrong: string[] = [];
    for (const target of hostileTargets) {
      const res = await get(target);
      const loc = res.headers.location;
      if (res.status >= 500) wrong.push(`${target.slice(0, 60)}: ${res.status}`);
      if (leakPatterns.some((l) => l.test(res.text))) wrong.push(`${target.slice(0, 60)}: body leaks ${res.text.slice(0, 200)}`);
      if (loc !== undefined && !/^\/docs\/(?![/\\])/.test(loc)) wrong.push(`${target.slice(0, 60)}: Location ${loc}`);
      if (res.headers['x-content-type-options'] !== 'nosniff') wrong.push(`${target.slice(0, 60)}: no security headers on ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
  it('answers a Markdown request for a page that has no Markdown with its HTML (audit D9)', async () => {
    const res = await get('/docs/search/', {accept: 'text/markdown'});
    expect([res.status, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('answers a folder of assets with the 404 page, not cached for a year (audit D9)', async () => {
    for (const p of ['/docs/assets/', '/docs/assets/js/']) {
      const res = await get(p);
      expect([p, res.status, res.headers['cache-control']]).toEqual([p, 404, cacheControl.other]);
    }
  });

  it('answers a range past the end with 416, the file’s length, and each header once (audit D8, D9)', async () => {
    const res = await get('/docs/img/social-card.png', {range: 'bytes=99999999-'});
    const size = fs.statSync(path.join(buildDir, 'img', 'social-card.png')).size;
    expect([res.status, res.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(securityHeadersOf(res)).toEqual(defaultSecurityHeaders);
  });

  it('answers the compressed copies and the build stamp with 404: they are not files of the site (audit D13)', async () => {
    for (const p of ['/docs/limits/index.md.gz', '/docs/index.html.br', '/docs/.build-id']) expect([p, (await get(p)).status]).toEqual([p, 404]);
  });

  it('answers a HEAD with the headers of its GET (audit D10)', async () => {
    for (const p of ['/docs/limits/', '/docs/no/such/page/', firstAsset('js'), '/docs/img/social-card.png']) {
      const headers = {'accept-encoding': 'br, gzip'};
      const [full, head] = [await get(p, headers), await rawRequest(srv.port, p, {method: 'HEAD', headers})];
      const shown = (r: RawResponse) => [r.status, r.headers['content-encoding'], r.headers['content-type'], varyNames(r.headers.vary)];
      expect([p, ...shown(head)]).toEqual([p, ...shown(full)]);
    }
  });

  it('sends every 304 of an asset with the Vary of its 200 (audit D10)', async () => {
    const wrong: string[] = [];
    for (const f of fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((x) => x.endsWith('.js'))) {
      const url = `/docs/assets/js/${f}`;
      const ok = await get(url, {'accept-encoding': 'gzip'});
      const again = await get(url, {'accept-encoding': 'gzip', 'if-none-match': String(ok.headers.etag)});
      if (again.status !== 304 || varyNames(again.headers.vary).join() !== varyNames(ok.headers.vary).join())
        wrong.push(`${f}: ${again.status} Vary ${again.headers.vary} (200: ${ok.headers.vary})`);
    }
    expect(wrong).toEqual([]);
  });

  it('redirects a folder to the slash form of its canonical path, and serves //docs/ paths as nginx does (audit D10)', async () => {
    const res = await get('/docs//evil.example/../quickstart?a=1');
    expect([res.status, res.headers.location]).toEqual([301, '/docs/quickstart/?a=1']);
    expect((await get('//docs/limits/')).status).toBe(200);
  });
});

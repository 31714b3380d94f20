/**
 * Response rules of the servers (run against the project's server and against nginx with
 * deploy/nginx.conf): security headers with the CSP on every response, caching by kind of file,
 * compression, and the 404 page with status 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {cacheControl, defaultSecurityHeaders} from '../../config/securityHeaders';

const buildDir = path.join(__dirname, '..', '..', 'build');
const firstAsset = (sub: string) => `/docs/assets/${sub}/${fs.readdirSync(path.join(buildDir, 'assets', sub)).find((f) => /\.(js|css)$/.test(f))}`;

function expectSecurityHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(defaultSecurityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
}

test('a page: security headers, revalidated, compressed', async ({request}) => {
  for (const encoding of ['gzip', 'br']) {
    const res = await request.get('/docs/limits/', {headers: {'Accept-Encoding': encoding}});
    expect(res.status()).toBe(200);
    expectSecurityHeaders(res.headers());
    expect(res.headers()['cache-control']).toBe(cacheControl.other);
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
  }
});

test('hashed assets: cached for a year, compressed', async ({request}) => {
  for (const url of [firstAsset('js'), firstAsset('css')]) {
    const res = await request.get(url, {headers: {'Accept-Encoding': 'gzip'}});
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe(cacheControl.hashedAssets);
    expect(res.headers()['content-encoding'], url).toBe('gzip');
    expectSecurityHeaders(res.headers());
  }
});

test('the 404 page: status 404, security headers', async ({request}) => {
  const res = await request.get('/docs/no/such/page/');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page Not Found');
  expectSecurityHeaders(res.headers());
});

test('redirects keep the query string and carry the security headers', async ({request}) => {
  const res = await request.get('/docs/cron?utm=x', {maxRedirects: 0});
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/docs/workflows/steps/triggers/?utm=x');
  expectSecurityHeaders(res.headers());
  const root = await request.get('/', {maxRedirects: 0});
  expect(root.status()).toBe(301);
  expect(root.headers().location).toBe('/docs/');
});

test('a folder without its slash redirects to the slash form, keeping the query', async ({request}) => {
  const res = await request.get('/docs/quickstart?a=1', {maxRedirects: 0});
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/docs/quickstart/?a=1');
});

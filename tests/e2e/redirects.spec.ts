import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, sawNotFound, servedBuildDir} from './fixtures';
import {redirects, isExternal, withSlash} from '../../src/data/redirects';
import {defaultSecurityHeaders} from '../../config/securityHeaders';

const internal = redirects.filter((r) => !isExternal(r.to));
const external = redirects.filter((r) => isExternal(r.to));

// Every redirect, in every form, is one 301 on both servers (tests/site/http.test.ts); here a few of them
// end to end in the browser.
test.describe('redirects through the server', () => {
  for (const r of [internal[0]!, internal[internal.length - 1]!]) {
    test(`/docs${r.from} lands on /docs${r.to}`, async ({page}) => {
      const res = await page.goto(`/docs${r.from}?ref=old#top`);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      const u = new URL(page.url());
      expect(u.pathname).toBe(`/docs${r.to}`);
      expect(u.search).toBe('?ref=old');
      await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
      expect(await sawNotFound(page)).toBe(false);
    });
  }
  for (const r of external) {
    test(`/docs${r.from} goes to ${r.to} in one hop`, async ({request}) => {
      for (const from of [r.from, withSlash(r.from)]) {
        const res = await request.get(`/docs${from}`, {maxRedirects: 0});
        expect(res.status()).toBe(301);
        expect(res.headers().location).toBe(r.to);
      }
    });
  }
});

// The stub pages the build writes, as a host without server rules serves them (with the site's CSP, which
// blocks any inline script without a hash): meta refresh for readers without JavaScript, the site's
// redirect.js (forwarding ?query#hash) for the others.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`redirect stubs, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({javaScriptEnabled});
    // One internal and one external target: every stub is the same template (checked file by file in
    // tests/site/builtFiles.test.ts).
    for (const r of [internal[0]!, external[0]!]) {
      test(`stub at /docs${withSlash(r.from)} leads to ${r.to}`, async ({page}) => {
        const stub = path.join(servedBuildDir(), withSlash(r.from), 'index.html');
        expect(fs.existsSync(stub), `${stub} was not built`).toBe(true);
        await page.route((u) => u.pathname === `/docs${withSlash(r.from)}`, (route) =>
          route.fulfill({status: 200, contentType: 'text/html', headers: {...defaultSecurityHeaders}, body: fs.readFileSync(stub, 'utf8')}),
        );
        if (isExternal(r.to))
          await page.route(`${r.to}**`, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<h1>external</h1>'}));
        const target = isExternal(r.to) ? r.to : `/docs${r.to}`;
        await page.goto(`/docs${withSlash(r.from)}?ref=old#top`);
        await page.waitForURL((u) => (u.origin + u.pathname).replace(/\/$/, '').endsWith(target.replace(/\/$/, '')), {timeout: 10_000});
        if (!isExternal(r.to)) await expect(page.locator('h1').first()).toBeVisible();
        // The script keeps the query and the hash; a meta refresh cannot.
        if (javaScriptEnabled) expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('?ref=old#top');
      });
    }
  });
}

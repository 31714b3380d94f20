/**
 * Routing in the browser that the sweep (sweep.spec.ts) and the HTTP checks (tests/site/http.test.ts) do
 * not cover: index.html URLs on a host without the server rule, and the not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, sawNotFound, servedBuildDir} from './fixtures';

test.describe('index.html URLs on a host without the server rule', () => {
  const samples = ['/docs/', '/docs/quickstart/', '/docs/code/nodejs/', '/docs/v1/', '/docs/v1/workflows/steps/code/'];
  test('an index.html URL becomes its slash route in the browser, query and hash kept, never showing Not Found', async ({page}) => {
    test.setTimeout(samples.length * 15_000);
    // Serve the raw file at the index.html URL, as a plain static host would.
    await page.route('**/index.html*', (route) => {
      const url = new URL(route.request().url()).pathname.replace(/index\.html$/, '');
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: fs.readFileSync(path.join(servedBuildDir(), url.replace(/^\/docs\//, ''), 'index.html'), 'utf8'),
      });
    });
    // One tab for every sample, a step each.
    for (const url of samples) {
      await test.step(`${url}index.html?x=1#top → ${url}?x=1#top`, async () => {
        await page.goto(`${url}index.html?x=1#top`);
        await waitForHydration(page);
        const u = new URL(page.url());
        expect(u.pathname + u.search + u.hash).toBe(`${url}?x=1#top`);
        await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
        expect(await sawNotFound(page)).toBe(false);
      });
    }
  });
});

test('an unknown path answers 404 with the not-found page, navbar and section links', async ({page}) => {
  const res = await page.goto('/docs/this/page/does-not-exist/');
  expect(res?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
  const main = page.locator('main');
  for (const label of ['Quickstart', 'Guides', 'Building Components', 'REST API', 'Limits']) {
    await expect(main.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
});

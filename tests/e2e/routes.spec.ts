/**
 * Routing in the browser that the sweep (sweep.spec.ts) and the HTTP checks (tests/site/http.test.ts) do
 * not cover: index.html URLs on a host without the server rule, and the not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, sawNotFound} from './fixtures';

test.describe('index.html URLs on a host without the server rule', () => {
  const buildDir = path.join(__dirname, '..', '..', 'build');
  const samples = ['/docs/', '/docs/quickstart/', '/docs/code/nodejs/', '/docs/v1/', '/docs/v1/workflows/steps/code/'];
  for (const url of samples) {
    test(`${url}index.html?x=1#top becomes ${url}?x=1#top in the browser, never showing Not Found`, async ({page}) => {
      // Serve the raw file at the index.html URL, as a plain static host would.
      await page.route(`**${url}index.html*`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: fs.readFileSync(path.join(buildDir, url.replace(/^\/docs\//, ''), 'index.html'), 'utf8'),
        }),
      );
      await page.goto(`${url}index.html?x=1#top`);
      await waitForHydration(page);
      const u = new URL(page.url());
      expect(u.pathname + u.search + u.hash).toBe(`${url}?x=1#top`);
      await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
      expect(await sawNotFound(page)).toBe(false);
    });
  }
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

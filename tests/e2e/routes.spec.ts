import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, sawNotFound, siteVersions, routesOf, titleOf} from './fixtures';

for (const version of siteVersions) {
  test.describe(`every ${version.name} route`, () => {
    for (const route of routesOf(version)) {
      test(`${version.prefix}${route} answers 200 and shows its h1`, async ({page}) => {
        const res = await page.goto(`${version.prefix}${route}`);
        expect(res?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1').first()).toHaveText(titleOf(version, route));
        expect(new URL(page.url()).pathname).toBe(`${version.prefix}${route}`);
        expect(await sawNotFound(page)).toBe(false);
      });
    }
  });

  test(`every ${version.name} index.html form redirects on the server to the slash URL`, async ({request}) => {
    for (const route of routesOf(version).filter((r) => r.endsWith('/'))) {
      const res = await request.get(`${version.prefix}${route}index.html?from=test`, {maxRedirects: 0});
      expect(res.status(), route).toBe(301);
      expect(res.headers().location, route).toBe(`${version.prefix}${route}?from=test`);
    }
  });
}

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

test('the .html page is served at exactly its path', async ({page}) => {
  const res = await page.goto('/docs/quickstart/create-new-workflow.html');
  expect(res?.status()).toBe(200);
  expect(res?.url()).toMatch(/\/docs\/quickstart\/create-new-workflow\.html$/);
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toHaveText(titleOf(siteVersions[0]!, '/quickstart/create-new-workflow.html'));
  expect(await sawNotFound(page)).toBe(false);
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

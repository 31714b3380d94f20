import {test, expect, waitForHydration, openVersionMenu, switchVersion, siteVersions, spread, titleOf} from './fixtures';
import type {Page} from '@playwright/test';
import {currentVersionLabel, olderVersions} from '../../config/versions';
import {versionPageMap} from '../../src/data/versionPageMap';

const [current, v1] = siteVersions as [(typeof siteVersions)[0], (typeof siteVersions)[1]];

/** Lands on `pathname` with status 200 and the page's own title as h1. */
async function expectLanded(page: Page, pathname: string, title: string) {
  await expect(page).toHaveURL((u) => u.pathname === pathname);
  const response = await page.request.get(pathname);
  expect(response.status()).toBe(200);
  await expect(page.locator('article h1')).toHaveText(title);
}

async function pickVersion(page: Page, version: string) {
  const menu = await openVersionMenu(page);
  await switchVersion(page, menu.locator(`[data-version="${version}"]`));
}

test.beforeEach(async ({page}) => page.setViewportSize({width: 1280, height: 800}));

test('the menu shows the latest version marked New, then the older ones (v2 New, then v1)', async ({page}) => {
  await page.goto('/docs/quickstart/');
  await waitForHydration(page);
  const items = page.locator('.dropdown:has(> .version-menu) .dropdown__menu a');
  // From versions.json, so a cut version needs no change here (tests/unit/versions.test.ts pins v2/v1).
  await expect(items).toHaveCount(1 + olderVersions.length);
  await expect(items.nth(0)).toHaveText(new RegExp(`^${currentVersionLabel}\\s*New$`));
  await expect(items.nth(0).locator('.badge')).toHaveText('New');
  for (const [i, name] of olderVersions.entries()) await expect(items.nth(i + 1)).toHaveText(name);
  // A reader's mouse opens it by hover (the other tests open it by keyboard, which no transition can race).
  await expect(items.nth(0)).toBeHidden();
  await page.locator('.dropdown:has(> .version-menu)').hover();
  await expect(items.nth(0)).toBeVisible();
});

/**
 * Pages at the same path in both versions, one per section (the switch itself is the same code for every
 * page: src/lib/versionSwitch.ts, unit-tested).
 */
const samePage = ['/quickstart/', '/limits/', '/api/rest/', '/workflows/steps/triggers/', '/destinations/http/'];
/**
 * Moved pages: the browser follows a sample of the map (every entry's pages are checked in the build by
 * tests/site/builtFiles.test.ts, and the mapping itself by tests/unit/versionSwitch.test.ts).
 */
const movedSample = spread(versionPageMap, 4);
// One tab for all the routes of each list (a step per route names the one that fails): a fresh browser
// context per route cost more than the switches themselves.
test('v2 → v1 → v2 stays on the same page', async ({page}) => {
  test.setTimeout(samePage.length * 15_000);
  for (const route of samePage) {
    await test.step(route, async () => {
      await page.goto(`/docs${route}`);
      await waitForHydration(page);
      await pickVersion(page, 'v1');
      await expectLanded(page, `/docs/v1${route}`, titleOf(v1, route));
      await expect(page.locator('.navbar__link.version-menu')).toHaveText('v1');
      // The banner links to the same page in v2.
      await expect(page.locator('[data-version-banner-link]')).toHaveAttribute('href', `/docs${route}`);
      await pickVersion(page, 'current');
      await expectLanded(page, `/docs${route}`, titleOf(current, route));
    });
  }
});

test('moved pages follow the page map both ways, from the menu and the banner', async ({page}) => {
  test.setTimeout(movedSample.length * 15_000);
  for (const entry of movedSample) {
    await test.step(`v1 ${entry.v1} ↔ v2 ${entry.current}`, async () => {
      await page.goto(`/docs/v1${entry.v1}`);
      await waitForHydration(page);
      const banner = page.locator('[data-version-banner-link]');
      await expect(banner).toHaveText('this page in v2');
      await expect(banner).toHaveAttribute('href', `/docs${entry.current}`);
      await pickVersion(page, 'current');
      await expectLanded(page, `/docs${entry.current}`, titleOf(current, entry.current));
      await pickVersion(page, 'v1');
      await expectLanded(page, `/docs/v1${entry.v1}`, titleOf(v1, entry.v1));
      // The banner link itself.
      await page.locator('[data-version-banner-link]').click();
      await expectLanded(page, `/docs${entry.current}`, titleOf(current, entry.current));
    });
  }
});

test('a page without an equivalent leads to the other version home', async ({page}) => {
  await page.goto('/docs/data-stores/');
  await waitForHydration(page);
  await pickVersion(page, 'v1');
  expect(new URL(page.url()).pathname).toBe('/docs/v1/');
});

test('v1 pages carry the unmaintained banner naming v2', async ({page}) => {
  await page.goto('/docs/v1/quickstart/');
  await waitForHydration(page);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner).toContainText('this page in v2');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(1);
  await page.goto('/docs/quickstart/');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('a v1 page with no v2 equivalent: the banner leads to the v2 home', async ({page}) => {
  const route = '/quickstart/hello-world/';
  await page.goto(`/docs/v1${route}`);
  await waitForHydration(page);
  const link = page.locator('[data-version-banner-link]');
  await expect(link).toHaveText('the v2 documentation');
  await expect(link).toHaveAttribute('href', '/docs/');
});

test.describe('JavaScript off', {tag: '@markup'}, () => {
  test.use({javaScriptEnabled: false});
  test('the "Changed since v1" panel of a v2 page opens and closes on a click, and leads to the same page in v1', async ({page}) => {
    await page.goto('/docs/limits/');
    const panel = page.locator('details.version-changes');
    const counterpart = panel.getByRole('link', {name: 'This page in v1'});
    await expect(panel.locator('summary')).toHaveText(/^Changed since v1: /);
    await expect(counterpart).toBeHidden();
    await panel.locator('summary').click();
    await expect(counterpart).toBeVisible();
    await expect(counterpart).toHaveAttribute('href', '/docs/v1/limits/');
    await panel.locator('summary').click();
    await expect(counterpart).toBeHidden();
  });

  test('a v1 page, built on its own and kept (issue 39): its banner and version menu lead to the latest docs', async ({page}) => {
    await page.goto('/docs/v1/limits/');
    await expect(page.locator('details.version-changes')).toHaveCount(0);
    await expect(page.locator('[data-version-banner-link]')).toHaveAttribute('href', '/docs/');
    await expect(page.locator('.dropdown__link', {hasText: 'Latest version'})).toHaveAttribute('href', '/docs/');
    await expect(page.locator('.dropdown__link', {hasText: /^v1$/})).toHaveAttribute('href', '/docs/v1/limits/');
  });
});

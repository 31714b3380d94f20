import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {currentVersionLabel, olderVersions} from '../../config/versions';

async function pickVersion(page: Page, version: string) {
  const menu = page.locator('.navbar__items--right .dropdown:has(> .version-menu)');
  await menu.hover();
  await menu.locator(`.dropdown__menu [data-version="${version}"]`).click();
  await waitForHydration(page);
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
});

const samePage = ['/quickstart/', '/limits/', '/cli/reference/', '/api/rest/', '/workflows/steps/triggers/'];
for (const route of samePage) {
  test(`v2 → v1 → v2 stays on ${route}`, async ({page}) => {
    await page.goto(`/docs${route}`);
    await waitForHydration(page);
    await pickVersion(page, 'v1');
    expect(new URL(page.url()).pathname).toBe(`/docs/v1${route}`);
    await expect(page.locator('.navbar__link.version-menu')).toHaveText('v1');
    await pickVersion(page, 'current');
    expect(new URL(page.url()).pathname).toBe(`/docs${route}`);
  });
}

test('a page that moved follows the page map', async ({page}) => {
  await page.goto('/docs/v1/workflows/steps/code/');
  await waitForHydration(page);
  await pickVersion(page, 'current');
  expect(new URL(page.url()).pathname).toBe('/docs/code/nodejs/');
  await pickVersion(page, 'v1');
  expect(new URL(page.url()).pathname).toBe('/docs/v1/workflows/steps/code/');
});

test('a page without an equivalent leads to the other version home', async ({page}) => {
  await page.goto('/docs/data-stores/');
  await waitForHydration(page);
  await pickVersion(page, 'v1');
  expect(new URL(page.url()).pathname).toBe('/docs/v1/');
});

test('v1 pages carry the unmaintained banner', async ({page}) => {
  await page.goto('/docs/v1/quickstart/');
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
});

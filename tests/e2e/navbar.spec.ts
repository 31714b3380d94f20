import {test, expect, waitForHydration} from './fixtures';
import {referenceMenu} from '../../config/navbar';

test.beforeEach(async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/limits/');
  await waitForHydration(page);
});

test('left items in order: Documentation, Quickstart (primary), Guides, Reference', async ({page}) => {
  const labels = await page
    .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
    .evaluateAll((items) => items.map((el) => (el.matches('.dropdown') ? el.querySelector('.navbar__link') : el)?.textContent?.trim()));
  expect(labels).toEqual(['Documentation', 'Quickstart', 'Guides', 'Reference']);
  await expect(page.locator('.navbar__items a.navbar__item', {hasText: 'Documentation'})).toHaveAttribute('href', '/docs/');
  const quickstart = page.locator('.navbar__items a.navbar__item', {hasText: 'Quickstart'});
  await expect(quickstart).toHaveAttribute('href', '/docs/quickstart/');
  await expect(quickstart).toHaveClass(/navbar__item--primary/);
  await expect(page.locator('.navbar__items a.navbar__item', {hasText: 'Guides'})).toHaveAttribute('href', '/docs/guides/');
});

test('Reference menu lists its six items in order', async ({page}) => {
  const menu = page.locator('.navbar__item.dropdown', {hasText: 'Reference'});
  await menu.hover();
  const links = menu.locator('.dropdown__menu a');
  await expect(links).toHaveText(referenceMenu.map((i) => i.label));
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(referenceMenu.map((i) => `/docs${i.to}`));
  expect(referenceMenu.map((i) => i.label)).toEqual([
    'Building Components',
    'CLI',
    'REST API',
    'Limits',
    'Security and Privacy',
    'Handling Cold Starts',
  ]);
});

test('right items: Support, Pricing, version menu', async ({page}) => {
  const right = page.locator('.navbar__items--right > .navbar__item');
  await expect(right.nth(0)).toHaveText(/Support/);
  await expect(right.nth(0)).toHaveAttribute('href', 'https://pipedream.com/support');
  await expect(right.nth(1)).toHaveText('Pricing');
  await expect(right.nth(1)).toHaveAttribute('href', '/docs/pricing/');
  await expect(right.nth(2).locator('> .navbar__link')).toHaveClass(/version-menu/);
  await expect(right.nth(2).locator('> .navbar__link')).toHaveText('v2');
});

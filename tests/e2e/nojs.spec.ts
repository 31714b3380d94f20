/**
 * Reading with JavaScript off (SPEC.md "Page behaviour"): every page of every version shows its whole
 * content and its navigation from the server-rendered HTML alone: the h1, every heading, paragraph, code
 * block and tab panel of the article, every sidebar link (collapsed categories included), the navbar and
 * the pagination. Redirects without JavaScript are covered by redirects.spec.ts (meta refresh stubs).
 */
import {test, expect, siteVersions, routesOf, titleOf} from './fixtures';

test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});

/** Elements of the page that a reader cannot see, described for the failure message. */
async function hiddenContent(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => el.checkVisibility({checkVisibilityCSS: true} as CheckVisibilityOptions);
    const describe = (el: Element) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 60)}`;
    const selectors = [
      'article h1, article h2, article h3, article h4, article p, article pre, article li, article table, article [role=tabpanel]',
      'nav.menu a.menu__link',
      '.navbar__items > a.navbar__item, .navbar__items > .dropdown > .navbar__link',
      'nav.pagination-nav a',
    ];
    return selectors.flatMap((s) => Array.from(document.querySelectorAll(s)).filter((el) => !seen(el)).map(describe));
  });
}

for (const version of siteVersions) {
  test.describe(`${version.name} pages without JavaScript`, () => {
    for (const route of routesOf(version)) {
      test(`${version.prefix}${route}`, async ({page}) => {
        const res = await page.goto(`${version.prefix}${route}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('h1').first()).toHaveText(titleOf(version, route));
        expect(await hiddenContent(page)).toEqual([]);
      });
    }
  });
}

test('the Reference and version menus open on hover without JavaScript', async ({page}) => {
  await page.goto('/docs/limits/');
  for (const [label, item] of [
    ['Reference', 'Handling Cold Starts'],
    ['v2', 'v1'],
  ] as const) {
    const menu = page.locator('.navbar__item.dropdown', {has: page.locator('> .navbar__link', {hasText: label})});
    await menu.hover();
    await expect(menu.locator('.dropdown__menu a', {hasText: item})).toBeVisible();
  }
});

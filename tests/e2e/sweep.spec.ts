/**
 * The sweep: every page of every version of the build (build/page-data.json, so a new page or a cut
 * version is covered with no edit), and the `.html` copies, each loaded once with JavaScript off and once
 * with it on.
 * - Off (SPEC.md "Page behaviour"): status 200, the page's h1, and all its content and navigation visible
 *   from the server-rendered HTML alone: every heading, paragraph, code block and tab panel of the
 *   article, every sidebar link (collapsed categories included), the navbar and the pagination.
 * - On: status 200, hydrated, the h1, the URL unchanged, "Page Not Found" never shown, and no console
 *   error or warning, uncaught exception, React recoverable error or CSP violation (tests/e2e/fixtures.ts).
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, sawNotFound, watchConsole} from './fixtures';
import {builtPages, htmlCopies, pageByUrl} from '../lib/builtSite';

const pages = [...builtPages().map((p) => ({url: p.url, title: p.title})), ...htmlCopies().map((url) => ({url, title: pageByUrl(url.replace(/\.html$/, '/'))!.title}))];

/** Elements of the page that a reader cannot see, described for the failure message. */
async function hiddenContent(page: Page): Promise<string[]> {
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

test.describe('JavaScript off', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  for (const {url, title} of pages) {
    test(`${url}`, async ({page}) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(title);
      expect(await hiddenContent(page)).toEqual([]);
    });
  }
});

test.describe('JavaScript off: menus', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  test('the Reference and version menus open on hover', async ({page}) => {
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
});

test.describe('JavaScript on', () => {
  for (const {url, title} of pages) {
    test(`${url}`, async ({page}) => {
      const messages = watchConsole(page);
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toHaveText(title);
      expect(new URL(page.url()).pathname).toBe(url);
      expect(await sawNotFound(page)).toBe(false);
      expect(messages).toEqual([]);
    });
  }
});

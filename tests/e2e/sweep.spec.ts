/**
 * The sweep: every page of every version of the build (build/page-data.json, so a new page or a cut
 * version is covered with no edit), and the `.html` copies, each loaded once with JavaScript off and once
 * with it on.
 * - Off (docs-dev/requirements.md "Page behaviour"): status 200, the page's h1, and all its content and navigation visible
 *   from the server-rendered HTML alone: every heading, paragraph, code block and tab panel of the
 *   article (but the inside of a closed <details>, whose summary shows), every sidebar link (collapsed
 *   categories included), the navbar and the pagination.
 * - On: status 200, hydrated, the h1, the URL unchanged, "Page Not Found" never shown, and no console
 *   error or warning, uncaught exception, React recoverable error or CSP violation (tests/e2e/fixtures.ts).
 * A page per test, but one browser tab per worker for each mode, reused from page to page: a new context
 * per page cost more than loading the page (a test a page, so a failure names its URL).
 */
import {test as base, type Page} from '@playwright/test';
import {expect, recordNotFound, sawNotFound, test, waitForHydration, watchConsole, watchCsp} from './fixtures';
import {builtPages, htmlCopies, pageByUrl} from '../lib/builtSite';

const pages = [...builtPages().map((p) => ({url: p.url, title: p.title})), ...htmlCopies().map((url) => ({url, title: pageByUrl(url.replace(/\.html$/, '/'))!.title}))];

/** Elements of the page that a reader cannot see, described for the failure message. */
async function hiddenContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => el.checkVisibility({checkVisibilityCSS: true} as CheckVisibilityOptions);
    const describe = (el: Element) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 60)}`;
    // The content of a closed <details> (the version-changes panels) is folded on purpose: its summary shows.
    const folded = (el: Element) => el.closest('details:not([open])') !== null && el.closest('summary') === null;
    const selectors = [
      'article h1, article h2, article h3, article h4, article p, article pre, article li, article table, article [role=tabpanel], article summary',
      'nav.menu a.menu__link',
      '.navbar__items > a.navbar__item, .navbar__items > .dropdown > .navbar__link',
      'nav.pagination-nav a',
    ];
    return selectors.flatMap((s) => Array.from(document.querySelectorAll(s)).filter((el) => !folded(el) && !seen(el)).map(describe));
  });
}

const viewport = {width: 1280, height: 900};

/** One tab per worker and mode, kept across the tests of that worker (a failed test gets a new worker). */
const sweep = base.extend<{jsOff: Page; jsOn: Page}, {jsOffTab: Page; jsOnTab: Page}>({
  jsOffTab: [
    async ({browser}, use) => {
      const context = await browser.newContext({javaScriptEnabled: false, viewport});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  jsOnTab: [
    async ({browser}, use) => {
      const context = await browser.newContext({viewport});
      await context.addInitScript(recordNotFound);
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  // Each test checks the CSP violations of its own page.
  jsOff: async ({jsOffTab}, use) => use(jsOffTab),
  jsOn: async ({jsOnTab}, use) => {
    const csp = watchCsp(jsOnTab);
    await use(jsOnTab);
    csp.stop();
    expect(csp.violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

sweep.describe('JavaScript off', () => {
  for (const {url, title} of pages) {
    sweep(`${url}`, async ({jsOff: page}) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(title);
      expect(await hiddenContent(page)).toEqual([]);
    });
  }
});

test.describe('JavaScript off: menus', () => {
  test.use({javaScriptEnabled: false, viewport});
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

sweep.describe('JavaScript on', () => {
  for (const {url, title} of pages) {
    sweep(`${url}`, async ({jsOn: page}) => {
      const messages = watchConsole(page);
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toHaveText(title);
      expect(new URL(page.url()).pathname).toBe(url);
      expect(await sawNotFound(page)).toBe(false);
      messages.stop();
      expect(messages).toEqual([]);
    });
  }
});

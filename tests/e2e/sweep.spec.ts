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
import {expect, recordNotFound, test, watchConsole, watchCsp} from './fixtures';
import {builtPages, htmlCopies, pageByUrl} from '../lib/builtSite';

const pages = [...builtPages().map((p) => ({url: p.url, title: p.title})), ...htmlCopies().map((url) => ({url, title: pageByUrl(url.replace(/\.html$/, '/'))!.title}))];

/**
 * The page's first h1, as Playwright's `toHaveText` reads it (its text, white space collapsed), and the elements of the
 * page that a reader cannot see, described for the failure message. One evaluation in the page, with no locator: a
 * locator's first use on a page injects Playwright's own script, which cost more than the checks on these loads.
 */
async function hiddenContent(page: Page): Promise<{h1: string | null; hidden: string[]}> {
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
    const h1 = document.querySelector('h1');
    return {
      h1: h1 && (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
      hidden: selectors.flatMap((s) => Array.from(document.querySelectorAll(s)).filter((el) => !folded(el) && !seen(el)).map(describe)),
    };
  });
}

/**
 * Waits, in the page, for the app to hydrate (`html[data-has-hydrated="true"]`, as waitForHydration in fixtures.ts does, within
 * the same 15 s), then reads what the test checks: the first h1 (as {@link hiddenContent} reads it), the path, and
 * whether "Page Not Found" was ever shown. One evaluation, no locator (see {@link hiddenContent}).
 */
async function hydratedPage(page: Page): Promise<{hydrated: boolean; h1: string | null; path: string; sawNotFound: boolean}> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    const isHydrated = () => root.getAttribute('data-has-hydrated') === 'true';
    const hydrated =
      isHydrated() ||
      (await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 15_000);
        new MutationObserver((_, observer) => {
          if (!isHydrated()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(true);
        }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
      }));
    const h1 = document.querySelector('h1');
    return {
      hydrated,
      h1: h1 && (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
      path: location.pathname,
      sawNotFound: window.__sawNotFound === true,
    };
  });
}

const viewport = {width: 1280, height: 900};
/**
 * The sweep's tabs: the desktop width, but only 200 px high. What it checks reads the CSS and the layout
 * (`checkVisibility`, the h1, hydration), never what is inside the viewport, and Docusaurus's breakpoints are widths.
 * Each load paints less: the sweep cost 12-15 % less CPU than at 900 px (cpuacct, same run, both modes).
 */
const sweepViewport = {width: 1280, height: 200};

/** One tab per worker and mode, kept across the tests of that worker (a failed test gets a new worker). */
const sweep = base.extend<{jsOff: Page; jsOn: Page}, {jsOffTab: Page; jsOnTab: Page}>({
  jsOffTab: [
    async ({browser}, use) => {
      const context = await browser.newContext({javaScriptEnabled: false, viewport: sweepViewport});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  jsOnTab: [
    async ({browser}, use) => {
      const context = await browser.newContext({viewport: sweepViewport});
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
      const {h1, hidden} = await hiddenContent(page);
      expect(h1, 'the first h1').toBe(title);
      expect(hidden).toEqual([]);
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
      const shown = await hydratedPage(page);
      expect(shown.hydrated, 'html[data-has-hydrated="true"] within 15 s').toBe(true);
      expect(shown.h1, 'the first h1').toBe(title);
      expect(shown.path).toBe(url);
      expect(shown.sawNotFound, '"Page Not Found" shown').toBe(false);
      messages.stop();
      expect(messages).toEqual([]);
    });
  }
});

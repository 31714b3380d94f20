/**
 * The default build's search (@easyops-cn/docusaurus-search-local, config/search.ts): offline, one index per
 * docs version, fetched only once the reader reaches for the search box. Every test also checks that no
 * request left localhost and that the page threw nothing.
 */
import type {Locator, Page} from '@playwright/test';
import {test as base, expect, waitForHydration, siteVersions, titleOf} from './fixtures';
import {searchPlaceholder} from '../../config/search';

const test = base.extend<{outside: string[]}>({
  outside: [
    async ({page}, use) => {
      const outside: string[] = [];
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );
      await use(outside);
      expect(outside, 'requests that left localhost').toEqual([]);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    {auto: true},
  ],
});

const [latest, v1] = siteVersions as [(typeof siteVersions)[0], (typeof siteVersions)[0]];
const searchIndex = /\/search-index[^/]*\.json/;

const navbarSearch = (page: Page): Locator => page.locator('.navbar .navbar__search-input:visible');
const hitsOf = (scope: Locator): Locator => scope.locator('[role="listbox"] [role="option"]');
const resultLinks = (page: Page): Locator => page.locator('.main-wrapper article[class*="searchResultItem"] h2 a');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Types a query into a search box and waits for its dropdown; returns the hits. */
async function search(input: Locator, query: string): Promise<Locator> {
  await input.focus();
  await input.fill('');
  await input.pressSequentially(query);
  const hits = hitsOf(boxOf(input));
  await expect(hits.first()).toBeVisible();
  // The list may still be showing an earlier keystroke's hits (the search answers from a worker): wait until
  // it has stayed the same for 250 ms before the caller reads or picks from it.
  let last = '';
  await expect
    .poll(async () => {
      const now = (await hits.allTextContents()).join('\n');
      const settled = now === last;
      last = now;
      return settled;
    }, {intervals: [250]})
    .toBe(true);
  return hits;
}

/** The search box (input, dropdown, footer link) an input belongs to. */
const boxOf = (input: Locator): Locator => input.locator('xpath=ancestor::*[contains(@class, "navbar__search")][1]');

/** The index files the page fetched so far (pathnames). */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const {pathname} = new URL(r.url());
    if (searchIndex.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test.beforeEach(async ({page}) => page.setViewportSize({width: 1280, height: 800}));

test.describe('search box', () => {
  for (const path of ['/docs/limits/', '/docs/v1/limits/', '/docs/no-such-page/']) {
    test(`placeholder is "${searchPlaceholder}" on ${path}`, async ({page}) => {
      await open(page, path);
      await expect(navbarSearch(page)).toHaveAttribute('placeholder', 'Search...');
    });
  }

  test('the not-found page has a search box in its body too, across the column, hits below it', async ({page}) => {
    await open(page, '/docs/no-such-page/');
    const input = page.locator('.not-found__search .navbar__search-input:visible');
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    const hits = await search(input, 'okta');
    const [box, hit] = [await input.boundingBox(), await hits.first().boundingBox()];
    expect(box?.width).toBeGreaterThan(500);
    expect(hit?.x).toBeGreaterThanOrEqual(box?.x ?? Infinity);
  });
});

test.describe('loading', () => {
  test('nothing of the index loads with the page; focusing the box fetches it once', async ({page}) => {
    const fetched = indexRequests(page);
    await open(page, '/docs/limits/');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    expect(page.workers()).toHaveLength(0);

    await navbarSearch(page).focus();
    await expect.poll(() => fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/docs\/search-index-[0-9a-f]{8}\.json$/);
    await search(navbarSearch(page), 'webhook');
    expect(fetched).toHaveLength(1);
  });

  test('the box itself loads on first hover; until then the page has its look-alike', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await open(page, '/docs/limits/');
    await page.waitForLoadState('networkidle');
    const onLoad = scripts.length;
    await expect(page.locator('.navbar .search-bar-real')).toHaveCount(0);
    await navbarSearch(page).hover();
    await expect(page.locator('.navbar .search-bar-real:visible')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(onLoad);
  });

  test('text typed while the box loads is kept, with the focus, and searched', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.waitForLoadState('networkidle');
    // The box's code arrives late: the reader types into the look-alike meanwhile.
    await page.route(/\/assets\/js\//, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('okta', {delay: 20});
    await expect(page.locator('.navbar .search-bar-real')).toHaveCount(0);
    await expect(page.locator('.navbar .search-bar-real:visible')).toHaveCount(1);
    await expect(navbarSearch(page)).toHaveValue('okta');
    await expect(navbarSearch(page)).toBeFocused();
    await page.keyboard.type(' sso');
    await expect(navbarSearch(page)).toHaveValue('okta sso');
    await expect(hitsOf(boxOf(navbarSearch(page))).first()).toBeVisible();
  });
});

test.describe('version filtering', () => {
  const cases = [
    {from: '/docs/limits/', box: '.navbar', version: latest, index: /^\/docs\/search-index-/},
    {from: '/docs/v1/limits/', box: '.navbar', version: v1, index: /^\/docs\/v1\/search-index-/},
    {from: '/docs/no-such-page/', box: '.not-found__search', version: latest, index: /^\/docs\/search-index-/},
  ];
  for (const {from, box, version, index} of cases) {
    test(`a query from ${from} (${box}) finds ${version.name} pages only`, async ({page}) => {
      const fetched = indexRequests(page);
      await open(page, from);
      const input = page.locator(`${box} .navbar__search-input:visible`);
      const hits = await search(input, 'okta');
      expect(fetched).toHaveLength(1);
      expect(fetched[0]).toMatch(index);
      await expect(hits.first()).toContainText(titleOf(version, '/orgs/sso/okta/'));

      // Every result of the full results page (the dropdown's "See all results") is in that version.
      await boxOf(input).getByRole('link', {name: 'See all results'}).click();
      await expect(page.locator('h1')).toHaveText('Search results for "okta"');
      const links = resultLinks(page);
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) {
        if (version === v1) expect(href).toMatch(/^\/docs\/v1\//);
        else expect(href).not.toMatch(/^\/docs\/v1\//);
      }
    });
  }
});

// Ranking (realistic queries in the first three hits, titles above what is under them) is tested in Node
// on the built index: tests/site/search.test.ts. Here, what the reader does with a hit.
test.describe('search quality', () => {
  test('the page opened from a hit highlights the searched terms', async ({page}) => {
    await open(page, '/docs/');
    await search(navbarSearch(page), 'okta');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/orgs\/sso\/okta\/\?_highlight=okta/);
    await expect(page.locator('article mark').first()).toHaveText(/okta/i);
  });
});

test.describe('keyboard', () => {
  test('Ctrl+K focuses the search box', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.keyboard.press('Control+k');
    await expect(navbarSearch(page)).toBeFocused();
  });

  test('Cmd+K focuses the search box on macOS', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'userAgentData', {get: () => ({platform: 'macOS'})}),
    );
    await open(page, '/docs/limits/');
    await page.keyboard.press('Meta+k');
    await expect(navbarSearch(page)).toBeFocused();
  });

  test('/ focuses the search box, and types a slash inside a text field', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.keyboard.press('/');
    await expect(navbarSearch(page)).toBeFocused();
    await expect(navbarSearch(page)).toHaveValue('');
    await page.keyboard.type('a/b');
    await expect(navbarSearch(page)).toHaveValue('a/b');
  });

  test('arrows move through the hits, Enter opens one, Escape closes the list', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.keyboard.press('Control+k');
    const hits = await search(navbarSearch(page), 'webhook');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar [role="listbox"]')).toBeHidden();

    await page.keyboard.press('Control+k');
    await page.keyboard.press('ArrowDown');
    await expect(hits.first()).toBeVisible();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname !== '/docs/limits/');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('results page', () => {
  test('/docs/search/?q= lists the hits with their section and snippet, and searches as the reader types', async ({page}) => {
    await open(page, '/docs/search/?q=webhook');
    await expect(page.locator('h1')).toHaveText('Search results for "webhook"');
    const results = page.locator('.main-wrapper article[class*="searchResultItem"]');
    await expect(results.first().locator('h2 a')).toHaveAttribute('href', /^\/docs\/api\/rest\/webhooks\/\?_highlight=webhook/);
    await expect(results.first().locator('h2 a')).toHaveText(titleOf(latest, '/api/rest/webhooks/'));
    // Each result: the title (or section) linked, the path to it, and a snippet with the term marked.
    await expect(results.locator('p[class*="searchResultItemPath"]').first()).toBeVisible();
    await expect(results.locator('p[class*="searchResultItemSummary"] mark').first()).toHaveText(/webhook/i);

    const input = page.locator('.main-wrapper input[type="search"]');
    await input.fill('cold start');
    await expect(page).toHaveURL(/\/docs\/search\/\?q=cold(\+|%20)start/);
    await expect(results.first().locator('h2 a')).toHaveText(titleOf(latest, '/workflows/events/cold-starts/'));
  });

  test('the results page of v1 lists v1 pages', async ({page}) => {
    await open(page, '/docs/search/?q=cold%20start&version=v1/');
    const first = resultLinks(page).first();
    await expect(first).toHaveAttribute('href', /^\/docs\/v1\/workflows\/events\/cold-starts\//);
  });
});

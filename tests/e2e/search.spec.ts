/**
 * The default build's search (Pagefind with the site's own box and results page, config/search.ts): offline,
 * one index per version (a search loads its version's files only), nothing loaded until the reader reaches
 * for the box. Every test also
 * checks that no request left 127.0.0.1 and that the page threw nothing. Ranking is tested in Node on the
 * built index (tests/site/search.test.ts).
 */
import type {Locator, Page} from '@playwright/test';
import {test as base, expect, waitForHydration, beforeScriptsRun, holdRequests, siteVersions, titleOf} from './fixtures';
import {searchPlaceholder} from '../../config/search';

const test = base.extend<{outside: string[]}>({
  outside: [
    async ({page}, use) => {
      const outside: string[] = [];
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );
      await use(outside);
      expect(outside, 'requests that left 127.0.0.1').toEqual([]);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    {auto: true},
  ],
});

const [latest, v1] = siteVersions as [(typeof siteVersions)[0], (typeof siteVersions)[0]];

const navbarSearch = (page: Page): Locator => page.locator('.navbar .navbar__search-input:visible');
const boxOf = (input: Locator): Locator => input.locator('xpath=ancestor::*[contains(@class, "navbar__search")][1]');
const hitsOf = (input: Locator): Locator => boxOf(input).locator('[role="listbox"] [role="option"]');
const resultLinks = (page: Page): Locator => page.locator('main ol li h2 a');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The search's requests from now on (pathnames under /docs/pagefind/). */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const {pathname} = new URL(r.url());
    if (pathname.startsWith('/docs/pagefind/')) seen.push(pathname);
  });
  return seen;
}

/** Types a query into a box and waits until its list shows the hits of that query (its status names it). */
async function search(input: Locator, query: string): Promise<Locator> {
  await input.focus();
  await input.fill(query);
  const hits = hitsOf(input);
  await expect(boxOf(input).getByRole('status')).toHaveText(/\d+ pages? found/);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(hits.first()).toBeVisible();
  return hits;
}

test.beforeEach(async ({page}) => page.setViewportSize({width: 1280, height: 800}));

test.describe('search box', {tag: '@markup'}, () => {
  // One tab for the three pages (a fresh context per page cost more than the check): a step per page.
  test(`placeholder is "${searchPlaceholder}" on a v2, a v1 and the not-found page`, async ({page}) => {
    for (const path of ['/docs/limits/', '/docs/v1/limits/', '/docs/no-such-page/']) {
      await test.step(path, async () => {
        await open(page, path);
        await expect(navbarSearch(page)).toHaveAttribute('placeholder', 'Search...');
      });
    }
  });

  test('the not-found page has a search box in its body too, across the column, hits below it', async ({page}) => {
    await open(page, '/docs/no-such-page/');
    const input = page.locator('.not-found__search .navbar__search-input:visible');
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    const hits = await search(input, 'okta');
    const [box, hit] = [await input.boundingBox(), await hits.first().boundingBox()];
    expect(box?.width).toBeGreaterThan(500);
    expect(hit?.x).toBeGreaterThanOrEqual(box?.x ?? Infinity);
    expect(hit?.y).toBeGreaterThan(box?.y ?? Infinity);
  });
});

test.describe('loading', () => {
  test('nothing of the search loads with the page; hovering the box loads it, typing searches', async ({page}) => {
    const fetched = searchRequests(page);
    await open(page, '/docs/limits/');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await navbarSearch(page).hover();
    await expect.poll(() => fetched).toContain(`/docs/pagefind/${latest.name}/pagefind.js`);
    await expect.poll(() => fetched).toContain(`/docs/pagefind/${latest.name}/wasm.en.pagefind`);
    expect(fetched.filter((p) => /\/(index|fragment)\//.test(p))).toEqual([]);
    await search(navbarSearch(page), 'webhook');
    expect(fetched.filter((p) => p.includes('/index/')).length).toBeGreaterThan(0);
    expect(fetched.filter((p) => p === `/docs/pagefind/${latest.name}/pagefind.js`)).toHaveLength(1);
    // A query the index matches loads no vocabulary (it is for corrections only).
    expect(fetched.filter((p) => p.endsWith('/vocabulary.json'))).toEqual([]);
  });

  test('text typed before the search has loaded is searched', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.waitForLoadState('networkidle');
    // The runtime arrives late: the reader has typed meanwhile.
    const release = await holdRequests(page, `**/docs/pagefind/${latest.name}/pagefind.js`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('okta', {delay: 20});
    await expect(navbarSearch(page)).toHaveValue('okta');
    release();
    await expect(hitsOf(navbarSearch(page)).first()).toContainText(titleOf(latest, '/orgs/sso/okta/'));
  });

  test('a query typed before the page has run (into its server HTML) is kept and searched once it runs, in the box and on the results page', async ({page}) => {
    await beforeScriptsRun(page, '/docs/limits/', () => navbarSearch(page).fill('okta'));
    await expect(navbarSearch(page)).toHaveValue('okta');
    await expect(hitsOf(navbarSearch(page)).first()).toContainText(titleOf(latest, '/orgs/sso/okta/'));

    const input = page.getByRole('searchbox', {name: 'Search the docs'});
    await beforeScriptsRun(page, '/docs/search/?version=v1', () => input.fill('okta'));
    await expect(input).toHaveValue('okta');
    await expect(page).toHaveURL(/\/docs\/search\/\?q=okta&version=v1$/);
    await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/docs\/v1\//);
  });
});

test.describe('version filtering', {tag: '@markup'}, () => {
  const cases = [
    {from: '/docs/limits/', box: '.navbar', version: latest},
    {from: '/docs/v1/limits/', box: '.navbar', version: v1},
    {from: '/docs/no-such-page/', box: '.not-found__search', version: latest},
  ];
  for (const {from, box, version} of cases) {
    test(`a query from ${from} (${box}) finds ${version.name} pages only, from ${version.name}'s index alone, and so does its results page`, async ({page}) => {
      const fetched = searchRequests(page);
      await open(page, from);
      const input = page.locator(`${box} .navbar__search-input:visible`);
      const hits = await search(input, 'okta');
      await expect(hits.first()).toContainText(titleOf(version, '/orgs/sso/okta/'));
      const hrefs = await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) expect([href, href.startsWith('/docs/v1/')]).toEqual([href, version === v1]);

      await boxOf(input).getByRole('link', {name: 'See all results'}).click();
      await expect(page.locator('h1')).toHaveText('Search results for "okta"');
      await expect(resultLinks(page).first()).toBeVisible();
      const all = await resultLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(all.length).toBeGreaterThan(1);
      for (const href of all) expect([href, href.startsWith('/docs/v1/')]).toEqual([href, version === v1]);
      expect(fetched.filter((p) => !p.startsWith(`/docs/pagefind/${version.name}/`))).toEqual([]);
    });
  }
});

test.describe('forgiving', {tag: '@markup'}, () => {
  const correction = (page: Page): Locator => page.locator('[data-search-correction]:visible');

  test('a misspelt query shows "Showing results for" its correction and the way back, in the box and on the results page of each version; nothing found lists the closest pages and the sections', async ({page}) => {
    await test.step(`the box on a ${latest.name} page`, async () => {
      const fetched = searchRequests(page);
      await open(page, '/docs/limits/');
      const hits = await search(navbarSearch(page), 'pyhton');
      await expect(correction(page)).toHaveText('Showing results for python. Search for “pyhton” instead');
      await expect(hits.first()).toContainText(titleOf(latest, '/code/python/'));
      expect(fetched.filter((p) => p.endsWith('/vocabulary.json'))).toEqual([`/docs/pagefind/${latest.name}/vocabulary.json`]);
      await page.getByRole('button', {name: 'Search for “pyhton” instead'}).click();
      await expect(correction(page)).toHaveCount(0);
      await expect(navbarSearch(page)).toHaveValue('pyhton');
      await expect(navbarSearch(page)).toBeFocused();
    });
    await test.step(`the results page of ${v1.name}`, async () => {
      await open(page, '/docs/search/?q=wrokflow%20errors&version=v1');
      await expect(correction(page)).toHaveText('Showing results for workflow errors. Search for “wrokflow errors” instead');
      await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/docs\/v1\//);
      await page.getByRole('link', {name: 'Search for “wrokflow errors” instead'}).click();
      await expect(page).toHaveURL(/\/docs\/search\/\?q=wrokflow\+errors&version=v1&literal=1$/);
      // As typed, the query finds nothing, which never ends in an empty page: the closest pages, then the sections.
      await expect(page.getByRole('status')).toHaveText('No results for "wrokflow errors" in v1.');
      await expect(correction(page)).toHaveCount(0);
      await expect(page.locator('[data-search-nothing]')).toHaveText('No page has all of these words. The closest pages:');
      await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/docs\/v1\//);
      await expect(page.locator('[data-search-sections] li a').first()).toHaveAttribute('href', '/docs/v1/');
    });
  });

  test('on a phone the box is an icon beside the full site name, with no keyboard hint; touched, it shows its whole placeholder', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', {enabled: true, maxTouchPoints: 5});
    try {
      await open(page, '/docs/limits/');
      expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
      const box = navbarSearch(page);
      const title = page.locator('.navbar__title');
      const [boxAt, titleAt] = [await box.boundingBox(), await title.boundingBox()];
      expect(boxAt!.width).toBeLessThanOrEqual(48);
      expect(titleAt!.x + titleAt!.width).toBeLessThanOrEqual(boxAt!.x);
      expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      const hints = page.locator('.navbar kbd:visible');
      await expect(hints).toHaveCount(0);
      await box.click();
      await expect(box).toBeFocused();
      await expect(hints).toHaveCount(0);
      const open390 = await box.boundingBox();
      expect(open390!.width).toBeGreaterThan(300);
      expect(await box.evaluate((e: HTMLInputElement) => e.scrollWidth <= e.clientWidth && getComputedStyle(e, '::placeholder').color !== 'rgba(0, 0, 0, 0)')).toBe(true);
    } finally {
      await cdp.send('Emulation.setTouchEmulationEnabled', {enabled: false});
      await cdp.detach();
    }
  });
});

test.describe('keyboard', () => {
  test('Ctrl+K focuses the search box, and so does /, which types a slash inside a text field', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.keyboard.press('Control+k');
    await expect(navbarSearch(page)).toBeFocused();
    await navbarSearch(page).blur();
    await expect(navbarSearch(page)).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(navbarSearch(page)).toBeFocused();
    await expect(navbarSearch(page)).toHaveValue('');
    await page.keyboard.type('a/b');
    await expect(navbarSearch(page)).toHaveValue('a/b');
  });

  test('Cmd+K focuses the search box on macOS', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'userAgentData', {get: () => ({platform: 'macOS'})}));
    await open(page, '/docs/limits/');
    await page.keyboard.press('Meta+k');
    await expect(navbarSearch(page)).toBeFocused();
  });

  test('arrows move through the hits, Escape closes the list, Enter opens the highlighted hit', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.keyboard.press('Control+k');
    const hits = await search(navbarSearch(page), 'webhook');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar [role="listbox"]')).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(hits.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    const target = (await hits.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => `${u.pathname}${u.search}${u.hash}` === target);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('hits', () => {
  test('each shows its title, section and a snippet with the terms marked', {tag: '@markup'}, async ({page}) => {
    await open(page, '/docs/limits/');
    const hits = await search(navbarSearch(page), 'cold start');
    await expect(hits.nth(0)).toContainText(titleOf(latest, '/workflows/events/cold-starts/'));
    await expect(hits.nth(0).locator('mark').first()).toHaveText(/cold|start/i);
    // The second: a section of another page, named by its heading.
    await expect(hits.nth(1)).toContainText('Eliminate cold starts');
    await expect(hits.nth(1)).toHaveAttribute('href', /^\/docs\/workflows\/settings\/\?_highlight=cold&_highlight=start#eliminate-cold-starts$/);
  });

  test('the page opened from a hit highlights the searched terms', async ({page}) => {
    await open(page, '/docs/');
    await search(navbarSearch(page), 'okta');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/orgs\/sso\/okta\/\?_highlight=okta/);
    await expect(page.locator('article mark').first()).toHaveText(/okta/i);
  });

  test('a page opened without terms loads no highlighter', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await open(page, '/docs/orgs/sso/okta/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article mark')).toHaveCount(0);
    const count = scripts.length;
    await open(page, '/docs/orgs/sso/okta/?_highlight=okta');
    await expect(page.locator('article mark').first()).toHaveText(/okta/i);
    expect(scripts.length).toBeGreaterThan(count);
  });
});

test.describe('results page', () => {
  test('/docs/search/?q= lists the hits with their section and snippet, and searches as the reader types', async ({page}) => {
    await open(page, '/docs/search/?q=webhook');
    await expect(page.locator('h1')).toHaveText('Search results for "webhook"');
    const first = page.locator('main ol li').first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^\/docs\/api\/rest\/webhooks\/\?_highlight=webhook/);
    await expect(first.locator('h2 a')).toHaveText(titleOf(latest, '/api/rest/webhooks/'));
    await expect(first.locator('p mark').first()).toHaveText(/webhook/i);
    // A hit in a section of its page names that section: the heading its link points to (`h2 › h3` when nested)
    const inSection = page.locator('main ol li', {has: page.locator('h2 a[href*="#"]')}).first();
    const href = (await inSection.locator('h2 a').getAttribute('href'))!;
    const headingText = await page.evaluate(async (url) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
      return doc.getElementById(decodeURIComponent(url.split('#')[1]!))?.textContent?.replace(/\u200b/g, '').trim() ?? null;
    }, href);
    expect(headingText).toBeTruthy();
    expect((await inSection.locator('p').first().textContent())?.split(' › ').pop()).toBe(headingText);

    const input = page.getByRole('searchbox', {name: 'Search the docs'});
    await input.fill('cold start');
    await expect(page).toHaveURL(/\/docs\/search\/\?q=cold(\+|%20)start$/);
    await expect(resultLinks(page).first()).toHaveText(titleOf(latest, '/workflows/events/cold-starts/'));
  });

  test('the results page of v1 lists v1 pages; the all-versions switch lists both, each with its version', async ({page}) => {
    const fetched = searchRequests(page);
    await open(page, '/docs/search/?q=cold%20start&version=v1');
    await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/docs\/v1\/workflows\/events\/cold-starts\//);
    const v1Only = await resultLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(v1Only.filter((h) => !h.startsWith('/docs/v1/'))).toEqual([]);
    expect(fetched.filter((p) => !p.startsWith(`/docs/pagefind/${v1.name}/`))).toEqual([]);

    const toggle = page.getByRole('switch', {name: 'All versions'});
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page).toHaveURL(/[?&]all=1/);
    await expect(page.getByRole('status')).toContainText('found in all versions');
    const hrefs = await resultLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.startsWith('/docs/v1/'))).toBe(true);
    expect(hrefs.some((h) => !h.startsWith('/docs/v1/'))).toBe(true);
    await expect(page.locator('main ol li h2 .badge', {hasText: v1.name}).first()).toBeVisible();
    await expect(page.locator('main ol li h2 .badge', {hasText: latest.name}).first()).toBeVisible();
    // The latest version's index, merged into v1's for the switch.
    expect(fetched.some((p) => p.startsWith(`/docs/pagefind/${latest.name}/index/`))).toBe(true);

    await toggle.uncheck();
    await expect(page).not.toHaveURL(/all=1/);
    await expect(page.getByRole('status')).toContainText(`found in ${v1.name}`);
  });

  test('an unknown version is a clear error', async ({page}) => {
    await open(page, '/docs/search/?q=okta&version=v9');
    await expect(page.getByRole('alert')).toHaveText('There is no docs version "v9": search v2 or v1, or all versions.');
    await expect(resultLinks(page)).toHaveCount(0);
  });

  test.describe('without JavaScript', {tag: '@markup'}, () => {
    test.use({javaScriptEnabled: false});

    test('the page is a plain form that takes the reader to ?q=', async ({page}) => {
      await page.goto('/docs/search/');
      await expect(page.locator('h1')).toHaveText('Search the documentation');
      // The note for readers without JavaScript (read from the markup: how Chromium parses <noscript> under
      // Playwright's script switch varies).
      const noscript = await page.locator('main noscript').evaluate((e) => e.innerHTML);
      expect(noscript).toContain('Search results need JavaScript');
      // The sections of the docs, to start from instead.
      expect(noscript).toContain('href="/docs/code/"');
      const input = page.getByRole('searchbox', {name: 'Search the docs'});
      await expect(input).toHaveAttribute('placeholder', 'Search...');
      await input.fill('okta');
      await input.press('Enter');
      await page.waitForURL(/\/docs\/search\/\?q=okta&?$/);
    });
  });

  test('the URL the plain form goes to lists the hits once scripts run', async ({page}) => {
    // What the form without JavaScript submits: `q` and an unchecked switch.
    await open(page, '/docs/search/?q=okta');
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('okta');
    await expect(resultLinks(page).first()).toHaveText(titleOf(latest, '/orgs/sso/okta/'));
  });
});

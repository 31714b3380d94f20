/**
 * Outside requests (docs-dev/requirements.md "Outside services"): the default build and a reader's visit touch nothing but
 * the site's own host. A visit to 20 pages (loads and in-app navigation), a tab pick, a version switch and a
 * search (the default build always has a search box), with every request recorded; any host other than the local
 * server fails the test. (tests/site/builtFiles.test.ts checks the default build carries no Google Tag Manager.)
 */
import type {Request} from '@playwright/test';
import {test, expect, waitForHydration, openVersionMenu, switchVersion, siteVersions, routesOf, spread, pageWithTabs} from './fixtures';

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

test('20 pages, a tab pick, a version switch and a search request nothing outside localhost', async ({page, context}) => {
  test.setTimeout(120_000);
  const outside: string[] = [];
  let requests = 0;
  await context.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && !localHosts.has(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('request', () => requests++);
  let pagefindRequests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/docs/pagefind/')) pagefindRequests++;
  });
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  const visited = new Set<string>();
  const visit = async (url: string) => {
    await page.goto(url);
    await waitForHydration(page);
    visited.add(new URL(page.url()).pathname);
  };

  // 9 pages loaded directly, spread over both versions (the sweep loads every page; here only what they
  // request counts). The Node.js section below has about 10 more to reach by in-app navigation.
  const [v2, v1] = siteVersions as [(typeof siteVersions)[0], (typeof siteVersions)[0]];
  for (const r of spread(routesOf(v2), 7)) await visit(`${v2.prefix}${r}`);
  for (const r of spread(routesOf(v1), 2)) await visit(`${v1.prefix}${r}`);

  // A page with tabs: pick another tab.
  await visit(pageWithTabs());
  await page.locator('[role=tab][aria-selected=false]').first().click();

  // In-app navigation: sidebar links not visited yet, in the largest section.
  await visit('/docs/code/nodejs/');
  for (let i = 0; i < 30 && visited.size < 20; i++) {
    const from = new URL(page.url()).pathname;
    const href = await page.evaluate((seen) => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav.menu a.menu__link'));
      return links.find((a) => a.checkVisibility() && a.pathname.startsWith('/docs/') && !seen.includes(a.pathname))?.getAttribute('href');
    }, [...visited]);
    if (!href) break;
    await page.locator(`nav.menu a.menu__link[href="${href}"]`).first().click();
    await page.waitForURL((u) => u.pathname !== from, {waitUntil: 'commit', timeout: 15_000});
    // The new page has rendered, not only its URL: its sidebar link is the active one (clicking the next link
    // while the sidebar still re-rendered once hit a node React replaced, and no navigation followed).
    await expect(page.locator(`nav.menu a.menu__link--active[href="${href}"]`)).not.toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
    visited.add(new URL(page.url()).pathname);
  }

  // The version menu: the same page in v1, a page load of v1's own build; searched once that page has run.
  const menu = await openVersionMenu(page);
  await switchVersion(page, menu.locator('a', {hasText: 'v1'}));
  expect(new URL(page.url()).pathname).toMatch(/^\/docs\/v1\//);
  visited.add(new URL(page.url()).pathname);

  // Search: the default build always has the local search box (config/search.ts); a missing box fails here.
  const search = page.locator('.navbar .navbar__search-input:visible');
  await expect(search).toHaveCount(1);
  // Pagefind's runtime, then its index chunks and the hits' fragments, all under /docs/pagefind/: counted from the
  // start, since the runtime may load before the box is used.
  await search.click();
  await search.fill('limits');
  // Not a pause: the search has happened once hits are shown from its index; then nothing may still be in
  // flight (a request the search started late would be counted or aborted by then).
  await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
  expect(pagefindRequests).toBeGreaterThan(0);
  await expect.poll(() => inFlight.size).toBe(0);

  expect(visited.size).toBeGreaterThanOrEqual(20);
  expect(requests).toBeGreaterThan(20);
  expect(outside).toEqual([]);
});

/**
 * Theme behaviours (issue 4) in Chromium against the production build: tab memory with its expiry, the
 * throttled scroll spy (TOC and sidebar), smooth anchor scrolling, the progress bar, and the
 * chunk-failure screen for each reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {behaviour} from '../../src/data/platform';
import {test, expect, waitForHydration} from './fixtures';

const writersPage = '/docs/writing-docs/';

/** Another v2 page with a `language` tab group, found in the sources so the test follows the content. */
function otherPageWithLanguageTabs(): string {
  const docs = path.join(__dirname, '..', '..', 'docs');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const file = walk(docs)
    .filter((f) => f.endsWith('.md') && !f.endsWith('writing-docs.md'))
    .sort()
    .find((f) => /<Tabs groupId="language">\s*<TabItem value="nodejs"/.test(fs.readFileSync(f, 'utf8')));
  if (!file) throw new Error('no other page with a language tab group');
  const rel = path.relative(docs, file).replace(/\.md$/, '').replace(/(^|\/)index$/, '');
  return `/docs/${rel ? rel + '/' : ''}`;
}

async function selectedTab(page: Page): Promise<string> {
  const tab = page.locator('.tabs-container').first().locator('[role="tab"][aria-selected="true"]');
  return (await tab.textContent())?.trim() ?? '';
}

async function pick(page: Page, label: string): Promise<void> {
  await page.locator('.tabs-container').first().getByRole('tab', {name: label, exact: true}).click();
  await expect.poll(() => selectedTab(page)).toBe(label);
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('tab memory', () => {
  const minute = 60_000;

  test('a pick is kept on reload within the lifetime, and another page is unaffected', async ({page}) => {
    await page.clock.install();
    await open(page, writersPage);
    expect(await selectedTab(page)).toBe('Node.js');
    await pick(page, 'Python');
    await page.clock.fastForward(behaviour.tabMemoryMs - minute);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page)).toBe('Python');

    const other = otherPageWithLanguageTabs();
    await open(page, other);
    expect(await selectedTab(page)).toBe('Node.js');
    // The URL stays clean: picks go to the memory, not the query string.
    expect(new URL(page.url()).search).toBe('');
  });

  test('after the lifetime the default tab shows again', async ({page}) => {
    await page.clock.install();
    await open(page, writersPage);
    await pick(page, 'Go');
    await page.clock.fastForward(behaviour.tabMemoryMs + 1000);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await selectedTab(page)).toBe('Node.js');
  });

  test('each pick restarts the lifetime', async ({page}) => {
    await page.clock.install();
    await open(page, writersPage);
    await pick(page, 'Python');
    await page.clock.fastForward(behaviour.tabMemoryMs - minute);
    await pick(page, 'Bash');
    await page.clock.fastForward(behaviour.tabMemoryMs - minute);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page)).toBe('Bash');
  });

  test('going to another page and back keeps this page’s pick', async ({page}) => {
    await open(page, writersPage);
    await pick(page, 'Python');
    await page.getByRole('link', {name: 'Limits', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/limits\/$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(writersPage + '$'));
    await expect.poll(() => selectedTab(page)).toBe('Python');
  });

  test('a link selects a tab with the query string', async ({page}) => {
    await open(page, `${writersPage}?language=go`);
    await expect.poll(() => selectedTab(page)).toBe('Go');
  });
});

/** The ids of the page's h2/h3 headings that the TOC lists. */
async function tocIds(page: Page): Promise<string[]> {
  return page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((links) =>
    links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
  );
}
const activeTocId = (page: Page) =>
  page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link--active')
    .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
const sidebarHeadingIds = (page: Page) =>
  page
    .locator('.sidebar-page-headings a')
    .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
const activeSidebarHeading = (page: Page) =>
  page
    .locator('.sidebar-page-headings a.sidebar-page-headings__active')
    .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));

test.describe('scroll spy', () => {
  test.use({viewport: {width: 1400, height: 900}});
  const longPage = '/docs/limits/';

  test('highlights the heading in view in the TOC and in the sidebar entry, which lists the headings', async ({page}) => {
    await open(page, longPage);
    const ids = await tocIds(page);
    expect(ids.length).toBeGreaterThan(4);
    // The sidebar entry of the current page lists its h2 headings (h3 nested).
    expect(await sidebarHeadingIds(page)).toEqual(ids);
    for (const id of [ids[1]!, ids[3]!, ids[ids.length - 2]!]) {
      // Scroll in steps to the heading, then let the throttle window pass.
      const target = await page.locator(`[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top + window.scrollY - 120);
      const start = await page.evaluate(() => window.scrollY);
      for (let i = 1; i <= 5; i++) {
        await page.evaluate((y) => window.scrollTo({top: y, behavior: 'instant'}), start + ((target - start) * i) / 5);
        await page.waitForTimeout(30);
      }
      await expect.poll(() => activeTocId(page)).toEqual([id]);
      await expect.poll(() => activeSidebarHeading(page)).toEqual([id]);
    }
  });

  test('the sidebar entry lists the headings in the server HTML: hydration keeps them, nothing shifts', async ({page, browser, baseURL}) => {
    // In the HTML as served, before any script.
    const noJs = await browser.newContext({javaScriptEnabled: false, baseURL});
    const plain = await noJs.newPage();
    await plain.goto(longPage);
    const servedIds = await sidebarHeadingIds(plain);
    await noJs.close();
    // Layout shifts from the start, and the list element parsed from the HTML, recorded before any page script.
    await page.addInitScript(() => {
      const w = window as unknown as {shifts: number[]; parsedList?: Element};
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shifts.push((e as unknown as {value: number}).value);
      }).observe({type: 'layout-shift', buffered: true});
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.parsedList = document.querySelector('.sidebar-page-headings') ?? undefined;
      });
    });
    await open(page, longPage);
    const ids = await tocIds(page);
    expect(ids.length).toBeGreaterThan(4);
    expect(servedIds).toEqual(ids);
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => {
      const w = window as unknown as {shifts: number[]; parsedList?: Element};
      return {sameNode: !!w.parsedList && w.parsedList === document.querySelector('.sidebar-page-headings'), cls: w.shifts.reduce((a, b) => a + b, 0)};
    });
    expect(after.sameNode).toBe(true);
    expect(after.cls).toBeLessThan(0.01);
    // A client-side navigation lists the next page's headings under its entry.
    await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/pricing/"]').first().click();
    await expect(page).toHaveURL(/\/docs\/pricing\/$/);
    await expect.poll(async () => {
      const toc = await tocIds(page);
      return toc.length > 0 && toc.join() === (await sidebarHeadingIds(page)).join();
    }).toBe(true);
  });

  test(`the scroll handler runs at most once per ${behaviour.scrollThrottleMs} ms over a burst`, async ({page}) => {
    await open(page, longPage);
    await page.evaluate(() => performance.clearMarks('pipedream:scroll-spy'));
    const burstMs = await page.evaluate(async () => {
      const t0 = performance.now();
      for (let i = 0; i < 60; i++) {
        window.scrollBy({top: 40, behavior: 'instant'});
        window.dispatchEvent(new Event('scroll'));
        await new Promise((r) => setTimeout(r, 16));
      }
      return performance.now() - t0;
    });
    await page.waitForTimeout(behaviour.scrollThrottleMs + 100);
    const runs = await page.evaluate(() => performance.getEntriesByName('pipedream:scroll-spy').length);
    // Leading call, one per window, and the trailing call after the burst.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(Math.ceil(burstMs / behaviour.scrollThrottleMs) + 1);
    // After the burst it settles on the heading in view.
    const ids = await tocIds(page);
    const expected = await page.evaluate((all) => {
      const navbar = document.querySelector('.navbar')!.clientHeight;
      const tops = all.map((id) => document.getElementById(id)!.getBoundingClientRect());
      const next = tops.findIndex((r) => r.top >= navbar);
      if (next === -1) return all[all.length - 1];
      return tops[next]!.top > 0 && tops[next]!.bottom < window.innerHeight / 2 ? all[next] : all[next - 1];
    }, ids);
    await expect.poll(() => activeTocId(page)).toEqual([expected]);
  });
});

test.describe('anchor scrolling', () => {
  test.use({viewport: {width: 1400, height: 900}});

  async function clickTocLinkAndSample(page: Page) {
    const link = page.locator('.theme-doc-toc-desktop a.table-of-contents__link').nth(4);
    const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
    await link.click();
    await page.waitForTimeout(40);
    const early = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(1500);
    const final = await page.evaluate(() => window.scrollY);
    const headingTop = await page.locator(`[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
    const navbar = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    return {early, final, headingTop, navbar};
  }

  test('in-page links scroll smoothly and the heading stays below the sticky navbar', async ({page}) => {
    await open(page, '/docs/limits/');
    const {early, final, headingTop, navbar} = await clickTocLinkAndSample(page);
    expect(final).toBeGreaterThan(0);
    expect(early).toBeLessThan(final); // still on its way after 40 ms
    expect(headingTop).toBeGreaterThanOrEqual(navbar);
  });

  test('readers who ask for reduced motion jump at once', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await open(page, '/docs/limits/');
    const {early, final, headingTop, navbar} = await clickTocLinkAndSample(page);
    expect(early).toBe(final);
    expect(headingTop).toBeGreaterThanOrEqual(navbar);
  });
});

test('the progress bar shows in the brand colour while a page loads', async ({page}) => {
  await open(page, '/docs/limits/');
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(52, 210, 139)');
  await expect(page).toHaveURL(/\/docs\/pricing\/$/);
  await expect(bar).toHaveCount(0, {timeout: 10_000});
});

test.describe('chunk-failure screen', () => {
  /** Every script chunk but the entry bundle (main, runtime): the page's own code. */
  const pageChunks = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

  async function expectScreen(page: Page, reason: string) {
    const screen = page.locator('#chunk-failure');
    await expect(screen).toBeVisible({timeout: 15_000});
    await expect(screen).toHaveAttribute('data-reason', reason);
    await expect(screen.getByRole('heading')).not.toBeEmpty();
    await expect(screen).toContainText(`(${reason})`);
    await expect(screen.getByRole('button', {name: 'Reload'})).toBeFocused();
    // The server-rendered page stays readable underneath.
    await expect(page.locator('article h1')).toBeVisible();
  }

  test('first load, aborted request: error', async ({page}) => {
    await page.route(pageChunks, (route) => route.abort());
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    await expectScreen(page, 'error');
  });

  test('first load, chunk gone from the server (404): missing', async ({page}) => {
    await page.route(pageChunks, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    await expectScreen(page, 'missing');
  });

  test(`first load, stalled request: timeout after ${behaviour.chunkLoadTimeoutMs / 1000} s`, async ({page}) => {
    await page.clock.install();
    await page.route(pageChunks, () => {
      /* never answered */
    });
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    await page.waitForTimeout(500);
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
    await page.clock.runFor(behaviour.chunkLoadTimeoutMs + 1000);
    await expectScreen(page, 'timeout');
  });

  test('client navigation: the target page reloads and shows the reason', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.route(pageChunks, (route) => route.abort());
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/pricing\/$/);
    await expectScreen(page, 'error');
    await page.unroute(pageChunks);
    await page.getByRole('button', {name: 'Reload'}).click();
    await waitForHydration(page);
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
  });
});

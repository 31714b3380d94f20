/**
 * Theme behaviours in Chromium against the production build: tab memory with its expiry, the
 * throttled scroll spy (TOC and sidebar), smooth anchor scrolling, the progress bar, and the
 * chunk-failure screen for each reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {behaviour} from '../../src/data/platform';
import {test, expect, waitForHydration, pageChunks, expectFailureScreen, holdRequests} from './fixtures';

/** A page whose first tab group is `language` with Node.js (the default), Python, Go and Bash. */
const tabsPage = '/docs/code/';

/** Another v2 page with a `language` tab group, found in the sources so the test follows the content. */
function otherPageWithLanguageTabs(): string {
  const docs = path.join(__dirname, '..', '..', 'docs');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const file = walk(docs)
    .filter((f) => f.endsWith('.md') && path.relative(docs, f) !== 'code/index.md')
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
    await open(page, tabsPage);
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
    await open(page, tabsPage);
    await pick(page, 'Go');
    await page.clock.fastForward(behaviour.tabMemoryMs + 1000);
    await page.reload();
    await waitForHydration(page);
    // Instead of a pause to see that no stale pick comes back: the condition it depends on. The tab memory puts
    // back only live picks before the page renders, so once it has run no Tabs key or memory is left to restore.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docusaurus.tab.') || k === 'pipedream.tab-memory')))
      .toEqual([]);
    expect(await selectedTab(page)).toBe('Node.js');
  });

  test('each pick restarts the lifetime', async ({page}) => {
    await page.clock.install();
    await open(page, tabsPage);
    await pick(page, 'Python');
    await page.clock.fastForward(behaviour.tabMemoryMs - minute);
    await pick(page, 'Bash');
    await page.clock.fastForward(behaviour.tabMemoryMs - minute);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page)).toBe('Bash');
  });

  test('going to another page and back keeps this page’s pick', async ({page}) => {
    await open(page, tabsPage);
    await pick(page, 'Python');
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/pricing\/$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(tabsPage + '$'));
    await expect.poll(() => selectedTab(page)).toBe('Python');
  });

  test('a link selects a tab with the query string', async ({page}) => {
    await open(page, `${tabsPage}?language=go`);
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

/** Scrolls the window to `y` and waits for the browser's scroll event of that step (none comes if nothing moved). */
async function scrollAndWaitForEvent(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.scrollTo({top, behavior: 'instant'});
        if (window.scrollY === before) resolve();
        else window.addEventListener('scroll', () => resolve(), {once: true});
      }),
    y,
  );
}

/**
 * The window's scroll position that puts heading `id` `below` px under the top of the window, as the page is
 * laid out now: the article's sections are drawn as they come near the screen (src/css/sections.css), so a
 * heading further down moves as the reader scrolls, and a scroll towards it measures it again at each step.
 */
const scrollYFor = (page: Page, id: string, below: number) =>
  page.locator(`[id="${id}"]`).evaluate((h, px) => h.getBoundingClientRect().top + window.scrollY - px, below);

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
      const start = await page.evaluate(() => window.scrollY);
      for (let i = 1; i <= 5; i++) await scrollAndWaitForEvent(page, start + (((await scrollYFor(page, id, 120)) - start) * i) / 5);
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
      const w = window as unknown as {shifts: number[]; shiftObserver: PerformanceObserver; parsedList?: Element};
      w.shifts = [];
      const record = (entries: PerformanceEntryList) => {
        for (const e of entries) w.shifts.push((e as unknown as {value: number}).value);
      };
      w.shiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
      w.shiftObserver.observe({type: 'layout-shift', buffered: true});
      (w as unknown as {recordPending: () => void}).recordPending = () => record(w.shiftObserver.takeRecords());
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.parsedList = document.querySelector('.sidebar-page-headings') ?? undefined;
      });
    });
    await open(page, longPage);
    const ids = await tocIds(page);
    expect(ids.length).toBeGreaterThan(4);
    expect(servedIds).toEqual(ids);
    // "Nothing shifts" needs the page settled, not a pause: no request in flight for 500 ms (every chunk the
    // page asked for has arrived and rendered), then two frames so the last render is laid out and its
    // layout-shift entries exist; entries not yet delivered to the observer are taken from its queue.
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const w = window as unknown as {shifts: number[]; parsedList?: Element; recordPending: () => void};
      w.recordPending();
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
    // The throttle runs on timers and Date.now(): Playwright's clock, paused, makes the burst exact.
    await page.clock.install();
    await open(page, longPage);
    const ids = await tocIds(page);
    // The burst ends with this heading 10 px below the navbar, where the spy must settle.
    const target = ids[Math.floor(ids.length / 2)]!;
    const navbar = await page.locator('.navbar').evaluate((n) => n.clientHeight);
    await page.clock.pauseAt(Date.now() + 60_000);
    // The clock's stand-in for `performance` keeps no entries: count the spy's marks as they are made.
    await page.evaluate(() => {
      const w = window as unknown as {spyRuns: number};
      w.spyRuns = 0;
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'pipedream:scroll-spy') w.spyRuns++;
        return mark(name, options);
      };
    });
    // 20 scroll events 50 ms apart (t = 0 … 950 ms), then the clock runs one more window for the trailing call.
    const calls = 20;
    const stepMs = 50;
    for (let i = 1; i <= calls; i++) {
      const endY = await scrollYFor(page, target, navbar + 10);
      await page.evaluate((y) => {
        window.scrollTo({top: y, behavior: 'instant'});
        window.dispatchEvent(new Event('scroll'));
      }, (endY * i) / calls);
      await page.clock.runFor(stepMs);
    }
    await page.clock.runFor(behaviour.scrollThrottleMs);
    const runs = await page.evaluate(() => (window as unknown as {spyRuns: number}).spyRuns);
    // Leading call at 0, one at the end of each window that had calls (300, 600, 900 ms with the 300 ms window)
    // and the trailing call for the calls after that (1,200 ms): 5, i.e. ceil(1,000 / window) + 1.
    expect(runs).toBe(Math.ceil((calls * stepMs) / behaviour.scrollThrottleMs) + 1);
    await expect.poll(() => activeTocId(page)).toEqual([target]);
  });
});

test.describe('anchor scrolling', () => {
  test.use({viewport: {width: 1400, height: 900}});

  /**
   * Clicks a TOC link and records the window's position at every scroll event until the browser's
   * `scrollend` (fired once a smooth or instant scroll has finished): no sampling at guessed times.
   */
  async function clickTocLinkAndTrack(page: Page) {
    const link = page.locator('.theme-doc-toc-desktop a.table-of-contents__link').nth(4);
    const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
    await page.evaluate(() => {
      const w = window as unknown as {scrollPositions: number[]; scrollEnded: boolean};
      w.scrollPositions = [];
      w.scrollEnded = false;
      window.addEventListener('scroll', () => w.scrollPositions.push(window.scrollY));
      window.addEventListener('scrollend', () => (w.scrollEnded = true), {once: true});
    });
    await link.click();
    await page.waitForFunction(() => (window as unknown as {scrollEnded: boolean}).scrollEnded);
    const positions = await page.evaluate(() => (window as unknown as {scrollPositions: number[]}).scrollPositions);
    const final = await page.evaluate(() => window.scrollY);
    const behaviour = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    const headingTop = await page.locator(`[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
    const navbar = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    return {positions, final, behaviour, headingTop, navbar};
  }

  test('in-page links scroll smoothly and the heading stays below the sticky navbar', async ({page}) => {
    await open(page, '/docs/limits/');
    const {positions, final, behaviour, headingTop, navbar} = await clickTocLinkAndTrack(page);
    expect(final).toBeGreaterThan(0);
    expect(positions.at(-1)).toBe(final);
    // Smooth is the site's scroll-behavior. The animation itself is the browser's, timed on the compositor: on a
    // loaded machine it can finish within one frame, so intermediate positions are not asserted.
    expect(behaviour).toBe('smooth');
    expect(headingTop).toBeGreaterThanOrEqual(navbar);
  });

  test('readers who ask for reduced motion jump at once', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await open(page, '/docs/limits/');
    const {positions, final, behaviour, headingTop, navbar} = await clickTocLinkAndTrack(page);
    expect(final).toBeGreaterThan(0);
    expect(behaviour).toBe('auto');
    // One jump: every scroll event saw the final position.
    expect([...new Set(positions)]).toEqual([final]);
    expect(headingTop).toBeGreaterThanOrEqual(navbar);
  });
});

test('the progress bar shows in the brand colour while a page loads', async ({page}) => {
  await open(page, '/docs/limits/');
  // The next page's scripts are held (not delayed by a guessed time) until the bar has been seen; the bar's
  // own (src/upstream/progressBar.ts, loaded on the reader's first intent) is not.
  const release = await holdRequests(page, (url) => /\/assets\/js\/.*\.js$/.test(url.pathname) && !/\/progress-bar\.[0-9a-f]+\.js$/.test(url.pathname));
  await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(52, 210, 139)');
  release();
  await expect(page).toHaveURL(/\/docs\/pricing\/$/);
  await expect(bar).toHaveCount(0, {timeout: 10_000});
});

test.describe('chunk-failure screen', () => {
  test('first load, aborted request: error', async ({page}) => {
    await page.route(pageChunks, (route) => route.abort());
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    await expectFailureScreen(page, 'error');
  });

  test('first load, chunk gone from the server (404): missing', async ({page}) => {
    await page.route(pageChunks, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    await expectFailureScreen(page, 'missing');
  });

  test(`first load, stalled request: timeout after ${behaviour.chunkLoadTimeoutMs / 1000} s`, async ({page}) => {
    // The clock is paused before the page loads, so the chunk loader's time-outs start at the same fake instant
    // whenever they are set, and only runFor() moves them.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.route(pageChunks, () => {
      /* never answered */
    });
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    // The app starts a few frames after the page is painted (plugins/upstream/appStart.ts), frames the paused clock
    // gives only when it is moved. The loader sets a chunk's time-out when it adds the chunk's script element
    // (data-rspack): once one is there, the clock runs to 1 s short of the time-out (no screen yet), then past it.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.evaluate(() => document.querySelector('script[data-rspack]') !== null);
      })
      .toBe(true);
    await page.clock.runFor(behaviour.chunkLoadTimeoutMs - 1000);
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
    await page.clock.runFor(2000);
    await expectFailureScreen(page, 'timeout');
  });

  test('client navigation: the target page reloads and shows the reason', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.route(pageChunks, (route) => route.abort());
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/pricing\/$/);
    await expectFailureScreen(page, 'error');
    await page.unroute(pageChunks);
    await page.getByRole('button', {name: 'Reload'}).click();
    await waitForHydration(page);
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
  });
});

test.describe('code blocks', () => {
  test.use({colorScheme: 'dark', viewport: {width: 1280, height: 900}});
  test('hydration keeps the server’s code blocks, coloured for the reader’s mode by CSS', async ({page}) => {
    // An expando on each server-rendered block: it survives only if hydration keeps the element.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const pre of document.querySelectorAll('pre.prism-code')) (pre as HTMLElement & {fromServer?: boolean}).fromServer = true;
      }),
    );
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    // The copy buttons render only in the browser, after hydration: once they are there, a re-mount would have happened.
    await expect(page.locator('pre.prism-code').first().locator('xpath=..').getByRole('button', {name: /copy/i})).toBeAttached();
    const blocks = await page.locator('pre.prism-code').evaluateAll((pres) => pres.map((p) => (p as HTMLElement & {fromServer?: boolean}).fromServer === true));
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.every(Boolean)).toBe(true);
    // Dark theme colours (config/codeThemes.ts, Dracula): keywords purple and italic on the dark background.
    const keyword = page.locator('pre.prism-code .token.keyword').first();
    await expect(keyword).toHaveCSS('color', 'rgb(189, 147, 249)');
    await expect(keyword).toHaveCSS('font-style', 'italic');
    await expect(page.locator('pre.prism-code').first()).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  });
});

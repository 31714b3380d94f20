/**
 * The article's sections (plugins/rehypeSections.ts, src/css/sections.css) in Chromium against the build:
 * - a phone lays out only the sections near the screen when a page loads; the browser draws the others as
 *   they come near, and the app draws them all in idle time (src/lib/drawSections.ts, one a slice: a unit test);
 * - the sections change no spacing: once drawn, each article lays out as it would with its blocks at the top
 *   level;
 * - a link to a heading, on a first load or a client navigation, lands on it, and it stays there once the
 *   sections around it are drawn, with the browser's scroll anchoring off (Safari has none).
 * Pages come from the build: those with the most sections.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {builtPages, htmlFileOf} from '../lib/builtSite';
import {test, expect, waitForHydration} from './fixtures';

const sectionCount = (url: string) => fs.readFileSync(htmlFileOf(url), 'utf8').split('<section class=markdown-section>').length - 1;
const pagesByLength = builtPages()
  .map((p) => ({...p, sections: sectionCount(p.url)}))
  .sort((a, b) => b.sections - a.sections || a.url.localeCompare(b.url));
const longest = pagesByLength[0]!;
/** The longest pages of each version: what the sections change most. */
const sample = [...pagesByLength.filter((p) => p.version === pagesByLength[0]!.version).slice(0, 4), pagesByLength.find((p) => p.version !== pagesByLength[0]!.version)!];

/** Waits for two frames: the browser has updated which sections it draws after the last scroll or load. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test.describe('article sections', () => {
  test.use({viewport: {width: 390, height: 800}});

  /** Whether each section of the article is drawn: a section's heading is hidden while the browser skips it. */
  const drawn = (page: Page) =>
    page.locator('.markdown > .markdown-section').evaluateAll((ss) => ss.map((s) => s.firstElementChild!.checkVisibility({contentVisibilityAuto: true})));

  test(`a phone lays out only the sections near the screen, the others as they come near (${longest.url}, ${longest.sections} sections)`, {tag: '@markup'}, async ({page}) => {
    expect(longest.sections).toBeGreaterThanOrEqual(6);
    // No idle time for the app: what the browser does alone.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(longest.url);
    await waitForHydration(page);
    await twoFrames(page);
    const onLoad = await drawn(page);
    expect(onLoad.at(-1)).toBe(false);
    expect(onLoad.filter(Boolean).length).toBeLessThan(onLoad.length / 2);
    await page.locator('.markdown > .markdown-section').last().locator('h2').evaluate((h) => h.scrollIntoView({behavior: 'instant'}));
    await expect.poll(async () => (await drawn(page)).at(-1)).toBe(true);
  });

  test('the app draws every section in idle time once the page has loaded, and the page does not move', {tag: '@markup'}, async ({page}) => {
    await page.goto(longest.url);
    await waitForHydration(page);
    await expect(page.locator('.markdown > .markdown-section:not([data-drawn])')).toHaveCount(0);
    expect((await drawn(page)).every(Boolean)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const width of [390, 1280]) {
    test(`at ${width}px the sections change no spacing: each block sits where it would at the article's top level`, {tag: '@markup'}, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      for (const p of sample) {
        await page.goto(p.url);
        await waitForHydration(page);
        await expect(page.locator('.markdown > .markdown-section:not([data-drawn])')).toHaveCount(0);
        const [withSections, without] = await page.evaluate(() => {
          const article = document.querySelector<HTMLElement>('.theme-doc-markdown')!;
          const blocks = [...article.querySelectorAll<HTMLElement>(':scope > :not(.markdown-section), :scope > .markdown-section > *')];
          const place = () => {
            const top = article.getBoundingClientRect().top;
            return blocks.map((b) => `${b.tagName}${b.id ? '#' + b.id : ''} ${Math.round(b.getBoundingClientRect().top - top)}`);
          };
          // Every section drawn (above), then the same blocks with the sections taken away.
          const placed = place();
          for (const s of article.querySelectorAll(':scope > .markdown-section')) s.replaceWith(...s.childNodes);
          return [placed, place()];
        });
        expect(withSections.length, p.url).toBeGreaterThan(p.sections);
        expect(withSections, p.url).toEqual(without);
      }
    });
  }

  /** Where the browser puts a heading it scrolls to (below the page's scroll padding and the heading's margin), less where it is. */
  const offFromLanding = (page: Page, id: string) =>
    page.locator(`[id="${id}"]`).evaluate((h) => {
      const landing = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(h).scrollMarginTop);
      // Whole pixels; `+ 0` turns a rounded -0.4 (-0, which toBe(0) refuses) into 0.
      return Math.round(h.getBoundingClientRect().top - landing) + 0;
    });
  const noScrollAnchoring = () =>
    document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('overflow-anchor', 'none'));
  const target = longest.headers.filter((h) => h.level === 2).at(-2)!.slug;

  test('a link to a heading lands on it, and it stays there as the sections around it are drawn, with no scroll anchoring', {tag: '@markup'}, async ({page}) => {
    await page.addInitScript(noScrollAnchoring);
    await page.goto(`${longest.url}#${target}`);
    await waitForHydration(page);
    await expect.poll(() => offFromLanding(page, target)).toBe(0);
    // Every section drawn (the app's idle drawing too), the heading has not moved.
    await expect(page.locator('.markdown > .markdown-section:not([data-drawn])')).toHaveCount(0);
    await twoFrames(page);
    expect(await offFromLanding(page, target)).toBe(0);
  });

  test('so does a client navigation to a heading of another page (src/clientModules/sections.ts)', async ({page}) => {
    await page.addInitScript(noScrollAnchoring);
    const from = pagesByLength.find((p) => p.version === longest.version && p.url !== longest.url)!.url;
    await page.goto(from);
    await waitForHydration(page);
    // The app's router follows the history (a link of the app does the same, by pushState).
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${longest.url}#${target}`);
    await expect(page.locator('article h1')).toHaveText(longest.title);
    await expect.poll(() => offFromLanding(page, target)).toBe(0);
    await expect(page.locator('.markdown > .markdown-section:not([data-drawn])')).toHaveCount(0);
    await twoFrames(page);
    expect(await offFromLanding(page, target)).toBe(0);
    // A navigation with no heading takes the attribute away.
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, from);
    await expect(page.locator('html')).not.toHaveAttribute('data-heading-link');
  });
});

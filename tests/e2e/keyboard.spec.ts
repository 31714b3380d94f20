/**
 * Keyboard-only use: the skip link, the navbar, the Reference and version menus, the sidebar,
 * tabs and search all work with Tab, Enter and the arrow keys, and whatever has
 * the focus shows a visible focus indicator.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, pageWithTabs} from './fixtures';

test.use({viewport: {width: 1280, height: 900}});

interface Focused {
  readonly text: string;
  readonly tag: string;
  readonly href: string | null;
  readonly visibleFocus: boolean;
}

/** The focused element, and whether it shows a focus indicator (an outline or a box shadow). */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== 'none';
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
    const text = label.trim().split('\n')[0]!.slice(0, 60);
    return {text, tag: el.tagName.toLowerCase(), href: el.getAttribute('href'), visibleFocus: outline || shadow};
  });
}

/** Presses Tab until the focused element matches; fails after `max` presses. Returns every stop on the way. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, max = 200): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f) stops.push(f);
    if (f && matches(f)) return stops;
  }
  throw new Error(`not reached in ${max} Tab presses; stops: ${stops.map((s) => s.text).join(' | ')}`);
}

const withoutFocusRing = (stops: Focused[]) => stops.filter((s) => !s.visibleFocus).map((s) => `${s.tag} "${s.text}"`);

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

test('the first Tab reaches the skip link, which moves the focus to the content', async ({page}) => {
  await open(page, '/docs/limits/');
  const [first] = await tabTo(page, () => true, 1);
  expect(first!.text).toMatch(/skip to main content/i);
  expect(first!.visibleFocus).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const next = await focused(page);
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  expect(next?.visibleFocus).toBe(true);
});

test('navbar: every item in order by Tab, each with a visible focus ring', async ({page}) => {
  await open(page, '/docs/limits/');
  const stops = await tabTo(page, (f) => f.text === 'Pricing');
  const texts = stops.map((s) => s.text);
  for (const label of ['Documentation', 'Quickstart', 'Guides', 'Reference', 'Support']) expect(texts).toContain(label);
  expect(texts.indexOf('Documentation')).toBeLessThan(texts.indexOf('Reference'));
  expect(withoutFocusRing(stops)).toEqual([]);
});

test('Reference menu: Enter opens it, Tab walks its items, Enter follows one', async ({page}) => {
  await open(page, '/docs/limits/');
  await tabTo(page, (f) => f.text === 'Reference');
  await page.keyboard.press('Enter');
  const menu = page.locator('.navbar__item.dropdown', {has: page.locator('> .navbar__link', {hasText: 'Reference'})});
  await expect(menu.locator('.dropdown__menu')).toBeVisible();
  const stops = await tabTo(page, (f) => f.text === 'CLI', 3);
  expect(withoutFocusRing(stops)).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/cli/install/');
  await expect(page.locator('h1').first()).toBeVisible();
});

test('version menu: Enter opens it, Tab reaches v1, Enter lands on the same page in v1', async ({page}) => {
  await open(page, '/docs/limits/');
  await tabTo(page, (f) => f.text === 'v2: docs version menu');
  await page.keyboard.press('Enter');
  await expect(page.locator('.dropdown__menu a', {hasText: 'v1'})).toBeVisible();
  const stops = await tabTo(page, (f) => f.text.startsWith('v1'), 3);
  expect(withoutFocusRing(stops)).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/v1/limits/');
});

test('sidebar: a category toggles with Enter and its links are followed with Enter', async ({page}) => {
  await open(page, '/docs/code/nodejs/');
  const caret = page.locator('nav.menu button.menu__caret').first();
  const label = (await caret.getAttribute('aria-label'))!;
  await tabTo(page, (f) => f.text === label);
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(caret).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  const next = await tabTo(page, (f) => f.tag === 'a', 2);
  const target = next.at(-1)!.href!;
  expect(target).not.toBe('/docs/code/nodejs/');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${target}`);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('tabs: arrow keys move between tabs, Enter selects one', async ({page}) => {
  await open(page, pageWithTabs());
  const tabs = page.locator('[role=tablist]').first().locator('[role=tab]');
  const first = await tabs.nth(0).innerText();
  await tabTo(page, (f) => f.tag === 'li' && f.text === first);
  expect((await focused(page))!.visibleFocus).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  expect((await focused(page))!.visibleFocus).toBe(true);
  await page.keyboard.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(0)).toBeFocused();
});

test('search by keyboard: type, pick a result with the arrow keys, Enter opens it', async ({page}) => {
  await open(page, '/docs/');
  // The default build always has the local search box (config/search.ts): a missing box fails, never skips.
  await expect(page.locator('.navbar .navbar__search-input:visible')).toHaveCount(1);
  await tabTo(page, (f) => f.tag === 'input');
  expect((await focused(page))!.visibleFocus).toBe(true);
  await page.keyboard.type('limits');
  await expect(page.locator('.aa-suggestion, [role=option]').first()).toBeVisible({timeout: 10_000});
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname !== '/docs/');
  await expect(page.locator('h1').first()).toBeVisible();
});

test('visible focus on every stop of a page’s Tab order', async ({page}) => {
  await open(page, pageWithTabs());
  const stops: Focused[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) break; // back to the document: the whole page has been walked
    stops.push(f);
  }
  expect(stops.length).toBeGreaterThan(20);
  expect(withoutFocusRing(stops)).toEqual([]);
});

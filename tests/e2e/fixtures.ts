/**
 * Shared e2e helpers: a page that records whether "Page Not Found" ever appeared (even for one frame),
 * and the versions, routes and titles of the build.
 */
import type {EventEmitter} from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type BrowserContext, type CDPSession, type ConsoleMessage, type Locator, type Page} from '@playwright/test';
import {builtPages, builtVersions, buildDir, pageByUrl} from '../lib/builtSite';

export {expect};

declare global {
  interface Window {
    __sawNotFound?: boolean;
    __beforeVersionSwitch?: boolean;
  }
}

/** A CSP violation as Chromium reports it in the console (the servers send config/securityHeaders.ts's policy). */
const cspMessage = /Content Security Policy/i;

/**
 * Records in `window.__sawNotFound` whether "Page Not Found" was ever shown, even for one frame. Added to
 * a page or context with `addInitScript`.
 */
export function recordNotFound(): void {
  const text = 'Page Not Found';
  // The visible text (innerText, which lays the page out) is read only when the cheap textContent of
  // what changed holds the words: reading it on every mutation made each page load seconds slower.
  const check = (node: Node | null) => {
    if (!window.__sawNotFound && node?.textContent?.includes(text) && document.body?.innerText.includes(text)) window.__sawNotFound = true;
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') check(r.target);
      else r.addedNodes.forEach(check);
    }
  }).observe(document, {subtree: true, childList: true, characterData: true});
  document.addEventListener('DOMContentLoaded', () => check(document.body));
}

/** The CSP violations a page reports from now on, and a function that stops listening. */
export function watchCsp(page: Page): {violations: string[]; stop: () => void} {
  const violations: string[] = [];
  const listener = (msg: ConsoleMessage) => {
    if (cspMessage.test(msg.text())) violations.push(msg.text());
  };
  page.on('console', listener);
  return {violations, stop: () => page.off('console', listener)};
}

/**
 * One tab per worker, reused from test to test: a fresh context and tab cost about 1.8 s more than the load
 * itself on these machines (a new renderer process, a cold HTTP and code cache), more than most tests take.
 * Between tests the tab goes to about:blank and the site's storage is cleared (local and session storage,
 * cookies, caches), the test's routes and listeners are removed, and the viewport and media emulation are set
 * from the test's options. Tests whose other context options differ (JavaScript off, permissions…) get a tab
 * of their own. A test that changes what cannot be undone (init scripts, Playwright's clock,
 * permissions or routes of the context, exposed functions) marks the tab spent: it is closed after that test,
 * and the next test opens a new one. A failed test ends its worker, and its tab with it.
 */
interface Tab {
  readonly page: Page;
  readonly cdp: CDPSession;
  spent: boolean;
}
const tabs = new Map<string, Tab>();

/** Marks the tab spent when the test calls `name` (or reads it, for a property such as `clock`). */
function spendOn<T extends object>(target: T, name: keyof T & string, tab: Tab, property = false): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  if (property) {
    const value = target[name];
    Object.defineProperty(target, name, {configurable: true, get: () => ((tab.spent = true), value)});
  } else {
    const original = target[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(target, name, {configurable: true, writable: true, value: (...args: unknown[]) => ((tab.spent = true), original.apply(target, args))});
  }
  return () => (own ? Object.defineProperty(target, name, own) : delete target[name]);
}

/**
 * Every page also fails its test on a Content-Security-Policy violation, and records whether it ever
 * showed "Page Not Found" (`sawNotFound`).
 */
export const test = base.extend<{page: Page; context: BrowserContext}>({
  // The tab's own context; a test that takes it may change it for good (routes, permissions): spent.
  context: async ({page}, use) => {
    tabs.forEach((tab) => tab.page === page && (tab.spent = true));
    await use(page.context());
  },
  page: async (
    {browser, baseURL, javaScriptEnabled, permissions, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent, offline, bypassCSP, viewport, colorScheme, reducedMotion},
    use,
  ) => {
    // The options a tab is made with: tests with the same ones share it (viewport and media are set per test).
    const options = {baseURL, javaScriptEnabled, permissions, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent, offline, bypassCSP};
    const key = JSON.stringify(options);
    let tab = tabs.get(key);
    if (!tab) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.addInitScript(recordNotFound);
      tab = {page, cdp: await context.newCDPSession(page), spent: false};
      tabs.set(key, tab);
    }
    const {page} = tab;
    await page.setViewportSize(viewport ?? {width: 1280, height: 720});
    await page.emulateMedia({media: null, colorScheme: colorScheme ?? 'light', reducedMotion: reducedMotion ?? 'no-preference'});

    // The listeners the tab has now (Playwright's own among them): any other is the test's, removed after it.
    // A page is an event emitter with Node's API; Playwright's types declare only the methods that add and remove.
    const emitter = page as unknown as Pick<EventEmitter, 'eventNames' | 'listeners' | 'off'>;
    const kept = new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
    const restore = [
      spendOn(page, 'addInitScript', tab),
      spendOn(page, 'exposeFunction', tab),
      spendOn(page, 'exposeBinding', tab),
      spendOn(page, 'setExtraHTTPHeaders', tab),
      spendOn(page, 'clock', tab, true),
    ];
    const csp = watchCsp(page);
    try {
      await use(page);
      expect(csp.violations, 'Content-Security-Policy violations').toEqual([]);
    } finally {
      csp.stop();
      restore.forEach((undo) => undo());
      for (const event of emitter.eventNames()) {
        for (const listener of emitter.listeners(event)) if (!kept.get(event)?.has(listener)) emitter.off(event, listener as () => void);
      }
      if (tab.spent || page.isClosed()) {
        tabs.delete(key);
        await page.context().close();
      } else {
        await page.unrouteAll({behavior: 'ignoreErrors'});
        await page.evaluate(() => sessionStorage.clear()).catch(() => undefined); // per tab: not in the CDP clear
        await page.goto('about:blank');
        await tab.cdp.send('Storage.clearDataForOrigin', {origin: new URL(baseURL!).origin, storageTypes: 'all'});
        await page.context().clearCookies();
      }
    }
  },
});

/** `count` items spread evenly over a list (the first included). */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({length: count}, (_, i) => list[Math.floor((i * list.length) / count)]!);
}

/**
 * Console errors and warnings (React's recoverable errors included: Docusaurus logs them with
 * console.error) and uncaught exceptions of a page, from now on. CSP violations are the fixture's.
 * `stop` ends the watch (a page reused by several tests).
 */
export function watchConsole(page: Page): string[] & {stop: () => void} {
  const messages: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && !cspMessage.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
  };
  const onError = (e: Error) => messages.push(`uncaught: ${e.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  // Not enumerable: `expect(messages).toEqual([])` compares the messages only.
  Object.defineProperty(messages, 'stop', {
    value: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  });
  return messages as string[] & {stop: () => void};
}

/** Every script of the build: the entry bundle (runtime, main) included. */
export const allScripts = /\/docs\/assets\/js\/[^/]+\.js$/;
/** Every script chunk but the entry bundle: the page's own code. */
export const pageChunks = /\/docs\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

/** The chunk-failure screen is up with its reason and a focused Reload, the page readable underneath. */
export async function expectFailureScreen(page: Page, reason: string): Promise<void> {
  const screen = page.locator('#chunk-failure');
  await expect(screen).toBeVisible({timeout: 15_000});
  await expect(screen).toHaveAttribute('data-reason', reason);
  await expect(screen.getByRole('heading')).not.toBeEmpty();
  await expect(screen).toContainText(`(${reason})`);
  await expect(screen.getByRole('button', {name: 'Reload'})).toBeFocused();
  // The server-rendered page stays readable underneath.
  await expect(page.locator('article h1')).toBeVisible();
}

/** The build the running project serves (playwright.config.ts): build-stock/ for `stock`, else the default one. */
export function servedBuildDir(): string {
  return test.info().project.name === 'stock' ? path.join(__dirname, '..', '..', 'build-stock') : buildDir;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000});
}

/**
 * Opens the navbar's version menu the way a keyboard user does (focus, Enter): the menu then stays open
 * whatever the mouse does. Opening it by hover raced with the menu's CSS transition (the item moved while
 * Playwright waited for it to be stable, then the pointer was off the menu and it closed), failing in CI.
 */
export async function openVersionMenu(page: Page): Promise<Locator> {
  const dropdown = page.locator('.navbar__items--right .dropdown:has(> .version-menu)');
  const toggle = dropdown.locator('> .navbar__link');
  await toggle.focus();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return dropdown.locator('.dropdown__menu');
}

/**
 * Holds the requests `match` selects until the returned function is called: a response kept back until a condition
 * holds (something seen, something typed), never delayed by a guessed time.
 */
export async function holdRequests(page: Page, match: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(match, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Loads `path` with the page's scripts held back, runs `early` on its server HTML (a reader on a slow phone typing
 * before the page runs), then lets the scripts through and waits for hydration.
 */
export async function beforeScriptsRun(page: Page, path: string, early: () => Promise<void>): Promise<void> {
  const scripts = (url: URL) => url.pathname.startsWith('/docs/') && url.pathname.endsWith('.js');
  const release = await holdRequests(page, scripts);
  // Not until DOMContentLoaded: on the stock client the scripts are `defer`, which that event waits for.
  await page.goto(path, {waitUntil: 'commit'});
  expect(await page.locator('html[data-has-hydrated="true"]').count(), 'the page ran before its scripts were let through').toBe(0);
  await early();
  release();
  await waitForHydration(page);
  await page.unroute(scripts);
}

/**
 * Clicks an item of the version menu and waits until the version's page has run. Each version is a build of its own
 * (config/buildPart.ts), so the switch is a full page load: the old page stays hydrated until the new one replaces it,
 * and the new one takes input before it has run (a query typed into its server HTML then was wiped in CI). So the
 * wait is for a page that is not the one clicked on (a mark set on it is gone) and has hydrated.
 */
export async function switchVersion(page: Page, item: Locator): Promise<void> {
  await page.evaluate(() => (window.__beforeVersionSwitch = true));
  await item.click();
  await page.waitForFunction(() => window.__beforeVersionSwitch === undefined && document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 15_000});
}

export async function sawNotFound(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__sawNotFound === true);
}

export interface SiteVersion {
  /** The version's label in the build (`v2`, `v1`). */
  readonly name: string;
  /** The URL prefix of its pages, without the trailing slash (`/docs`, `/docs/v1`). */
  readonly prefix: string;
}

/** The versions of the build (build/page-data.json), latest first: a cut version is covered with no edit. */
export const siteVersions: readonly SiteVersion[] = builtVersions().map((name) => {
  const urls = builtPages()
    .filter((p) => p.version === name)
    .map((p) => p.url);
  const rootUrl = urls.reduce((a, b) => (b.length < a.length ? b : a));
  return {name, prefix: rootUrl.replace(/\/$/, '')};
});

/** The routes of a version's pages, relative to its prefix (`/quickstart/`). */
export function routesOf(version: SiteVersion): string[] {
  return builtPages()
    .filter((p) => p.version === version.name)
    .map((p) => p.url.slice(version.prefix.length));
}

/** The title of a page of a version, from the build (a `.html` route is its slash form). */
export function titleOf(version: SiteVersion, route: string): string {
  const url = `${version.prefix}${route.replace(/\.html$/, '/')}`;
  const page = pageByUrl(url);
  if (!page) throw new Error(`${url} is no page of the build`);
  return page.title;
}

/** The first v2 page (in route order) whose built HTML has tabs, as a URL path. */
export function pageWithTabs(): string {
  const route = routesOf(siteVersions[0]!).find((r) => {
    const file = path.join(buildDir, r.endsWith('/') ? `${r}index.html` : r);
    return fs.existsSync(file) && /role="?tablist/.test(fs.readFileSync(file, 'utf8'));
  });
  if (!route) throw new Error('no v2 page of the build has tabs');
  return `/docs${route}`;
}

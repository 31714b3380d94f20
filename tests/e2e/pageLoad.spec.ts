/**
 * Loading edge cases in Chromium against the production build:
 * - the `.html` copy of a page (plugins/sitePlugin.ts) hydrates with no React error and keeps the canonical
 *   URL of its slash route;
 * - when the main bundle itself fails, the inline guard (plugins/bundleGuard.ts) shows the chunk-failure
 *   screen with its reason and Reload;
 * - a chunk that times out during a client navigation shows the screen after one time-out, not two;
 * - the page is on screen before the app's scripts start (plugins/upstream/appStart.ts).
 * No fixed sleeps: the time-out runs on Playwright's clock.
 */
import {behaviour} from '../../src/data/platform';
import {test, expect, waitForHydration, allScripts, pageChunks, expectFailureScreen} from './fixtures';

const site = 'https://pipedream.com';

test.describe('the .html copy of a page', () => {
  const htmlUrl = '/docs/quickstart/create-new-workflow.html';
  const canonical = `${site}/docs/quickstart/create-new-workflow/`;

  test('hydrates with no error and keeps its canonical URL and its address', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(`${htmlUrl}?from=test#step-1`);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    for (const href of await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))) {
      expect(href).toBe(canonical);
    }
    // The address bar keeps the URL the reader asked for.
    await expect(page).toHaveURL(new RegExp(`${htmlUrl.replace(/\./g, '\\.')}\\?from=test#step-1$`));
    expect(errors).toEqual([]);
  });
});

test.describe('paint first (plugins/upstream/appStart.ts)', () => {
  test('the page is painted before the main bundle is even added to it, and the app then hydrates it', {tag: '@layer'}, async ({page}) => {
    // Notes when the main bundle's script element enters the document (by the parser, or by the starter).
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            if (n instanceof HTMLScriptElement && /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(n.src)) {
              (window as unknown as {appStartedAt?: number}).appStartedAt = performance.now();
              observer.disconnect();
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    const {fcp, appStartedAt} = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appStartedAt: (window as unknown as {appStartedAt?: number}).appStartedAt,
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(appStartedAt).toBeGreaterThan(fcp!);
  });
});

test.describe('the main bundle fails', () => {
  test('404 on every script: the screen says the page was updated, with Reload', async ({page}) => {
    await page.route(allScripts, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/docs/limits/');
    await expectFailureScreen(page, 'missing');
    await page.getByRole('button', {name: 'Keep reading'}).click();
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
  });

  test('a link click lands on a page whose bundle is blocked: the screen, and Reload works', async ({page}) => {
    await page.goto('/docs/limits/');
    await waitForHydration(page);
    await page.route(allScripts, (route) => route.abort());
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/pricing\/$/);
    await expectFailureScreen(page, 'error');
    await page.unroute(allScripts);
    await page.getByRole('button', {name: 'Reload'}).click();
    await waitForHydration(page);
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
  });

  test('a click on an internal link before the page has finished loading shows the screen', async ({page}) => {
    await page.route(allScripts, (route) => route.abort());
    // The logo never arrives, so the window's load event never fires: only the click can show the screen.
    await page.route('**/docs/img/logo.svg', () => {
      /* never answered */
    });
    // The click must come after a script has failed (the starter inserts them once the page is painted):
    // before that, nothing has failed and the link navigates as a plain link should.
    await page.addInitScript(() => {
      addEventListener('error', (e) => e.target instanceof HTMLScriptElement && ((window as unknown as {scriptFailed: boolean}).scriptFailed = true), true);
    });
    await page.goto('/docs/limits/', {waitUntil: 'domcontentloaded'});
    // The starter (plugins/upstream/appStart.ts) starts the scripts on a largest paint after the page was parsed, or
    // after the load event, which never comes here. On a busy machine the largest element can be painted before the
    // parser reaches the starter (a run in CI waited 30 s): start them as a tab switch does, which changes nothing
    // when they have already started.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(() => (window as unknown as {scriptFailed?: boolean}).scriptFailed === true);
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
    await expectFailureScreen(page, 'error');
    await expect(page).toHaveURL(/\/docs\/limits\/$/);
  });
});

test.describe('chunk time-out', () => {
  test(`client navigation: the screen after one wait of ${behaviour.chunkLoadTimeoutMs / 1000} s`, async ({page}) => {
    await page.clock.install();
    await page.goto('/docs/limits/');
    await waitForHydration(page);
    await page.route(pageChunks, () => {
      /* never answered */
    });
    const requested = page.waitForRequest(pageChunks);
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).click();
    await requested;
    await expect(page.locator('#chunk-failure')).toHaveCount(0);
    await page.clock.runFor(behaviour.chunkLoadTimeoutMs + 1000);
    await expect(page).toHaveURL(/\/docs\/pricing\/$/);
    await expectFailureScreen(page, 'timeout');
  });
});

test.describe('prefetch on intent (src/clientModules/prefetchOnIntent.ts)', () => {
  test('links in view fetch nothing; hover or keyboard focus on a link loads its page', async ({page}) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (pageChunks.test(new URL(r.url()).pathname)) chunks.push(r.url());
    });
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    // The navbar, the sidebar and the pagination links all come into view: none is prefetched.
    await page.locator('nav.pagination-nav').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    const ownChunks = chunks.length;

    const onHover = page.waitForRequest((r) => pageChunks.test(new URL(r.url()).pathname));
    await page.locator('.navbar').getByRole('link', {name: 'Pricing', exact: true}).hover();
    await onHover;

    const sidebarLink = page.locator('nav.menu a.menu__link[href$="/"]:not(.menu__link--active)').last();
    const onFocus = page.waitForRequest((r) => pageChunks.test(new URL(r.url()).pathname) && !chunks.slice(0, ownChunks).includes(r.url()));
    await sidebarLink.focus();
    await onFocus;
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});

test.describe('a phone does not hydrate the desktop sidebar or table of contents (src/components/DesktopOnly)', () => {
  /** Whether React hydrated or rendered the element `selector` inside `el` (it keeps its fiber on the DOM node). */
  const reactOwns = (el: Element, selector: string) => Object.keys(el.querySelector(selector) ?? {}).some((k) => k.startsWith('__reactFiber$'));
  const desktopSidebar = '.theme-doc-sidebar-container';
  const entry = 'a.menu__link[href="/docs/workflows/steps/triggers/"]';

  test('on a phone the desktop sidebar stays as the server wrote it, hidden; grown to desktop width, it is live', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    // The mobile sidebar is in the navbar's menu (the window size is known): the app has run past hydration.
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar__items .menu__link').first()).toBeVisible();
    const sidebar = page.locator(desktopSidebar);
    await expect(sidebar).toBeHidden();
    await expect(sidebar.locator(entry)).toHaveCount(1);
    expect(await sidebar.evaluate(reactOwns, entry)).toBe(false);
    // The table of contents beside the doc is gone once the window size is known (DocItem's layout), as before.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(sidebar.locator(entry)).toBeVisible();
    await expect.poll(() => sidebar.evaluate(reactOwns, entry)).toBe(true);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
    expect(await page.locator('.theme-doc-toc-desktop').evaluate((el) => Object.keys(el.querySelector('a') ?? {}).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
    const before = await page.locator('article h1').textContent();
    await sidebar.locator(entry).click();
    await expect(page).toHaveURL(/\/docs\/workflows\/steps\/triggers\/$/);
    await expect(page.locator('article h1')).not.toHaveText(before!);
  });

  test('on a desktop the sidebar is hydrated as before', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    expect(await page.locator(desktopSidebar).evaluate(reactOwns, entry)).toBe(true);
  });
});

test('the navigation progress bar loads on the reader’s first intent, not with the page (src/upstream/progressBar.ts)', {tag: '@layer'}, async ({page}) => {
  const bar: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/js\/progress-bar\.[0-9a-f]+\.js$/.test(r.url())) bar.push(r.url());
  });
  await page.goto('/docs/limits/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(bar).toEqual([]);
  await page.mouse.move(200, 300);
  await expect.poll(() => bar.length).toBe(1);
});

test.describe('route groups (plugins/upstream/routeGroups.cjs, src/upstream/routeGroups.ts)', () => {
  const groupFile = /routes-\d+\.\d+\.[0-9a-f]+\.js/;

  test('a page runs its own group once; a link into another group loads that group on hover and navigates in the app', {tag: '@layer'}, async ({page, request}) => {
    const groupOf = async (url: string) => groupFile.exec(await (await request.get(url)).text())?.[0];
    const from = '/docs/limits/';
    const own = await groupOf(from);
    expect(own, `${from} has a route group script`).toBeTruthy();
    const groups: string[] = [];
    const documents: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      const m = groupFile.exec(r.url());
      if (m) groups.push(m[0]);
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto(from);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(groups).toEqual([own]);

    // A sidebar page of another group (the build decides which pages share a group).
    const hrefs = await page.locator('nav.menu a.menu__link[href^="/docs/"]:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    let target: string | undefined;
    let other: string | undefined;
    for (const href of hrefs) {
      other = await groupOf(href);
      if (other && other !== own) {
        target = href;
        break;
      }
    }
    expect(target, 'a sidebar link to a page of another route group').toBeTruthy();
    const link = page.locator(`nav.menu a.menu__link[href="${target}"]:visible`).first();
    const hovered = page.waitForRequest((r) => r.url().includes(other!));
    await link.hover();
    await hovered;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('nav.menu a.menu__link--active:visible').first()).toHaveAttribute('href', target!);
    await expect(page.locator('article h1')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${from}$`));
    await expect(page.locator('article h1')).toHaveText('Limits');
    expect(documents).toHaveLength(1);
    expect(groups).toEqual([own, other]);
    expect(errors).toEqual([]);
  });
});

test.describe('the bundler runtime adds a page’s chunk scripts one a task (src/upstream/chunkFiles.ts)', () => {
  for (const url of ['/docs/limits/', '/docs/workflows/steps/', '/docs/']) {
    test(`${url}: no two of them in one run of script, and the page hydrates`, {tag: '@layer'}, async ({page}) => {
      // Every <script> the page's own code adds, and whether another was added in the same run of script (no
      // microtask checkpoint between the two: the same call stack).
      await page.addInitScript(() => {
        const w = window as unknown as {__added: {src: string; sameRun: boolean}[]};
        w.__added = [];
        let running = false;
        const append = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
          if (child instanceof HTMLScriptElement && child.src) {
            w.__added.push({src: new URL(child.src).pathname, sameRun: running});
            running = true;
            queueMicrotask(() => (running = false));
          }
          return append.call(this, child) as T;
        };
      });
      await page.goto(url);
      await waitForHydration(page);
      const listed = await page.locator('link[data-app-script]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      const added = await page.evaluate(() => (window as unknown as {__added: {src: string; sameRun: boolean}[]}).__added);
      // The starter adds the app scripts together, in order; then the runtime adds the page's chunks.
      expect(added.slice(0, listed.length).map((a) => a.src)).toEqual(listed);
      const chunks = added.slice(listed.length);
      expect(chunks.length).toBeGreaterThan(2);
      expect(chunks.filter((a) => a.sameRun)).toEqual([]);
    });
  }
});

test.describe('a phone renders the navbar menu on the first intent to open it (src/theme/Navbar/MobileSidebar)', () => {
  const menu = '.navbar-sidebar';

  test('not after hydration; on the pointer over the menu button, before its click; the tap opens it on this doc’s sidebar', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    // The window size is known (the table of contents beside the doc is gone) and the menu is still not rendered.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator(menu)).toHaveCount(0);
    await page.locator('.navbar__toggle').hover();
    await expect(page.locator(menu)).toHaveCount(1);
    await expect(page.locator(menu)).toBeHidden();
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar__items .menu__link[href="/docs/workflows/steps/triggers/"]')).toBeVisible();
    await page.locator('.navbar-sidebar__items .menu__link[href="/docs/workflows/steps/triggers/"]').click();
    await expect(page).toHaveURL(/\/docs\/workflows\/steps\/triggers\/$/);
    await expect(page.locator(menu)).toBeHidden();
  });

  test('from the keyboard: focus on the menu button renders it, Enter opens it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/limits/');
    await waitForHydration(page);
    await expect(page.locator(menu)).toHaveCount(0);
    await page.locator('.navbar__toggle').focus();
    await expect(page.locator(menu)).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar__items .menu__link').first()).toBeVisible();
  });

  test('a click with no pointer over the button first still opens it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/limits/');
    await waitForHydration(page);
    await page.locator('.navbar__toggle').dispatchEvent('click');
    await expect(page.locator('.navbar-sidebar__items .menu__link').first()).toBeVisible();
  });
});

/**
 * The site built with Algolia DocSearch (project `algolia`: build-algolia/, built by scripts/test.sh with
 * dummy variables). Nothing reaches Algolia: the test records each search request and answers it with
 * made-up hits; any other request leaving localhost fails the test.
 */
import type {Page} from '@playwright/test';
import {test as base, expect, waitForHydration, siteVersions, titleOf} from './fixtures';
import docsearch from '../../config/docsearch.json';

interface AlgoliaQuery {
  readonly query: string;
  readonly facetFilters: unknown;
}

const isAlgolia = (hostname: string) => /(^|\.)algolia(net)?\.(net|com)$/.test(hostname);
const isLocal = (hostname: string) => hostname === '127.0.0.1' || hostname === 'localhost';

const [latest] = siteVersions as [(typeof siteVersions)[0]];
/** The hits every search gets: two pages of the latest version, as the crawler (config/docsearch.json) records them. */
const fakeHits = [
  {route: '/workflows/examples/cron-job/', lvl0: 'Workflows'},
  {route: '/workflows/events/cold-starts/', lvl0: 'Workflows'},
].map(({route, lvl0}, i) => {
  const hierarchy = {lvl0, lvl1: titleOf(latest, route), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const highlighted = Object.fromEntries(
    Object.entries(hierarchy).map(([k, v]) => [k, {value: v ?? '', matchLevel: 'none', matchedWords: []}]),
  );
  return {
    objectID: String(i),
    url: `https://pipedream.com/docs${route}`,
    type: 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {hierarchy: highlighted},
    _snippetResult: {hierarchy: highlighted},
  };
});

const test = base.extend<{algolia: AlgoliaQuery[]}>({
  algolia: [
    async ({page}, use) => {
      const queries: AlgoliaQuery[] = [];
      const outside: string[] = [];
      await page.route(
        (url) => !isLocal(url.hostname),
        async (route) => {
          const request = route.request();
          if (!isAlgolia(new URL(request.url()).hostname)) {
            outside.push(request.url());
            return route.abort();
          }
          const body = (request.postDataJSON() ?? {}) as {requests?: Array<{query?: string; params?: string; facetFilters?: unknown}>};
          const results = (body.requests ?? []).map((r) => {
            const params = new URLSearchParams(r.params ?? '');
            const query = r.query ?? params.get('query') ?? '';
            const facetFilters = r.facetFilters ?? JSON.parse(params.get('facetFilters') ?? 'null');
            queries.push({query, facetFilters});
            return {hits: fakeHits, nbHits: fakeHits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query, params: '', exhaustiveNbHits: true};
          });
          return route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
        },
      );
      await use(queries);
      expect(outside, 'requests that left localhost for elsewhere than Algolia').toEqual([]);
    },
    {auto: true},
  ],
});

const button = (page: Page) => page.locator('.navbar .DocSearch-Button');
const modalInput = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.beforeEach(async ({page}) => page.setViewportSize({width: 1280, height: 800}));

// Each list of pages shares one tab (a fresh context per page cost more than the checks): a step per page.
test('the DocSearch button reads "Search..." on a v2, a v1 and the not-found page, and nothing goes to Algolia on load', async ({page, algolia}) => {
  for (const path of ['/docs/limits/', '/docs/v1/limits/', '/docs/no-such-page/']) {
    await test.step(path, async () => {
      await open(page, path);
      await expect(button(page)).toContainText('Search...');
      await expect(page.locator('.DocSearch-Button')).toHaveCount(1);
      await button(page).hover();
      await page.waitForLoadState('networkidle');
      expect(algolia).toEqual([]);
    });
  }
});

const versionCases = [
  {from: '/docs/limits/', tag: 'docs-default-current', not: 'docs-default-v1'},
  {from: '/docs/v1/limits/', tag: 'docs-default-v1', not: 'docs-default-current'},
  {from: '/docs/no-such-page/', tag: 'docs-default-current', not: 'docs-default-v1'},
];
test('the modal says "Search..." and, once the reader types, asks Algolia for the page’s version only', async ({page, algolia}) => {
  for (const {from, tag, not} of versionCases) {
    await test.step(`from ${from}: ${tag} only`, async () => {
      await open(page, from);
      const before = algolia.length;
      await button(page).click();
      await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search...');
      await expect(modalInput(page)).toBeFocused();
      await page.waitForLoadState('networkidle');
      expect(algolia.slice(before), 'no request before the reader types').toEqual([]);

      await page.keyboard.type('cron');
      await expect.poll(() => algolia.slice(before).map((q) => q.query)).toContain('cron');
      const filters = JSON.stringify(algolia.at(-1)?.facetFilters);
      expect(filters).toContain(`docusaurus_tag:${tag}`);
      expect(filters).not.toContain(not);
      expect(filters).toContain('language:en');
    });
  }
});

test.describe('keyboard', () => {
  test('Ctrl+K and / open the search, Escape closes it', async ({page}) => {
    for (const key of ['Control+k', '/']) {
      await test.step(key, async () => {
        await open(page, '/docs/limits/');
        await page.keyboard.press(key);
        await expect(modalInput(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      });
    }
  });

  test('arrows move through the hits and Enter opens one', async ({page}) => {
    await open(page, '/docs/limits/');
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.type('cold');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits).toHaveCount(fakeHits.length);
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/workflows\/events\/cold-starts\/$/);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText(titleOf(latest, '/workflows/events/cold-starts/'));
  });
});

test('the results page /docs/search/ searches the latest version', async ({page, algolia}) => {
  await open(page, '/docs/search/?q=cron');
  await expect(page.locator('h1')).toContainText('cron');
  await expect.poll(() => algolia.map((q) => q.query)).toContain('cron');
  expect(JSON.stringify(algolia.at(-1)?.facetFilters)).toContain('docusaurus_tag:docs-default-current');
  await expect(page.locator('.main-wrapper article a').first()).toHaveAttribute('href', /\/docs\/workflows\/examples\/cron-job\//);
});

test('the crawler config (config/docsearch.json) finds the records and facets on built pages', async ({page}) => {
  for (const [path, tag] of [
    ['/docs/workflows/events/cold-starts/', 'docs-default-current'],
    ['/docs/v1/workflows/events/cold-starts/', 'docs-default-v1'],
  ] as const) {
    await open(page, path);
    const {lvl0, lvl1, lvl2, text} = docsearch.selectors;
    await expect(page.locator(lvl1)).toHaveText(await page.locator('article h1').innerText());
    expect(await page.locator(lvl0.selector).count()).toBeGreaterThan(0);
    expect(await page.locator(lvl2).count()).toBeGreaterThan(0);
    expect(await page.locator(text).count()).toBeGreaterThan(2);
    await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute('content', tag);
    await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
  }
});

/**
 * Accessibility in the browser: axe-core (WCAG 2.x A/AA and best practices) in the light colour mode and
 * its colour rules in the dark one, on one page per template and component. Every page of the build is
 * also checked without a browser for what needs no layout (tests/site/a11y.test.ts).
 *
 * Where each axe rule runs: the rules that need layout or computed style run only here, in Chromium
 * (color-contrast, color-contrast-enhanced, link-in-text-block, target-size, scrollable-region-focusable,
 * region, landmark-*, focus-order-semantics, css-orientation-lock, meta-viewport, frame-focusable-content,
 * nested-interactive with rendered tabs); the structural rules (names, roles, ARIA attributes and values,
 * ids, lists, headings, alt text, labels, lang, tables) run on every page in Node as well.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, pageWithTabs} from './fixtures';

/** One page per template and component, found in the build where it can be. */
const pages: Record<string, string> = {
  doc: '/docs/quickstart/',
  'doc with tabs': pageWithTabs(),
  'limits table': '/docs/limits/',
  pricing: '/docs/pricing/',
  'guide cards': '/docs/guides/',
  'Python mappings': '/docs/code/python/import-mappings/',
  'v1 page with its banner': '/docs/v1/quickstart/',
  '404': '/docs/this/page/does-not-exist/',
  'the .html page': '/docs/quickstart/create-new-workflow.html',
  'search results (src/components/SearchPage)': '/docs/search/?q=webhook',
};

/** Pages whose content arrives after hydration: what to wait for before axe reads them. */
const readyWhen: Record<string, string> = {'/docs/search/?q=webhook': 'main ol li h2 a'};

/**
 * Not here: the generated REST reference (/docs/api/rest/), a doc page with tabs and tables like the pages
 * above, whose 80 highlighted code blocks took axe minutes; its markup is checked with every page in Node.
 */

/**
 * The navbar, sidebar, table of contents and footer are the same on every page (the 404 and the v1 pages
 * render the same components): axe reads the whole page of the doc template, and only the `<main>` of the
 * others, the part that is their own (the v1 banner, the 404 body and the `.html` copy's article are in it).
 */
const wholePage = new Set(['doc']);

/**
 * The rules whose outcome depends on colours: the dark mode changes the colours (CSS variables under
 * `data-theme`), not the markup, so every other rule would give in dark what it gave in light.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, template: string, rules: 'all' | 'colour'): Promise<string[]> {
  // Only violations are reported back: collecting every passing node of a long page cost about a third of
  // each run (4.3 s against 3.0 s on the doc page).
  // axe reads colours where each element is laid out: the page as it settles, with every section of the
  // article drawn (src/lib/drawSections.ts; axe finds a skipped section's text where the footer is).
  await expect(page.locator('.markdown > .markdown-section:not([data-drawn])')).toHaveCount(0);
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  if (!wholePage.has(template)) builder.include('main');
  if (rules === 'colour') builder.withRules(colourRules);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const {violations: found} = await builder.analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

test.describe.configure({mode: 'parallel', timeout: 90_000});
test.use({viewport: {width: 1280, height: 900}, colorScheme: 'light'});

for (const [template, url] of Object.entries(pages)) {
  test(`no axe violation on the ${template} (${url}), light and dark`, async ({page}) => {
    await page.goto(url);
    await waitForHydration(page);
    if (readyWhen[url]) await expect(page.locator(readyWhen[url]).first()).toBeVisible();
    // Colours are read mid-transition otherwise.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const light = await violations(page, template, 'all');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await violations(page, template, 'colour');
    expect({light, dark}).toEqual({light: [], dark: []});
  });
}

test('no axe violation on a diagram (plugins/remarkDiagrams.ts), nor in its zoom (src/lib/figureZoom.ts) opened by keyboard', async ({page}) => {
  await page.goto('/docs/workflows/concurrency-and-throttling/');
  await waitForHydration(page);
  const figure = page.locator('figure.diagram').first();
  const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const axe = async (selector: string) => {
    const {violations: found} = await new AxeBuilder({page}).options({resultTypes: ['violations']}).include(selector).withTags(rules).analyze();
    return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  };
  const onPage = await axe('figure.diagram');
  await figure.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('dialog.figure-zoom[open]')).toBeVisible();
  expect({onPage, zoom: await axe('dialog.figure-zoom')}).toEqual({onPage: [], zoom: []});
});

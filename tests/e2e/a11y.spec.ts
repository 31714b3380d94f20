/**
 * Accessibility (issue 11): axe-core finds no violation of WCAG 2.x A/AA, nor of its best practices, on
 * every v2 page and 20 v1 pages, in the light and the dark colour mode (colour contrast included). One
 * page load per page: light first, then the dark mode the site follows from `prefers-color-scheme`.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, siteVersions, routesOf, spread} from './fixtures';

const [v2, v1] = siteVersions as [(typeof siteVersions)[0], (typeof siteVersions)[0]];
const pages = [
  ...routesOf(v2).map((r) => `${v2.prefix}${r}`),
  ...spread(routesOf(v1), 20).map((r) => `${v1.prefix}${r}`),
  '/docs/this/page/does-not-exist/',
];

async function violations(page: Page): Promise<string[]> {
  const {violations: found} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

test.describe.configure({mode: 'parallel', timeout: 90_000});
test.use({viewport: {width: 1280, height: 900}, colorScheme: 'light'});

for (const url of pages) {
  test(`no axe violation on ${url}, light and dark`, async ({page}) => {
    await page.goto(url);
    await waitForHydration(page);
    // Colours are read mid-transition otherwise.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const light = await violations(page);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await violations(page);
    expect({light, dark}).toEqual({light: [], dark: []});
  });
}

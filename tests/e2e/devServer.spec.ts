/**
 * `npm start` as a writer uses it (issue 35): the development server on a new copy of the site and a free port,
 * a page open in the browser, then edits saved to the copy's files. Each edit shows in the open tab without a
 * reload by the test; a wrong front matter value, an unknown `<Limit>` name and a broken Markdown link show the
 * build's own message in the terminal and over the page, and the page comes back once the file is fixed. Runs in the `dev` project only (playwright.config.ts).
 */
import fs from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {startDevServer, siteFile, type DevServer} from '../../scripts/lib/devServer';
import {createTempSite, removeTempSite} from '../build/tempSite';

let server: DevServer;

test.describe.configure({mode: 'serial'});
// One start of the development server (a first compile of the whole site on 2 cores) and eight edits.
test.setTimeout(300_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = createTempSite('dev-');
  server = await startDevServer(dir, {cleanUp: () => removeTempSite(dir)});
});
test.afterAll(async () => {
  await server?.stop();
});

/** Writes `file` of the copy with `edit` applied to its text; returns the text it had. */
function editFile(file: string, edit: (text: string) => string): string {
  const full = siteFile(server, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
  return before;
}

/** The dev server's error overlay (webpack-dev-server's client, an iframe over the page). */
const overlay = (page: Page) => page.frameLocator('#webpack-dev-server-client-overlay');

test('a writer previews a page and sees each saved edit in the open tab, and front matter errors as the build gives them', {tag: '@devserver'}, async ({page}) => {
  await page.goto(`${server.origin}/docs/limits/`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1, name: 'Limits'})).toBeVisible({timeout: 60_000});
  await expect(article).toContainText('300 seconds');

  // The page's Markdown: a new paragraph.
  editFile('docs/limits.md', (t) => t.replace('## Limits at a glance', 'A sentence a writer has just saved.\n\n## Limits at a glance'));
  await expect(article.getByText('A sentence a writer has just saved.')).toBeVisible({timeout: 60_000});

  // Its front matter: the title.
  editFile('docs/limits.md', (t) => t.replace('title: Limits\n', 'title: Limits and quotas\n'));
  await expect(article.getByRole('heading', {level: 1, name: 'Limits and quotas'})).toBeVisible({timeout: 60_000});

  // A platform value the page shows (src/data/platform.ts).
  editFile('src/data/platform.ts', (t) => t.replace("value: '300 seconds'", "value: '301 seconds'"));
  await expect(article).toContainText('301 seconds', {timeout: 60_000});

  // The sidebar: a label of the page's sidebar (sidebars.ts builds the sidebars from the pages' front matter).
  editFile('docs/limits.md', (t) => t.replace('sidebar_position: 93\n', 'sidebar_position: 93\nsidebar_label: Limits for writers\n'));
  await expect(page.locator('.theme-doc-sidebar-menu').getByText('Limits for writers')).toBeVisible({timeout: 60_000});

  // A wrong front matter value: the build's message (file, key, what is expected) in the terminal and over the page.
  const fixed = editFile('docs/limits.md', (t) => t.replace('sidebar_position: 93\n', 'sidebar_position: ninety\n'));
  const message = /docs\/limits\.md.*sidebar_position/;
  await expect(overlay(page).getByText(message).first()).toBeVisible({timeout: 60_000});
  expect(server.output()).toMatch(message);

  // Fixed: the overlay goes and the page is back, with the server still running.
  fs.writeFileSync(siteFile(server, 'docs/limits.md'), fixed.replace('## Limits at a glance', 'Fixed again.\n\n## Limits at a glance'));
  await expect(article.getByText('Fixed again.')).toBeVisible({timeout: 60_000});
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);

  // An unknown <Limit> name and a link to a page that does not exist: the build's messages, file and line.
  const good = editFile('docs/limits.md', (t) => t.replace('<Limit name="maxTimeout" />', '<Limit name="maxTimeuot" />'));
  const limitMessage = /docs\/limits\.md: line \d+: unknown <Limit name="maxTimeuot">/;
  await expect(overlay(page).getByText(limitMessage).first()).toBeVisible({timeout: 60_000});
  expect(server.output()).toMatch(limitMessage);
  fs.writeFileSync(siteFile(server, 'docs/limits.md'), good.replace('## Limits at a glance', 'See [the missing page](./no-such-page.md).\n\n## Limits at a glance'));
  await expect(overlay(page).getByText(/no-such-page\.md/).first()).toBeVisible({timeout: 60_000});
  expect(server.output()).toMatch(/docs\/limits\.md[\s\S]*no-such-page\.md|no-such-page\.md[\s\S]*docs\/limits\.md/);
  fs.writeFileSync(siteFile(server, 'docs/limits.md'), good.replace('## Limits at a glance', 'Fixed once more.\n\n## Limits at a glance'));
  await expect(article.getByText('Fixed once more.')).toBeVisible({timeout: 60_000});
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
});

/**
 * The reused tab of tests/e2e/fixtures.ts: the next test of a worker gets the same tab, with nothing of the
 * previous test left (storage, routes, listeners, media emulation); a test that changes the tab for good
 * (Playwright's clock here) leaves a new tab to the next one. Serial, so the four run in order in one worker.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

test.describe.configure({mode: 'serial'});

let previous: Page | undefined;
const heard: string[] = [];
const probe = '/docs/limits/';

test('a test leaves storage, a route, a listener and dark mode behind', async ({page}) => {
  await page.goto(probe);
  await waitForHydration(page);
  await page.evaluate(() => {
    localStorage.setItem('fixture-probe', 'left');
    sessionStorage.setItem('fixture-probe', 'left');
  });
  await page.route('**/docs/pricing/', (route) => route.fulfill({status: 418, body: 'routed'}));
  page.on('console', (msg) => heard.push(msg.text()));
  await page.emulateMedia({colorScheme: 'dark'});
  previous = page;
});

test('the next test gets the same tab with none of it', async ({page}) => {
  expect(page).toBe(previous);
  await page.goto(probe);
  await waitForHydration(page);
  const left = await page.evaluate(() => [localStorage.getItem('fixture-probe'), sessionStorage.getItem('fixture-probe')]);
  expect(left).toEqual([null, null]);
  expect((await page.goto('/docs/pricing/'))?.status()).toBe(200);
  await page.evaluate(() => console.log('after the first test'));
  expect(heard).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a test that installs the clock spends the tab', async ({page}) => {
  expect(page).toBe(previous);
  await page.clock.install();
  await page.goto(probe);
});

test('so the next test gets a new tab', async ({page}) => {
  expect(page).not.toBe(previous);
  expect(previous!.isClosed()).toBe(true);
  await page.goto(probe);
  await waitForHydration(page);
  expect(await page.evaluate(() => Date.now() > Date.parse('2026-01-01') && Date.toString().includes('[native code]'))).toBe(true);
});

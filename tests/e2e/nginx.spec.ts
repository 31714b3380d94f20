/**
 * A handful of pages in the browser through nginx with deploy/nginx.conf (Playwright project `nginx`): they
 * hydrate with its headers (the CSP included: a violation fails the page, fixtures.ts) and no console
 * error. Every route, redirect and header of nginx is checked over HTTP in tests/site/http.test.ts.
 */
import {test, expect, waitForHydration, watchConsole, pageWithTabs} from './fixtures';

test('a handful of pages hydrate through nginx, brotli-compressed, with no console error', async ({page}) => {
  const urls = ['/docs/', pageWithTabs(), '/docs/limits/', '/docs/v1/quickstart/', '/docs/quickstart/create-new-workflow.html'];
  test.setTimeout(urls.length * 15_000);
  // One tab for all, a step each (the CSP check of fixtures.ts covers every step).
  for (const url of urls) {
    await test.step(url, async () => {
      const messages = watchConsole(page);
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-encoding']).toBe('br');
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      messages.stop();
      expect(messages).toEqual([]);
    });
  }
});

test('an unknown page through nginx: the not-found page with status 404, hydrated', async ({page}) => {
  const res = await page.goto('/docs/no/such/page/');
  expect(res?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

test('a redirect through nginx lands on its page, query kept', async ({page}) => {
  await page.goto('/docs/cron/?ref=old');
  await waitForHydration(page);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/docs/workflows/steps/triggers/?ref=old');
});

/**
 * Markdown for tools in the browser: "Copy page as Markdown" on doc pages and the link to the Markdown
 * beside each page (the files themselves, llms.txt included: tests/site/).
 */
import {test, expect, waitForHydration} from './fixtures';

test.describe('Copy page as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const url of ['/docs/limits/', '/docs/v1/quickstart/']) {
    test(`copies the Markdown of ${url}`, async ({page, request}) => {
      await page.goto(url);
      await waitForHydration(page);
      const button = page.getByRole('button', {name: 'Copy page as Markdown'});
      await expect(button).toBeVisible();
      await button.click();
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const served = await (await request.get(`${url}index.md`)).text();
      expect(copied).toBe(served);
      expect(copied.startsWith('# ')).toBe(true);
      await expect(page.getByRole('status')).toHaveText('The page is on your clipboard as Markdown.');
    });
  }

  test('says so when the Markdown cannot be fetched', async ({page}) => {
    await page.route('**/index.md', (route) => route.fulfill({status: 404, body: 'missing'}));
    await page.goto('/docs/quickstart/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copy failed: open the Markdown'})).toBeVisible();
  });

  test('links to the Markdown, without JavaScript too', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/code/nodejs/');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/docs/code/nodejs/index.md');
    const res = await page.request.get('/docs/code/nodejs/index.md');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/markdown');
    expect(await res.text()).toMatch(/^# Writing Node\.js in Steps\n/);
    await context.close();
  });
});

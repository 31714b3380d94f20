/**
 * The headers of /docs/page-data.json are the h2-h6 the reader sees in the browser, with the same anchors,
 * on a sample of pages (every page is compared with its built HTML in tests/site/builtFiles.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import type {PageDataEntry} from '../../plugins/lib/pageData';

const samples = ['/docs/', '/docs/code/nodejs/', '/docs/limits/', '/docs/workflows/examples/send-http-request/', '/docs/v1/workflows/steps/code/', '/docs/v1/quickstart/'];

const entries = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'build', 'page-data.json'), 'utf8')) as PageDataEntry[];

test('the headers of a sample of pages are their h2-h6 in the browser, with their anchors', async ({page}) => {
  test.setTimeout(samples.length * 15_000);
  // One tab for all the samples, a step each.
  for (const url of samples) {
    await test.step(url, async () => {
      await page.goto(url);
      await waitForHydration(page);
      const shown = await page.locator('.theme-doc-markdown').first().evaluate((content) =>
        Array.from(content.querySelectorAll('h2, h3, h4, h5, h6')).map((h) => {
          const copy = h.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.hash-link').forEach((a) => a.remove());
          return {level: Number(h.tagName[1]), title: (copy.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim(), slug: h.id};
        }),
      );
      const entry = entries.find((e) => e.regularPath === url);
      expect(shown.length).toBeGreaterThan(0);
      expect(entry?.headers).toEqual(shown);
      // Each anchor takes the reader to its heading.
      const first = shown[0]!;
      await page.goto(`${url}#${first.slug}`);
      await expect(page.locator(`[id="${first.slug}"]`)).toBeInViewport();
    });
  }
});

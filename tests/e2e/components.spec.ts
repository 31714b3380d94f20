/**
 * Writer components on the production build: the limits and pricing tables show the constants
 * module's values, guide cards are computed from the pages, content_class, the "Still have questions?"
 * block, the Python mappings filter by keyboard, notices, and code blocks.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {constantsFor, formatCount, limitNames, limitsPageGroupsFor, pricingTiers, siteUrls, tierPrice} from '../../src/data/platform';
import {cardSections, type CardSection} from '../../plugins/lib/guideCards';
import mappings from '../../src/data/python-mappings.json';
import {test, expect, waitForHydration, beforeScriptsRun, holdRequests} from './fixtures';

const docsDir = path.join(__dirname, '..', '..', 'docs');

test('/limits/ shows every limit of the constants module with its value', {tag: '@markup'}, async ({page}) => {
  await page.goto('/docs/limits/');
  const constants = constantsFor('current');
  const names = limitNames.filter((n) => limitsPageGroupsFor('current').includes(constants[n].group));
  expect(names.length).toBeGreaterThan(10);
  for (const name of names) {
    const row = page.locator(`.limits-table tr[data-limit="${name}"]`);
    await expect(row.locator('th')).toHaveText(constants[name].label);
    await expect(row.locator('td')).toHaveText(constants[name].value);
  }
});

test('/pricing/ shows every plan with its price and included invocations', {tag: '@markup'}, async ({page}) => {
  await page.goto('/docs/pricing/');
  const table = page.locator('.pricing-table');
  for (const tier of pricingTiers) {
    await expect(table.locator(`thead th[data-tier="${tier.id}"]`)).toHaveText(tier.name);
    await expect(table.locator(`td[data-tier="${tier.id}"]`)).toHaveText(tierPrice(tier));
    await expect(table).toContainText(formatCount(tier.monthlyInvocations));
  }
  const c = constantsFor('current');
  for (const name of ['dailyInvocationsFreeOrg', 'pricePerInvocation'] as const)
    await expect(page.locator('.pricing-table__note')).toContainText(c[name].value);
});

function pagesOfSection(section: CardSection): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return walk(docsDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const rel = path.relative(docsDir, f).replace(/\.md$/, '').replace(/(^|\/)index$/, '');
      return {route: `/${rel ? rel + '/' : ''}`, title: matter(fs.readFileSync(f, 'utf8')).data.title as string};
    })
    .filter(({route}) => route !== cardSections[section].index && cardSections[section].prefixes.some((p) => route.startsWith(p)))
    .map(({title}) => title)
    .sort();
}

for (const section of Object.keys(cardSections) as CardSection[]) {
  test(`guide cards on ${cardSections[section].index} list every page of the section`, {tag: '@markup'}, async ({page}) => {
    await page.goto(`/docs${cardSections[section].index}`);
    const cards = page.locator('article li[data-language]');
    const titles = (await cards.locator('a > span > span:first-child').allTextContents()).sort();
    expect(titles).toEqual(pagesOfSection(section));
    // Each card: a thumbnail, a description and a language icon named for readers.
    for (const card of (await cards.all()).slice(0, 5)) {
      await expect(card.locator('img').first()).toHaveAttribute('src', /\/docs\/img\//);
      await expect(card.locator('img[alt]:not([alt=""])')).toHaveCount(1);
    }
  });
}

test('doc pages end with "Still have questions?" linking support and the community', {tag: '@markup'}, async ({page}) => {
  await page.goto('/docs/workflows/settings/');
  const block = page.locator('section.still-have-questions');
  await expect(block.getByRole('heading', {name: 'Still have questions?'})).toBeVisible();
  await expect(block.locator(`a[href="${siteUrls.support}"]`)).toHaveCount(1);
  await expect(block.locator(`a[href="${siteUrls.community}"]`)).toHaveCount(1);
});

test('the Python mappings table filters as you type, keyboard only', async ({page}) => {
  await page.goto('/docs/code/python/import-mappings/');
  await waitForHydration(page);
  const rows = page.locator('.python-mappings tbody tr');
  await expect(rows).toHaveCount(mappings.length);
  // Tab to the filter from the top of the page.
  const filter = page.getByLabel('Filter packages');
  for (let i = 0; i < 300 && !(await filter.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(filter).toBeFocused();
  const sample = mappings.find((m) => m.module !== m.package.toLowerCase())!;
  await page.keyboard.type(sample.module);
  const expected = mappings.filter(
    (m) => m.package.toLowerCase().includes(sample.module.toLowerCase()) || m.module.toLowerCase().includes(sample.module.toLowerCase()),
  );
  await expect(rows).toHaveCount(expected.length);
  await expect(page.locator('.python-mappings__count')).toHaveText(`${expected.length} of ${mappings.length} mappings`);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(rows).toHaveCount(mappings.length);
});

test('a filter typed into the Python mappings table before the page has run is kept and applied once it runs', async ({page}) => {
  const filter = page.getByLabel('Filter packages');
  await beforeScriptsRun(page, '/docs/code/python/import-mappings/', () => filter.fill('yaml'));
  await expect(filter).toHaveValue('yaml');
  await expect(page.locator('.python-mappings__count')).toHaveText(new RegExp(`^[1-9]\\d* of ${mappings.length} mappings$`));
  for (const row of await page.locator('.python-mappings tbody tr').allTextContents()) expect(row.toLowerCase()).toContain('yaml');
});

test.describe('code blocks', () => {
  // Every site language is tokenised in the built HTML (tests/site/builtFiles.test.ts).
  test('the copy button copies the block', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/code/nodejs/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The code line by line, as shown (innerText of the whole block adds a blank line after each line).
    expect(copied).toBe((await block.locator('.token-line').allInnerTexts()).map((l) => l.replace(/\n$/, '')).join('\n').trimEnd());
  });

  test('a first load runs no Prism; a block mounted by a client navigation is tokenised in the browser', {tag: '@layer'}, async ({page}) => {
    // Prism's core defines `util.encode`: only the chunk that carries Prism has it (src/theme/CodeBlock/Content).
    const prismMarker = 'util:{encode';
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.text());
    });
    await page.goto('/docs/workflows/steps/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).filter((js) => js.includes(prismMarker))).toHaveLength(0);
    // The server's tokens are on the page, and the copy button copies the block.
    await expect(page.locator('pre.prism-code .token.keyword').first()).toBeVisible();
    const loaded = scripts.length;
    await page.locator('article a[href="/docs/code/nodejs/"]').first().click();
    // The URL changes at the click, the page only once its chunks are in: wait for the new page itself.
    await expect(page.locator('article h1')).toHaveText('Writing Node.js in Steps');
    await expect(page.locator('article pre.prism-code .token.keyword').first()).toBeVisible();
    await expect.poll(async () => (await Promise.all(scripts.slice(loaded))).filter((js) => js.includes(prismMarker)).length).toBe(1);
  });

  test('light and dark modes use different code themes', async ({page}) => {
    await page.goto('/docs/code/nodejs/');
    const colour = () => page.locator('pre.language-js').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await colour();
    await page.emulateMedia({colorScheme: 'dark'});
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(colour).not.toBe(light);
  });
});

test.describe('diagrams (plugins/remarkDiagrams.ts, src/lib/figureZoom.ts)', () => {
  const url = '/docs/data-stores/';
  const title = 'Data stores beside the steps of your workflows';

  test('after a client navigation the diagram is fetched into a space of its size; Enter, even before it comes, enlarges it in a dialog loaded then, + zooms, Escape closes it and focus goes back; a click opens and closes it', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    // The figure as the app first renders it, before its SVG comes (plugins/diagramLoader.cjs).
    await page.evaluate(() => {
      const w = window as unknown as {firstFigure?: {height: number; drawn: boolean}};
      const observer = new MutationObserver(() => {
        const figure = document.querySelector('figure.diagram');
        if (!figure) return;
        w.firstFigure = {height: figure.getBoundingClientRect().height, drawn: !!figure.querySelector('svg[role="img"]')};
        observer.disconnect();
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    // The diagram's file is held until the figure has been asked to enlarge.
    const release = await holdRequests(page, /\/docs\/assets\/diagrams\/[\da-f]{16}\.svg$/);
    const fetched = page.waitForResponse((r) => /\/docs\/assets\/diagrams\/[\da-f]{16}\.svg$/.test(r.url()) && r.ok());
    await page.locator(`main a[href="${url}"]`).first().click();
    const figure = page.locator('figure.diagram').first();
    await expect(figure).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as {firstFigure?: {height: number; drawn: boolean}}).firstFigure);
    expect(first, 'the app rendered the figure without its SVG').toMatchObject({drawn: false});
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await figure.focus();
    await page.keyboard.press('Enter');
    release();
    await fetched;
    const dialog = page.getByRole('dialog', {name: `${title} (enlarged)`});
    await expect(dialog).toBeVisible();
    expect(scripts.length, 'the zoom loads on first use').toBeGreaterThan(0);
    // What the dialog enlarges is the diagram that came, not the empty space it had when Enter was pressed.
    const picture = dialog.getByRole('img', {name: title});
    await expect(picture).toBeVisible();
    expect(await picture.locator('text').count()).toBeGreaterThan(2);
    await expect(figure.getByRole('img', {name: title})).toBeAttached();
    expect(await figure.evaluate((f) => f.getBoundingClientRect().height), 'no layout shift').toBeCloseTo(first!.height, 0);
    const onPage = (await figure.locator('svg').boundingBox())!.width;
    const fitted = (await picture.boundingBox())!.width;
    expect(fitted).toBeGreaterThan(onPage);
    await page.keyboard.press('+');
    await expect.poll(async () => (await picture.boundingBox())!.width).toBeGreaterThan(fitted);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(figure).toBeFocused();
    await figure.click();
    await expect(dialog).toBeVisible();
    await picture.click();
    await expect(dialog).toBeHidden();
  });

  test('the diagram looks the same with JavaScript off as on, in each colour mode, and the modes differ', async ({browser}) => {
    const shots: Record<string, Buffer> = {};
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      await page.goto(url);
      if (javaScriptEnabled) await waitForHydration(page);
      const figure = page.locator('figure.diagram').first();
      await expect(figure.getByRole('img', {name: title})).toBeVisible();
      for (const mode of ['light', 'dark']) {
        // What the colour mode switch sets (the theme's inline script, which does not run without JavaScript).
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        shots[`${mode}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`] = await figure.screenshot({animations: 'disabled'});
      }
      await context.close();
    }
    for (const mode of ['light', 'dark']) {
      expect(shots[`${mode}, JavaScript on`]!.equals(shots[`${mode}, JavaScript off`]!), `${mode}: the same pixels with JavaScript on and off`).toBe(true);
    }
    expect(shots['light, JavaScript on']!.equals(shots['dark, JavaScript on']!), 'dark mode recolours the diagram').toBe(false);
  });

  test.describe('JavaScript off', {tag: '@markup'}, () => {
    test.use({javaScriptEnabled: false});

    test('the diagram is drawn, with its caption', async ({page}) => {
      await page.goto(url);
      const figure = page.locator('figure.diagram').first();
      await expect(figure.getByRole('img', {name: title})).toBeVisible();
      expect((await figure.locator('svg').boundingBox())!.height).toBeGreaterThan(150);
      await expect(figure.locator('figcaption')).toHaveText(title);
    });
  });
});

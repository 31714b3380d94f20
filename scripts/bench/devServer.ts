/**
 * The development server beside stock's (issue 35): `npm run bench -- --dev-only`. For this site and the stock
 * template with the same pages, in turns, `rounds` times each: the time from starting `docusaurus start` (no
 * `.docusaurus`, no persistent cache) to the doc page rendered in Chromium, and from saving an edit to the page's
 * Markdown to the edit showing in the open tab. Medians are reported, with the ratio to stock's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../chromium';
import {startDevServer} from '../lib/devServer';
import type {Site} from './sites';

export interface DevServerRound {
  /** From the start command to the doc page's heading in the browser (ms). */
  readonly firstPageMs: number;
  /** From saving an edit to the page's Markdown to the edit in the open tab (ms). */
  readonly editMs: number;
}

export interface DevServerResult {
  readonly name: string;
  readonly rounds: DevServerRound[];
  readonly medianFirstPageMs: number;
  readonly medianEditMs: number;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** One round on `site`: start, first page, one edit (undone afterwards). `docFile` is the page's source, `url` its path. */
async function round(site: Site, docFile: string, url: string, n: number): Promise<DevServerRound> {
  fs.rmSync(path.join(site.dir, '.docusaurus'), {recursive: true, force: true});
  const source = path.join(site.dir, docFile);
  const original = fs.readFileSync(source, 'utf8');
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const started = performance.now();
  const server = await startDevServer(site.dir, {timeoutMs: 300_000});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}${url}`);
    await page.locator('article h1').first().waitFor({timeout: 120_000});
    const firstPageMs = performance.now() - started;
    const marker = `Bench edit ${n} ${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(source, `${original.trimEnd()}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({timeout: 120_000});
    return {firstPageMs, editMs: performance.now() - saved};
  } finally {
    fs.writeFileSync(source, original);
    await server.stop();
    await browser.close();
  }
}

/** `rounds` rounds of each site, in turns (site, stock, site, …), so a busy moment of the machine hits both. */
export async function devServerBench(
  sites: readonly {site: Site; docFile: string; url: string}[],
  rounds: number,
  log: (s: string) => void,
): Promise<DevServerResult[]> {
  const runs = new Map(sites.map((s) => [s.site.name, [] as DevServerRound[]]));
  for (let n = 0; n < rounds; n++) {
    for (const {site, docFile, url} of sites) {
      const r = await round(site, docFile, url, n);
      log(`dev server ${site.name} round ${n + 1}: first page ${(r.firstPageMs / 1000).toFixed(1)} s, edit ${(r.editMs / 1000).toFixed(2)} s`);
      runs.get(site.name)!.push(r);
    }
  }
  return sites.map(({site}) => {
    const rs = runs.get(site.name)!;
    return {name: site.name, rounds: rs, medianFirstPageMs: median(rs.map((r) => r.firstPageMs)), medianEditMs: median(rs.map((r) => r.editMs))};
  });
}

/** The two rows of the report, with the ratio to stock's. */
export function devServerMarkdown(results: readonly DevServerResult[], stockName: string): string {
  const stock = results.find((r) => r.name === stockName)!;
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${(r.medianFirstPageMs / 1000).toFixed(1)} s | ${(r.medianFirstPageMs / stock.medianFirstPageMs).toFixed(2)} × | ${(r.medianEditMs / 1000).toFixed(2)} s | ${(r.medianEditMs / stock.medianEditMs).toFixed(2)} × |`,
  );
  return [
    `**Development server** (\`npm start\`; median of ${stock.rounds.length} starts each, in turns with stock's; budget: at most 1.2 × stock on both)`,
    '',
    '| site | start to first rendered page | × stock | saved edit to the open tab | × stock |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * Browser measurements of a served build: the JS and CSS a first visit fetches (Debian's Chromium through
 * Playwright, a fresh profile per page, until the network is idle), and Lighthouse (npm `lighthouse`,
 * desktop and mobile presets) with the same Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {execFile} from 'node:child_process';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../chromium';

export interface Bytes {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
}

export interface FirstLoad {
  readonly url: string;
  readonly html: Bytes;
  readonly js: Bytes;
  readonly css: Bytes;
  readonly outsideRequests: number;
}

const gzipSize = (b: Buffer) => zlib.gzipSync(b).length;
const sum = (list: Buffer[]): Bytes => ({
  files: list.length,
  raw: list.reduce((s, b) => s + b.length, 0),
  gzip: list.reduce((s, b) => s + gzipSize(b), 0),
});

export async function firstLoads(origin: string, paths: readonly string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const out: FirstLoad[] = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext({viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      const bodies: Promise<{type: string; body: Buffer}>[] = [];
      let outside = 0;
      // Counted until the network is idle; a response after that is not (its body may outlive the page).
      let idle = false;
      const late: string[] = [];
      page.on('response', (res) => {
        if (idle) {
          late.push(res.url());
          return;
        }
        const type = res.request().resourceType();
        if (!res.url().startsWith(origin)) outside++;
        if (['document', 'script', 'stylesheet'].includes(type) && res.status() === 200)
          bodies.push(res.body().then((body) => ({type, body})));
      });
      await page.goto(origin + p, {waitUntil: 'networkidle'});
      // The app's scripts start once the page is painted (plugins/upstream/appStart.ts): on a cold browser the network
      // can be idle before they have asked for the page's chunks. Counted until the page is hydrated and idle.
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await page.waitForLoadState('networkidle');
      idle = true;
      const got = await Promise.all(bodies);
      if (late.length) console.log(`[bench] ${p}: ${late.length} responses after the network was idle, not counted: ${late.join(', ')}`);
      const of = (t: string) => got.filter((g) => g.type === t).map((g) => g.body);
      out.push({url: p, html: sum(of('document')), js: sum(of('script')), css: sum(of('stylesheet')), outsideRequests: outside});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export interface LighthouseResult {
  readonly url: string;
  readonly preset: 'desktop' | 'mobile';
  readonly scores: {performance: number; accessibility: number; bestPractices: number; seo: number};
  /** Milliseconds, except CLS. */
  readonly metrics: {fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number};
  /** The largest opportunities and diagnostics, for the analysis. */
  readonly notes: string[];
  /** When this is the median of several runs: each run's performance score and total blocking time, in order. */
  readonly rounds?: {performance: number; tbt: number}[];
}

/**
 * The run with the median performance score (of the runs with that score, the one with the median total blocking
 * time), with every run's score and blocking time in `rounds`.
 */
export function medianRun(runs: readonly LighthouseResult[]): LighthouseResult {
  if (!runs.length) throw new Error('medianRun: no Lighthouse runs');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.metrics.tbt - a.metrics.tbt);
  return {...sorted[Math.floor((sorted.length - 1) / 2)]!, rounds: runs.map((r) => ({performance: r.scores.performance, tbt: Math.round(r.metrics.tbt)}))};
}

interface LhJson {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number; score: number | null; title: string; displayValue?: string; details?: {type?: string}}>;
}

export function runLighthouse(url: string, preset: 'desktop' | 'mobile', outFile: string): Promise<LighthouseResult> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new ${chromiumFlags.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, {env: {...process.env, CHROME_PATH: chromiumPath}, maxBuffer: 64 << 20}, (err, _o, stderr) => {
      if (err) return reject(new Error(`lighthouse ${url} (${preset}): ${err.message}\n${stderr.slice(-2000)}`));
      const lh = JSON.parse(fs.readFileSync(outFile, 'utf8')) as LhJson;
      const score = (k: string) => Math.round((lh.categories[k]?.score ?? 0) * 100);
      const num = (k: string) => lh.audits[k]?.numericValue ?? NaN;
      const notes = Object.entries(lh.audits)
        .filter(([, a]) => a.score !== null && a.score < 0.9 && a.details?.type !== undefined)
        .map(([id, a]) => `${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      resolve({
        url,
        preset,
        scores: {performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo')},
        metrics: {
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          speedIndex: num('speed-index'),
        },
        notes,
      });
    });
  });
}

export function lighthouseDir(root: string): string {
  const dir = path.join(root, 'lighthouse');
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

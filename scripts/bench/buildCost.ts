/**
 * Build cost: where a build's time goes, read from its log (the bench builds with
 * `DOCUSAURUS_PERF_LOGGER=true`), this site against the stock template, and the build budgets
 * (docs-dev/benchmark.md).
 */
import type {Measured} from './measure';

/** Milliseconds of each phase of `docusaurus build`, as its perf logger reports them. */
export interface Phases {
  /** Loading the config (`Get locales to build`: docusaurus.config.ts and what it imports), before the build proper. */
  config?: number;
  /** Load context, plugins' content, allContentLoaded (the anchor check), site files. */
  load?: number;
  /** Of which the anchor check (plugins/anchorCheckPlugin.ts). */
  anchorCheck?: number;
  /** Of which the OpenAPI plugin's loadContent (plugins/openApiPlugin.ts: parsing and validating the spec). */
  openApi?: number;
  bundling?: number;
  ssg?: number;
  /** Every plugin's postBuild, run side by side. */
  postBuild?: number;
  /** Of which the Markdown export (plugins/docsExportPlugin.ts: its own log line), wall and CPU. */
  markdownExport?: number;
  markdownExportCpu?: number;
  /** Of which Pagefind's indexing (plugins/searchPlugin.ts: its own log line). */
  searchIndexing?: number;
  total?: number;
}

export type MeasuredBuild = Measured & {readonly phases?: Phases};

/** `2.19 seconds!` or `393.79 ms` → ms. */
function duration(text: string): number {
  const m = /([\d.]+) (ms|seconds)/.exec(text);
  return m ? Number(m[1]) * (m[2] === 'ms' ? 1 : 1000) : NaN;
}

export function phasesFromLog(log: string): Phases {
  const phases: Phases = {};
  // The perf logger's lines: `[PERF] Build > en > Bundling with rspack - 2.19 seconds! - (Heap …)`.
  const perf = new Map<string, number>();
  for (const m of log.matchAll(/^\[PERF\] Build > [^>\n]+ > (.+?) - ([\d.]+ (?:ms|seconds))/gm)) perf.set(m[1]!, duration(m[2]!));
  const pick = (key: keyof Phases, ...labels: string[]) => {
    const label = labels.find((l) => perf.has(l));
    if (label) phases[key] = perf.get(label)!;
  };
  const config = /^\[PERF\] Get locales to build - ([\d.]+ (?:ms|seconds))/m.exec(log);
  if (config) phases.config = duration(config[1]!);
  pick('load', 'Load site');
  pick('openApi', 'Load site > Load plugins > Load plugins content > Load pipedream-openapi@default');
  pick('anchorCheck', 'Load site > Load plugins > allContentLoaded() > allContentLoaded() - pipedream-anchor-check@default');
  pick('bundling', 'Bundling with rspack', 'Bundling with webpack');
  pick('ssg', 'SSG');
  pick('postBuild', 'postBuild()');
  const total = /^\[PERF\] Build > [^>\n]+ - ([\d.]+ (?:ms|seconds))/m.exec(log);
  if (total) phases.total = duration(total[1]!);
  const exported = /\[pipedream-docs-export\] .*\((\d+) ms, (\d+) ms CPU/.exec(log);
  if (exported) {
    phases.markdownExport = Number(exported[1]);
    phases.markdownExportCpu = Number(exported[2]);
  }
  const indexed = /\[search\] Pagefind: .*\((\d+) ms\)/.exec(log);
  if (indexed) phases.searchIndexing = Number(indexed[1]);
  return phases;
}

/** A build of the stock template at a scaling size, beside this site's (Docusaurus's own floor). */
export interface StockScaling {
  readonly pages: number;
  readonly cold: MeasuredBuild;
}

const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** The phase table: one row a build. */
export function phasesMarkdown(rows: readonly {name: string; pages: number; m: MeasuredBuild}[]): string[] {
  const lines = [
    '**Build phases** (`DOCUSAURUS_PERF_LOGGER`; the postBuild plugins run side by side, so the export and the search indexing overlap)',
    '',
    '| build | pages | total | load (anchor check) | bundling | SSG | postBuild | Markdown export (CPU) | search indexing | peak RSS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const {name, pages, m} of rows) {
    const p = m.phases ?? {};
    lines.push(
      `| ${name} | ${pages} | ${m.seconds.toFixed(1)} s | ${s(p.load)}${p.anchorCheck === undefined ? '' : ` (${s(p.anchorCheck)})`} | ${s(p.bundling)} | ${s(p.ssg)} | ${s(p.postBuild)} | ` +
        `${p.markdownExport === undefined ? '–' : `${s(p.markdownExport)} (${s(p.markdownExportCpu)})`} | ${s(p.searchIndexing)} | ${m.peakRssMiB.toFixed(0)} MiB |`,
    );
  }
  return lines;
}

/**
 * Where this site's cold build spends more than stock's, phase by phase, from one run: the profile behind the
 * build-time budget. "Outside the phases" is the rest of the wall clock (Node's start, loading Docusaurus,
 * the process's exit); stock's pages differ in number, so each figure is per page, scaled to this site's count.
 */
export function gapMarkdown(site: {pages: number; m: MeasuredBuild}, stock: {pages: number; m: MeasuredBuild}): string[] {
  const a = site.m.phases ?? {};
  const b = stock.m.phases ?? {};
  const scale = site.pages / stock.pages;
  const inPhases = (p: Phases) => (p.config ?? 0) + (p.total ?? NaN);
  const rows: [string, number | undefined, number | undefined, string][] = [
    ['config load', a.config, b.config, 'docusaurus.config.ts and its imports (the plugins, their libraries)'],
    ['load site', a.load, b.load, 'every plugin\'s content, then allContentLoaded'],
    ['… of which the anchor check', a.anchorCheck, 0, 'parses every doc with a link to an anchor (stock has none)'],
    ['… of which the OpenAPI spec', a.openApi, 0, 'parses and validates openapi/ (stock has none)'],
    ['bundling', a.bundling, b.bundling, 'client and server bundles'],
    ['SSG', a.ssg, b.ssg, 'rendering every page, minifying its HTML'],
    ['postBuild', a.postBuild, b.postBuild, 'the Markdown export and the search index, side by side'],
    ['… of which the search index', a.searchIndexing, 0, 'Pagefind (stock has no search)'],
    ['outside the phases', site.m.seconds * 1000 - inPhases(a), stock.m.seconds * 1000 - inPhases(b), 'Node and Docusaurus start, the exit'],
    ['total (wall clock)', site.m.seconds * 1000, stock.m.seconds * 1000, ''],
  ];
  const lines = [
    `**Where the cold build's time goes against stock's** (one run; stock's figures scaled to ${site.pages} pages)`,
    '',
    '| phase | this site | stock | difference | what it is |',
    '| --- | ---: | ---: | ---: | --- |',
  ];
  for (const [name, ours, theirs, what] of rows) {
    const t = theirs === undefined ? undefined : theirs * scale;
    const diff = ours === undefined || t === undefined ? undefined : ours - t;
    lines.push(`| ${name} | ${s(ours)} | ${s(t)} | ${diff === undefined || Number.isNaN(diff) ? '–' : `${diff >= 0 ? '+' : '−'}${s(Math.abs(diff))}`} | ${what} |`);
  }
  return lines;
}

export interface BuildCostBudget {
  readonly budget: string;
  readonly figure: string;
  readonly met: boolean;
}

interface Build {
  readonly pages: number;
  readonly cold: MeasuredBuild;
  readonly warm: MeasuredBuild;
}

/** The build budgets (docs-dev/benchmark.md, "Build cost"). */
export function buildCostBudgets(
  site: Build | undefined,
  stock: Build | undefined,
  scaling: readonly {target: number; pages: number; seconds: number; cpuSeconds: number; peakRssMiB: number; phases?: Phases; stock?: StockScaling}[],
): BuildCostBudget[] {
  const out: BuildCostBudget[] = [];
  const x = (n: number) => `${n.toFixed(2)} ×`;
  if (site && stock) {
    const perPage = (m: Measured, pages: number, cpu = false) => (cpu ? m.cpuSeconds : m.seconds) / pages;
    const cold = perPage(site.cold, site.pages) / perPage(stock.cold, stock.pages);
    const coldCpu = perPage(site.cold, site.pages, true) / perPage(stock.cold, stock.pages, true);
    out.push({budget: 'cold build time per page ≤ 1.05 × stock (Rspack): wall clock', figure: x(cold), met: cold <= 1.05});
    out.push({budget: 'cold build time per page ≤ 1.05 × stock (Rspack): CPU time', figure: x(coldCpu), met: coldCpu <= 1.05});
    const search = site.cold.phases?.searchIndexing;
    if (search !== undefined) {
      const without = (site.cold.seconds - search / 1000) / site.pages / perPage(stock.cold, stock.pages);
      out.push({budget: 'cold build time per page ≤ 1.05 × stock, less the search indexing (stock has none): wall clock', figure: x(without), met: without <= 1.05});
    }
    if (site.warm !== site.cold && stock.warm !== stock.cold) {
      const warm = perPage(site.warm, site.pages) / perPage(stock.warm, stock.pages);
      out.push({budget: 'warm build time per page ≤ 1.0 × stock (Rspack): wall clock', figure: x(warm), met: warm <= 1.0});
    }
    const exported = site.cold.phases?.markdownExport;
    if (exported !== undefined) {
      out.push({budget: 'Markdown export (in postBuild) < 1.5 s for this site', figure: `${s(exported)} (${s(site.cold.phases?.markdownExportCpu)} CPU)`, met: exported < 1500});
    }
    const post = site.cold.phases?.postBuild;
    if (post !== undefined) out.push({budget: 'postBuild < 1.5 s for this site (export and search indexing together)', figure: s(post), met: post < 1500});
  }
  const at = (n: number) => scaling.find((r) => r.target === n);
  const s1000 = at(1000);
  const s5000 = at(5000);
  if (s1000 && s5000) {
    const wall = s5000.seconds / s5000.pages / (s1000.seconds / s1000.pages);
    const cpu = s5000.cpuSeconds / s5000.pages / (s1000.cpuSeconds / s1000.pages);
    out.push({budget: 'time per page at 5,000 pages ≤ 1.2 × at 1,000: wall clock', figure: x(wall), met: wall <= 1.2});
    out.push({budget: 'time per page at 5,000 pages ≤ 1.2 × at 1,000: CPU time', figure: x(cpu), met: cpu <= 1.2});
  }
  if (s5000) {
    const stock5000 = s5000.stock ? `; stock at ${s5000.stock.pages} pages: ${s5000.stock.cold.peakRssMiB.toFixed(0)} MiB` : '';
    out.push({budget: 'peak memory at 5,000 pages < 6 GiB', figure: `${s5000.peakRssMiB.toFixed(0)} MiB${stock5000}`, met: s5000.peakRssMiB < 6 * 1024});
  }
  return out;
}

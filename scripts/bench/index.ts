/**
 * `npm run bench [-- --quick] [-- --sizes 200,1000,5000] [-- --skip lighthouse,scaling,webpack,load]`
 * `npm run bench -- --load-only [--dir build]`
 * `npm run bench -- --search-only [--dir build] [--sizes 0,1000,5000]`
 *
 * Measures this site against the stock Docusaurus 3.10.2 classic template (same baseUrl, same pages per
 * version and page sizes; Rspack and webpack/Babel), in one run on this machine, and writes
 * bench-results/results.json and bench-results/results.md, and (but for --quick) the README's "Performance" table. It takes a while (the full
 * run builds about 7,000 pages and runs Lighthouse twenty times: mobile three rounds); progress is printed. `--quick` is for
 * working on the benchmark itself: a tenth of the stock pages, small scaling sizes, no webpack, no warm
 * builds, one Lighthouse page, 3 s of load per server.
 *
 * Every build runs with `DOCUSAURUS_PERF_LOGGER=true`: its phases go into the report (docs-dev/benchmark.md), and the stock
 * template is built at each scaling size from 1,000 pages too (`--skip stock-scaling` leaves it out), so the
 * memory at 5,000 pages is set against Docusaurus's own.
 *
 * The load test (scripts/bench/load.ts) runs both servers, server/app.ts and nginx with
 * deploy/nginx.conf, on this site's build (precompressed as `npm run build` does). `--load-only` runs just
 * that against an existing build (`--dir`, default `build/`, not rebuilt) in about half a minute, and
 * replaces only the load part of bench-results/results.json, bench-results/results.md and the README's table.
 * `--search-only` measures the search (scripts/bench/search.ts): the first search, the corrected first search
 * (a misspelt query: the vocabulary and the correction code load) and each version's vocabulary, on an existing
 * build (`--dir`, size 0) and on this site built with generated pages at each other of `--sizes` (default 0);
 * writes bench-results/search.json and .md.
 * `--layer-only` measures what the performance layer buys (scripts/bench/layer.ts): this site built with it and
 * with `PIPEDREAM_STOCK_CLIENT=1` at each of `--sizes` (default 0,1000: 0 is the site as it is), cold build time,
 * first-load JS of the doc page, and at the site's own size Lighthouse mobile (median of 3); writes
 * bench-results/layer.json and .md.
 * `--versions-only` measures the build in parts against the whole site in one build, cold and after one edit (scripts/bench/versions.ts,
 * issue 39; `--v1-share` of the generated pages in v1, default 0.8).
 * `--diagrams-only` measures the build-time diagrams (scripts/bench/diagrams.ts, issue 42): a page with a diagram beside one
 * without, first-load JS and Lighthouse mobile; the build with the diagrams against the same site with them as plain code
 * blocks, cold, in turns (`--builds`, default and at least 3 each); the time per diagram. Writes bench-results/diagrams.json and .md.
 * `--dev-only` measures the development server beside stock's (scripts/bench/devServer.ts: start to first page,
 * saved edit to the open tab, median of 5 starts each) and writes bench-results/dev-server.json and .md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {parseArgs} from 'node:util';
import {createApp} from '../../server/app';
import {baseUrl, latestVersion, siteModel} from '../../config/versions';
import {measure, folderBytes, type Measured} from './measure';
import {
  clearBuild,
  docusaurusBin,
  ensureTemplate,
  markdownExportCache,
  measuredPages,
  prepareSite,
  prepareStock,
  repoRoot,
  searchPages,
  sitePageFiles,
  stockDocPage,
  tmpRoot,
  type Site,
} from './sites';
import {firstLoads, lighthouseDir, medianRun, runLighthouse, type FirstLoad, type LighthouseResult} from './browser';
import {budgets, loadMarkdown, loadMarkers, markdown, type Results} from './report';
import {loadMix, loadSettings, loadTest} from './load';
import {precompress} from '../precompress';
import {correctedSearches, firstSearches, indexingFromLog, searchBenchMarkdown, searchQueries, vocabularyGzip, type SearchBenchRow} from './search';
import {phasesFromLog, type MeasuredBuild} from './buildCost';
import {devServerBench, devServerMarkdown} from './devServer';
import {layerMarkdown, type LayerRow} from './layer';
import {versionsMarkdown, type VersionsRow} from './versions';
import {diagramPages, diagramTimes, diagramsMarkdown, plainCopies, type DiagramPageRow, type DiagramsBench} from './diagrams';

const searchQueriesCount = searchQueries.length;

const {values} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    sizes: {type: 'string'},
    skip: {type: 'string', default: ''},
    'load-only': {type: 'boolean', default: false},
    'search-only': {type: 'boolean', default: false},
    'dev-only': {type: 'boolean', default: false},
    'layer-only': {type: 'boolean', default: false},
    'versions-only': {type: 'boolean', default: false},
    'diagrams-only': {type: 'boolean', default: false},
    builds: {type: 'string', default: '3'},
    'v1-share': {type: 'string', default: '0.8'},
    dir: {type: 'string', default: 'build'},
  },
});
const quick = values.quick;
const skip = new Set(values.skip.split(',').filter(Boolean));
if (quick) for (const k of ['webpack', 'warm']) skip.add(k);
const loadSeconds = quick ? 3 : loadSettings.seconds;
/** Lighthouse mobile runs of each page, the median reported (desktop scores 100 with little spread: one run). */
const mobileRounds = quick ? 1 : 3;
const sizes = (values.sizes ?? (quick ? '220,400' : '200,1000,5000')).split(',').map(Number);


const started = Date.now();
const log = (s: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s] ${s}`);

async function build(site: Site, kind: 'cold' | 'warm', variant: {label?: string; env?: NodeJS.ProcessEnv} = {}): Promise<MeasuredBuild> {
  if (kind === 'cold') clearBuild(site);
  else fs.rmSync(path.join(site.dir, 'build'), {recursive: true, force: true});
  const pages = site.pages.current + site.pages.v1;
  const name = variant.label ? `${site.name} (${variant.label})` : site.name;
  log(`${name}: ${kind} build of ${pages} pages…`);
  const logFile = path.join(tmpRoot, `${site.name}-${kind}${variant.label ? `-${variant.label}` : ''}.log`);
  const measured: Measured = await measure(process.execPath, [docusaurusBin(site), 'build'], {
    cwd: site.dir,
    env: {GTM_CONTAINER_ID: '', NODE_OPTIONS: '', DOCUSAURUS_PERF_LOGGER: 'true', PIPEDREAM_MARKDOWN_EXPORT_CACHE: markdownExportCache, ...variant.env},
    logFile,
  });
  const m = {...measured, phases: phasesFromLog(fs.readFileSync(logFile, 'utf8'))};
  log(`${name}: ${kind} ${m.seconds.toFixed(1)} s (CPU ${m.cpuSeconds.toFixed(1)} s), peak ${m.peakRssMiB.toFixed(0)} MiB`);
  return m;
}

function serve(buildDir: string): Promise<{origin: string; server: Server}> {
  return new Promise((resolve) => {
    const server = createApp({buildDir}).listen(0, '127.0.0.1', () =>
      resolve({origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server}),
    );
  });
}

/** The bytes of the search index the build wrote (every file of Pagefind's folder). */
function searchIndexBytes(buildDir: string): Record<string, number> {
  const dir = path.join(buildDir, 'pagefind');
  return fs.existsSync(dir) ? {pagefind: folderBytes(dir)} : {};
}

const resultsJson = path.join(repoRoot, 'bench-results', 'results.json');
const resultsMd = path.join(repoRoot, 'bench-results', 'results.md');
const readmeFile = path.join(repoRoot, 'README.md');

/**
 * Puts the load section into the README's benchmark section: in place of the last one (between its
 * markers), or, the first time, at the end of the section. False when the README has no such section.
 */
function writeLoadToReadme(md: string): boolean {
  const text = fs.readFileSync(readmeFile, 'utf8');
  const from = text.indexOf(loadMarkers.start);
  const to = text.indexOf(loadMarkers.end, from);
  const benchEnd = text.indexOf('<!-- bench:end -->');
  let out: string;
  if (from !== -1 && to !== -1) out = text.slice(0, from) + md.trimEnd() + text.slice(to + loadMarkers.end.length);
  else if (benchEnd !== -1) out = `${text.slice(0, benchEnd)}\n${md}${text.slice(benchEnd)}`;
  else return false;
  fs.writeFileSync(readmeFile, out);
  return true;
}

/** `--load-only`: the load test on an existing build, merged into the last results. */
async function loadOnly(): Promise<void> {
  const buildDir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const load = await loadTest(buildDir, loadMix(buildDir, measuredPages), log, loadSeconds);
  const md = loadMarkdown(load);
  if (fs.existsSync(resultsJson)) {
    const results = {...(JSON.parse(fs.readFileSync(resultsJson, 'utf8')) as Results), load};
    fs.writeFileSync(resultsJson, `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(resultsMd, markdown(results));
    log('wrote the load part of bench-results/results.json and bench-results/results.md');
  }
  if (!quick) {
    if (writeLoadToReadme(md)) log('wrote the load table into README.md');
  }
  console.log(`\n${md}`);
}

/** `--search-only`: the search on an existing build (size 0) and on generated sites (other `--sizes`): bench-results/search.json and .md. */
async function searchOnly(): Promise<void> {
  const rows: SearchBenchRow[] = [];
  for (const total of (values.sizes ?? '0').split(',').map(Number)) {
    let buildDir = path.resolve(values.dir);
    let site: Site | undefined;
    if (total > 0) {
      site = prepareSite(total);
      await build(site, 'cold');
      buildDir = path.join(site.dir, 'build');
    }
    if (!fs.existsSync(path.join(buildDir, 'pagefind', siteModel.versions[0]!.label, 'pagefind.js'))) throw new Error(`No search index in ${buildDir}: run \`npm run build\` first.`);
    const served = await serve(buildDir);
    try {
      log(`search at ${total || 'the site’s own'} pages: first searches…`);
      const first = await firstSearches(served.origin, searchPages);
      log('corrected searches…');
      const corrected = await correctedSearches(served.origin, searchPages);
      const pages = total ? site!.pages.current + site!.pages.v1 : (JSON.parse(fs.readFileSync(path.join(buildDir, 'page-data.json'), 'utf8')) as unknown[]).length;
      rows.push({pages, first, corrected, vocabularyGzip: vocabularyGzip(buildDir)});
    } finally {
      served.server.close();
      if (site) fs.rmSync(site.dir, {recursive: true, force: true});
    }
  }
  const date = new Date().toISOString();
  const md = searchBenchMarkdown(rows, date);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'search.json'), `${JSON.stringify({date, rows}, null, 2)}\n`);
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'search.md'), md);
  console.log(`\n${md}`);
}

async function main(): Promise<void> {
  fs.mkdirSync(tmpRoot, {recursive: true});
  const results: Results = {
    date: new Date().toISOString(),
    machine: {cpus: (await import('node:os')).cpus().length, node: process.version, quick},
    builds: [],
    scaling: [],
    sizes: {},
    firstLoad: [],
    lighthouse: [],
    budgets: [],
  };

  ensureTemplate(log);
  let pages = sitePageFiles();
  if (quick) {
    // A tenth of the pages, with the template's first doc (`intro`, linked from its home page and footer)
    // and the measured doc page.
    const tenth = (list: typeof pages.current) => [...new Set([...list.slice(0, Math.ceil(list.length / 10)), ...list.filter((p) => ['intro.md', 'troubleshooting.md'].includes(p.file))])];
    pages = {current: tenth(pages.current), v1: tenth(pages.v1)};
  }
  const site = prepareSite(0);
  const stock = prepareStock('rspack', pages);
  const variants: Site[] = [site, stock, ...(skip.has('webpack') ? [] : [prepareStock('webpack', pages)])];

  for (const s of variants) {
    const cold = await build(s, 'cold');
    const warm = skip.has('warm') ? cold : await build(s, 'warm');
    results.builds.push({name: s.name, pages: s.pages.current + s.pages.v1, cold, warm});
  }
  for (const s of [site, stock]) {
    const dir = path.join(s.dir, 'build');
    results.sizes[s.name] = {buildBytes: folderBytes(dir), searchIndexBytes: searchIndexBytes(dir)};
  }

  if (!skip.has('browser')) {
    log('first-load bytes in Chromium…');
    const ours = await serve(path.join(site.dir, 'build'));
    const theirsDir = path.join(stock.dir, 'build');
    const theirs = await serve(theirsDir);
    try {
      const loads: FirstLoad[] = [
        ...(await firstLoads(ours.origin, Object.values(measuredPages))).map((l) => ({...l, site: site.name})),
        ...(await firstLoads(theirs.origin, [stockDocPage])).map((l) => ({...l, site: stock.name})),
      ];
      results.firstLoad = loads;
      log('first search in Chromium…');
      results.firstSearch = await firstSearches(ours.origin, searchPages);
      const index = indexingFromLog(fs.readFileSync(path.join(tmpRoot, `${site.name}-cold.log`), 'utf8'));
      if (index) results.searchIndexing = index;
      if (!skip.has('lighthouse')) {
        const outDir = lighthouseDir(tmpRoot);
        const jobs: [string, string, string][] = [
          ...Object.entries(measuredPages)
            .filter(([k]) => !quick || k === 'doc')
            .map(([k, p]) => [site.name, `${k}`, ours.origin + p] as [string, string, string]),
          [stock.name, 'doc', theirs.origin + stockDocPage],
        ];
        const logRun = (r: LighthouseResult) => log(`  ${Object.values(r.scores).join('/')}, LCP ${(r.metrics.lcp / 1000).toFixed(1)} s, TBT ${r.metrics.tbt.toFixed(0)} ms`);
        for (const [name, page, url] of jobs) {
          log(`lighthouse desktop: ${name} ${page}…`);
          const r = await runLighthouse(url, 'desktop', path.join(outDir, `${name}-${page}-desktop.json`));
          logRun(r);
          results.lighthouse.push({...r, site: name, page});
        }
        // Mobile in rounds, each round every page of both sites in turn, so a busy spell of the machine falls on
        // all of them; each page's figure is its median round.
        const rounds = jobs.map((): LighthouseResult[] => []);
        for (let round = 1; round <= mobileRounds; round++) {
          for (const [i, [name, page, url]] of jobs.entries()) {
            log(`lighthouse mobile, round ${round} of ${mobileRounds}: ${name} ${page}…`);
            const r = await runLighthouse(url, 'mobile', path.join(outDir, `${name}-${page}-mobile-${round}.json`));
            logRun(r);
            rounds[i]!.push(r);
          }
        }
        for (const [i, [name, page]] of jobs.entries()) results.lighthouse.push({...medianRun(rounds[i]!), site: name, page});
      }
    } finally {
      ours.server.close();
      theirs.server.close();
    }
  }

  if (!skip.has('load')) {
    // The production build is `docusaurus build` and then the precompressed copies both servers send.
    const dir = path.join(site.dir, 'build');
    log('precompressing the site build for the load test…');
    await precompress(dir);
    results.load = await loadTest(dir, loadMix(dir, measuredPages), log, loadSeconds);
  }

  if (!skip.has('scaling')) {
    for (const total of sizes) {
      const s = prepareSite(total);
      const m = await build(s, 'cold');
      const n = s.pages.current + s.pages.v1;
      const index = indexingFromLog(fs.readFileSync(path.join(tmpRoot, `${s.name}-cold.log`), 'utf8'));
      let search;
      let load;
      if (!skip.has('browser')) {
        const served = await serve(path.join(s.dir, 'build'));
        try {
          log(`${s.name}: first load and first search in Chromium…`);
          [load] = await firstLoads(served.origin, [measuredPages.doc]);
          search = await firstSearches(served.origin, searchPages);
        } finally {
          served.server.close();
        }
      }
      results.scaling.push({
        searchIndexing: index,
        firstSearch: search,
        firstLoad: load,
        target: total,
        pages: n,
        seconds: m.seconds,
        cpuSeconds: m.cpuSeconds,
        msPerPage: (m.seconds * 1000) / n,
        cpuMsPerPage: (m.cpuSeconds * 1000) / n,
        peakRssMiB: m.peakRssMiB,
        phases: m.phases,
      });
      fs.rmSync(s.dir, {recursive: true, force: true});
      if (!skip.has('stock-scaling') && total >= 1000) {
        // The stock template with the same generated pages, for Docusaurus's own floor (memory at 5,000 pages).
        const st = prepareStock('rspack', sitePageFiles(), total);
        results.scaling.at(-1)!.stock = {pages: st.pages.current + st.pages.v1, cold: await build(st, 'cold')};
        fs.rmSync(st.dir, {recursive: true, force: true});
      }
    }
  }

  // A run that skipped the browser, the scaling or the load test keeps the last run's figures of those (its
  // date says which run they come from), so a partial run does not erase them from the report.
  if (fs.existsSync(resultsJson)) {
    const last = JSON.parse(fs.readFileSync(resultsJson, 'utf8')) as Results;
    const carried: Record<string, string> = {};
    const carry = (part: string) => (carried[part] = last.carried?.[part] ?? last.date);
    if (skip.has('browser') && last.firstLoad?.length) {
      Object.assign(results, {firstLoad: last.firstLoad, firstSearch: last.firstSearch, lighthouse: last.lighthouse});
      for (const part of ['first load', 'first search', 'Lighthouse']) carry(part);
    }
    if (skip.has('scaling') && last.scaling?.length) {
      results.scaling = last.scaling;
      carry('scaling');
    }
    if (skip.has('load') && last.load) {
      results.load = last.load;
      // `--load-only` replaces the load part on its own: it carries its own date.
      carried.load = last.load.date;
    }
    if (Object.keys(carried).length) results.carried = carried;
  }
  results.budgets = budgets(results, {site: site.name, stock: stock.name});
  fs.mkdirSync(path.dirname(resultsJson), {recursive: true});
  fs.writeFileSync(resultsJson, `${JSON.stringify(results, null, 2)}\n`);
  const md = markdown(results);
  fs.writeFileSync(resultsMd, md);
  if (!quick) {
    const readme = readmeFile;
    const text = fs.readFileSync(readme, 'utf8');
    const marked = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/;
    if (marked.test(text)) fs.writeFileSync(readme, text.replace(marked, (_m, a: string, b: string) => `${a}${md}${b}`));
  }
  console.log(`\n${md}`);
  log('wrote bench-results/results.json and bench-results/results.md');
}

/** `--dev-only`: the development server of this site and of the stock template, in turns. */
async function devOnly(): Promise<void> {
  ensureTemplate(log);
  const site = prepareSite(0);
  const stock = prepareStock('rspack', sitePageFiles());
  const doc = 'docs/troubleshooting.md';
  const results = await devServerBench(
    [
      {site, docFile: doc, url: measuredPages.doc},
      {site: stock, docFile: doc, url: stockDocPage},
    ],
    quick ? 1 : 5,
    log,
  );
  const md = devServerMarkdown(results, stock.name);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'dev-server.json'), `${JSON.stringify({date: new Date().toISOString(), results}, null, 2)}\n`);
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'dev-server.md'), md);
  console.log(`\n${md}`);
}

/** `--layer-only`: this site with the performance layer and on Docusaurus's own client, at each size. */
async function layerOnly(): Promise<void> {
  const rows: LayerRow[] = [];
  for (const total of (values.sizes ?? (quick ? '0' : '0,1000')).split(',').map(Number)) {
    const site = prepareSite(total);
    const builds: {variant: LayerRow['variant']; dir: string; build: MeasuredBuild}[] = [];
    for (const variant of ['layer', 'stock-client'] as const) {
      const m = await build(site, 'cold', {label: variant, env: variant === 'stock-client' ? {PIPEDREAM_STOCK_CLIENT: '1'} : {}});
      const dir = path.join(site.dir, `build-${variant}`);
      fs.rmSync(dir, {recursive: true, force: true});
      fs.renameSync(path.join(site.dir, 'build'), dir);
      builds.push({variant, dir, build: m});
    }
    const servers = await Promise.all(builds.map((b) => serve(b.dir)));
    try {
      const lighthouse = builds.map((): LighthouseResult[] => []);
      if (total === 0 && !skip.has('lighthouse')) {
        // Rounds in turns, so a busy spell of the machine falls on both.
        for (let round = 1; round <= mobileRounds; round++) {
          for (const [i, b] of builds.entries()) {
            log(`lighthouse mobile, round ${round} of ${mobileRounds}: ${b.variant}…`);
            const r = await runLighthouse(servers[i]!.origin + measuredPages.doc, 'mobile', path.join(lighthouseDir(tmpRoot), `layer-${b.variant}-${round}.json`));
            log(`  ${Object.values(r.scores).join('/')}, TBT ${r.metrics.tbt.toFixed(0)} ms`);
            lighthouse[i]!.push(r);
          }
        }
      }
      for (const [i, b] of builds.entries()) {
        const [load] = await firstLoads(servers[i]!.origin, [measuredPages.doc]);
        rows.push({
          variant: b.variant,
          pages: site.pages.current + site.pages.v1,
          buildSeconds: b.build.seconds,
          peakRssMiB: b.build.peakRssMiB,
          firstLoadJsGzip: load!.js.gzip,
          ...(lighthouse[i]!.length && {lighthouse: medianRun(lighthouse[i]!), lighthouseRuns: lighthouse[i]!}),
        });
      }
    } finally {
      for (const s of servers) s.server.close();
    }
  }
  const md = layerMarkdown(rows);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'layer.json'), `${JSON.stringify({date: new Date().toISOString(), rows}, null, 2)}\n`);
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'layer.md'), md);
  console.log(`\n${md}`);
}

/** `--versions-only`: the whole site in one build beside the build in parts, cold and after one edit (scripts/bench/versions.ts). */
async function versionsOnly(): Promise<void> {
  const rows: VersionsRow[] = [];
  const share = Number(values['v1-share']);
  for (const total of (values.sizes ?? '0').split(',').map(Number)) {
    const site = prepareSite(total, share);
    const page = path.join(site.dir, 'docs', 'limits.md');
    const env = {GTM_CONTAINER_ID: '', NODE_OPTIONS: '', PIPEDREAM_MARKDOWN_EXPORT_CACHE: markdownExportCache, PIPEDREAM_VERSION_CACHE: path.join(site.dir, '.version-cache')};
    const run = async (label: string, args: string[]): Promise<Measured> => {
      log(`${site.name}: ${label}…`);
      const m = await measure(process.execPath, args, {cwd: site.dir, env, logFile: path.join(tmpRoot, `${site.name}-versions-${label.replace(/\W+/g, '-')}.log`)});
      log(`${site.name}: ${label} ${m.seconds.toFixed(1)} s (CPU ${m.cpuSeconds.toFixed(1)} s), peak ${m.peakRssMiB.toFixed(0)} MiB`);
      return m;
    };
    const edit = (n: number) => fs.appendFileSync(page, `\nA sentence of edit ${n}, for the rebuild of one page.\n`);
    clearBuild(site);
    const wholeCold = await run('whole cold', [docusaurusBin(site), 'build']);
    edit(1);
    const wholeAfterEdit = await run('whole after an edit', [docusaurusBin(site), 'build']);
    clearBuild(site);
    fs.rmSync(env.PIPEDREAM_VERSION_CACHE, {recursive: true, force: true});
    for (const f of fs.readdirSync(site.dir)) if (f.startsWith(`${markdownExportCache}-`)) fs.rmSync(path.join(site.dir, f), {recursive: true, force: true});
    const partsCold = await run('parts cold', ['--import', 'tsx', 'scripts/build.ts']);
    edit(2);
    const partsAfterEdit = await run('parts after an edit', ['--import', 'tsx', 'scripts/build.ts']);
    rows.push({pages: site.pages.current + site.pages.v1, frozenPages: site.pages.v1, wholeCold, wholeAfterEdit, partsCold, partsAfterEdit});
  }
  const md = versionsMarkdown(rows);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'versions.json'), `${JSON.stringify({date: new Date().toISOString(), rows}, null, 2)}\n`);
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'versions.md'), md);
  console.log(`\n${md}`);
}

/** `--diagrams-only`: what the build-time diagrams cost (scripts/bench/diagrams.ts). */
async function diagramsOnly(): Promise<void> {
  const site = prepareSite(0);
  const copies = plainCopies(path.join(site.dir, latestVersion.contentDir));
  const rounds = quick ? 1 : Math.max(3, Number(values.builds));
  const builds = {diagrams: [] as Measured[], drawnBefore: [] as Measured[], plain: [] as Measured[], times: [] as ReturnType<typeof diagramTimes>[]};
  const served = path.join(site.dir, 'build-diagrams');
  // The diagrams drawn before (plugins/lib/diagrams.ts): emptied before a cold build, kept for `drawnBefore`.
  const diagramCache = path.join(site.dir, '.diagram-cache');
  for (let round = 1; round <= rounds; round++) {
    // In turns, each round in the other order, so a busy spell of the machine falls on all.
    for (const variant of round % 2 ? (['diagrams', 'plain', 'drawnBefore'] as const) : (['drawnBefore', 'plain', 'diagrams'] as const)) {
      for (const c of copies) fs.writeFileSync(c.file, variant === 'plain' ? c.plain : c.original);
      if (variant === 'diagrams') fs.rmSync(diagramCache, {recursive: true, force: true});
      const times = path.join(tmpRoot, `diagram-times-${round}.jsonl`);
      fs.rmSync(times, {force: true});
      const env = {PIPEDREAM_DIAGRAM_TIMES: times, PIPEDREAM_DIAGRAM_CACHE: diagramCache};
      builds[variant].push(await build(site, 'cold', {label: `${variant}-${round}`, env}));
      if (variant !== 'diagrams' && fs.existsSync(times)) throw new Error(`${times}: the ${variant} build drew diagrams`);
      if (variant === 'diagrams') {
        builds.times.push(diagramTimes(times));
        fs.rmSync(served, {recursive: true, force: true});
        fs.renameSync(path.join(site.dir, 'build'), served);
      }
    }
  }
  const {origin, server} = await serve(served);
  const pages: DiagramPageRow[] = [];
  try {
    const urls = [diagramPages.diagram, diagramPages.plain];
    const runs = urls.map((): LighthouseResult[] => []);
    for (let round = 1; round <= mobileRounds; round++) {
      for (const [i, url] of urls.entries()) {
        log(`lighthouse mobile, round ${round} of ${mobileRounds}: ${url}…`);
        const r = await runLighthouse(origin + url, 'mobile', path.join(lighthouseDir(tmpRoot), `diagrams-${i}-${round}.json`));
        log(`  ${Object.values(r.scores).join('/')}, TBT ${r.metrics.tbt.toFixed(0)} ms, CLS ${r.metrics.cls.toFixed(3)}`);
        runs[i]!.push(r);
      }
    }
    const loads = await firstLoads(origin, urls);
    for (const [i, url] of urls.entries()) {
      const html = fs.readFileSync(path.join(served, url.slice(baseUrl.length), 'index.html'));
      pages.push({
        url,
        diagrams: html.toString().match(/<figure class="?diagram"?[ >]/g)?.length ?? 0,
        htmlGzip: zlib.gzipSync(html).length,
        firstLoad: loads[i]!,
        lighthouse: medianRun(runs[i]!),
        lighthouseRuns: runs[i]!,
      });
    }
  } finally {
    server.close();
  }
  if (!pages[0]!.diagrams || pages[1]!.diagrams) throw new Error(`${diagramPages.diagram} must have a diagram and ${diagramPages.plain} none`);
  const results: DiagramsBench = {date: new Date().toISOString(), pages, builds};
  const md = diagramsMarkdown(results);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'diagrams.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'diagrams.md'), md);
  console.log(`\n${md}`);
}

(values['diagrams-only'] ? diagramsOnly() : values['load-only'] ? loadOnly() : values['search-only'] ? searchOnly() : values['dev-only'] ? devOnly() : values['layer-only'] ? layerOnly() : values['versions-only'] ? versionsOnly() : main()).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

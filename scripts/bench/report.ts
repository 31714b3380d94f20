/** The benchmark's results, the budgets judged on them (docs-dev/benchmark.md), and the Markdown tables. */
import type {Measured} from './measure';
import type {FirstLoad, LighthouseResult} from './browser';
import type {LoadRun} from './load';
import type {FirstSearch} from './search';
import {buildCostBudgets, gapMarkdown, phasesMarkdown, type MeasuredBuild, type Phases, type StockScaling} from './buildCost';
import {measuredPages} from './sites';

/** Pagefind's indexing, as the build reports it. */
export interface SearchIndexing {
  readonly pages: number;
  readonly ms: number;
}

export interface Results {
  date: string;
  machine: {cpus: number; node: string; quick: boolean};
  builds: {name: string; pages: number; cold: MeasuredBuild; warm: MeasuredBuild}[];
  scaling: {
    target: number;
    pages: number;
    seconds: number;
    cpuSeconds: number;
    msPerPage: number;
    cpuMsPerPage: number;
    peakRssMiB: number;
    /** The build's phases (`DOCUSAURUS_PERF_LOGGER`). */
    phases?: Phases;
    /** The stock template with the same generated pages, built in the same run. */
    stock?: StockScaling;
    searchIndexing?: SearchIndexing;
    firstSearch?: FirstSearch[];
    /** The doc page's first load at this size (issue 23: first-load JS flat in the page count). */
    firstLoad?: FirstLoad;
  }[];
  sizes: Record<string, {buildBytes: number; searchIndexBytes: Record<string, number>}>;
  firstLoad: (FirstLoad & {site?: string})[];
  /** The first search from a v2 and a v1 page of this site. */
  firstSearch?: FirstSearch[];
  searchIndexing?: SearchIndexing;
  lighthouse: (LighthouseResult & {site?: string; page?: string})[];
  budgets: Budget[];
  /** Parts this run skipped, each kept from the run of the date given (ISO). */
  carried?: Record<string, string>;
  /** The load test of both servers; `npm run bench -- --load-only` replaces only this. */
  load?: LoadRun;
}

export interface Budget {
  readonly budget: string;
  readonly figure: string;
  readonly met: boolean | null;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mib = (n: number) => `${n.toFixed(0)} MiB`;
const per100 = (m: Measured, pages: number) => `${((m.seconds * 100) / pages).toFixed(1)} s`;

export function budgets(r: Results, names: {site: string; stock: string}): Budget[] {
  const out: Budget[] = [];
  const site = r.builds.find((b) => b.name === names.site);
  const stock = r.builds.find((b) => b.name === names.stock);
  // The build budgets (they replace the first goals, 1.15 × and 1.3 ×: docs-dev/benchmark.md).
  out.push(...buildCostBudgets(site, stock, r.scaling));
  const doc = r.firstLoad.find((l) => l.site === names.site && l.url === measuredPages.doc);
  const stockDoc = r.firstLoad.find((l) => l.site === names.stock);
  if (doc && stockDoc) {
    // Issue 23's goals: the JS a doc page's first load runs at most 0.85 × stock's, and all it downloads until
    // the network is idle (HTML, JS and CSS) at most stock's.
    const ratio = doc.js.gzip / stockDoc.js.gzip;
    out.push({
      budget: 'first-load JS (gzip) of a doc page ≤ 0.85 × stock doc page',
      figure: `${kb(doc.js.gzip)} vs ${kb(stockDoc.js.gzip)}, ${ratio.toFixed(3)} ×`,
      met: ratio <= 0.85,
    });
    const total = (l: FirstLoad) => l.html.gzip + l.js.gzip + l.css.gzip;
    out.push({
      budget: 'bytes of a doc page until the network is idle (HTML, JS, CSS; gzip) ≤ stock doc page',
      figure: `${kb(total(doc))} vs ${kb(total(stockDoc))}`,
      met: total(doc) <= total(stockDoc),
    });
  }
  const pace = (f: FirstSearch) => `typed ${f.keyGapMs ?? 0} ms a key`;
  for (const f of r.firstSearch ?? []) {
    out.push({budget: `first search ("${f.query}") from ${f.page}, ${pace(f)}, ≤ 150 KB gzip`, figure: kb(f.gzipBytes), met: f.gzipBytes <= 150 * 1024});
    out.push({budget: `hits within 300 ms of the last keystroke, median of 20 queries (${f.page}, ${pace(f)})`, figure: `${f.medianMs.toFixed(0)} ms`, met: f.medianMs <= 300});
  }
  const base = r.firstSearch ?? [];
  for (const s of r.scaling.filter((x) => x.target >= 1000)) {
    for (const f of s.firstSearch ?? []) {
      const at200 = base.find((b) => b.page === f.page && b.keyGapMs === f.keyGapMs);
      if (!at200) continue;
      const ratio = f.gzipBytes / at200.gzipBytes;
      out.push({budget: `first search at ${s.pages} pages ≤ 1.5 × at ${r.builds[0]?.pages ?? 200} (${f.page})`, figure: `${kb(f.gzipBytes)}, ${ratio.toFixed(2)} ×`, met: ratio <= 1.5});
    }
  }
  // Issue 23: the doc page's first-load JS at 5,000 generated pages at most 1.1 × the figure of the site as it is.
  for (const s of r.scaling.filter((x) => x.target >= 1000)) {
    if (!doc || !s.firstLoad) continue;
    const ratio = s.firstLoad.js.gzip / doc.js.gzip;
    out.push({budget: `first-load JS of a doc page at ${s.pages} pages ≤ 1.1 × at ${r.builds[0]?.pages ?? 200}`, figure: `${kb(s.firstLoad.js.gzip)}, ${ratio.toFixed(2)} ×`, met: ratio <= 1.1});
  }
  for (const [pages, ix] of [[r.builds[0]?.pages ?? 0, r.searchIndexing], ...r.scaling.map((s) => [s.pages, s.searchIndexing] as const)] as const) {
    if (!ix) continue;
    const per100 = (ix.ms / ix.pages) * 100;
    out.push({budget: `search indexing per 100 pages ≤ 2.7 s (${pages} pages)`, figure: `${(per100 / 1000).toFixed(2)} s`, met: per100 <= 2700});
  }
  const ours = r.lighthouse.filter((l) => l.site === names.site);
  if (ours.length) {
    const desktop = ours.filter((l) => l.preset === 'desktop');
    const mobile = ours.filter((l) => l.preset === 'mobile');
    const all100 = (l: LighthouseResult) => Object.values(l.scores).every((s) => s === 100);
    out.push({
      budget: 'Lighthouse desktop 100 in all four categories, every page',
      figure: desktop.map((l) => `${l.page} ${Object.values(l.scores).join('/')}`).join('; '),
      met: desktop.every(all100),
    });
    out.push({
      budget: 'Lighthouse mobile performance ≥ 95 and the other three 100, every page',
      figure: mobile.map((l) => `${l.page} ${Object.values(l.scores).join('/')}`).join('; '),
      met: mobile.every((l) => l.scores.performance >= 95 && l.scores.accessibility === 100 && l.scores.bestPractices === 100 && l.scores.seo === 100),
    });
    const stockMobile = r.lighthouse.find((l) => l.site === names.stock && l.preset === 'mobile');
    if (stockMobile) {
      out.push({
        budget: `Lighthouse mobile total blocking time ≤ 0.5 × stock's doc page (${stockMobile.metrics.tbt.toFixed(0)} ms) and < 200 ms, every page`,
        figure: mobile.map((l) => `${l.page} ${l.metrics.tbt.toFixed(0)} ms (${(l.metrics.tbt / stockMobile.metrics.tbt).toFixed(2)} ×)`).join('; '),
        met: mobile.every((l) => l.metrics.tbt <= 0.5 * stockMobile.metrics.tbt && l.metrics.tbt < 200),
      });
    }
  }
  return out;
}

export function markdown(r: Results): string {
  const lines: string[] = [];
  const row = (...cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push(`Benchmark of ${r.date.slice(0, 10)} (${r.machine.cpus} cores, Node ${r.machine.node}${r.machine.quick ? ', QUICK run: not comparable' : ''}).`, '');
  if (r.carried) {
    const parts = Object.entries(r.carried).map(([part, date]) => `${part} (run of ${date.slice(0, 10)})`);
    lines.push(`This run skipped some parts; their figures are kept from earlier runs: ${parts.join(', ')}.`, '');
  }
  lines.push('**Builds** (cold: no cache; warm: the bundler’s persistent cache kept)', '');
  row('site', 'pages', 'cold', 'cold per 100 pages', 'cold CPU per 100 pages', 'warm', 'warm per 100 pages', 'peak RSS (cold)');
  row('---', '---:', '---:', '---:', '---:', '---:', '---:', '---:');
  for (const b of r.builds) {
    const cpu100 = `${((b.cold.cpuSeconds * 100) / b.pages).toFixed(1)} s`;
    row(b.name, b.pages, `${b.cold.seconds.toFixed(1)} s`, per100(b.cold, b.pages), cpu100, `${b.warm.seconds.toFixed(1)} s`, per100(b.warm, b.pages), mib(b.cold.peakRssMiB));
  }
  if (r.scaling.length) {
    lines.push('', '**Scaling** (this site’s config, generated pages added, cold builds)', '');
    row('pages', 'time', 'per page', 'CPU per page', 'peak RSS');
    row('---:', '---:', '---:', '---:', '---:');
    for (const s of r.scaling) {
      row(s.pages, `${s.seconds.toFixed(1)} s`, `${s.msPerPage.toFixed(0)} ms`, `${s.cpuMsPerPage.toFixed(0)} ms`, mib(s.peakRssMiB));
      if (s.stock) {
        const c = s.stock.cold;
        row(`${s.stock.pages} (stock-rspack)`, `${c.seconds.toFixed(1)} s`, `${((c.seconds * 1000) / s.stock.pages).toFixed(0)} ms`, `${((c.cpuSeconds * 1000) / s.stock.pages).toFixed(0)} ms`, mib(c.peakRssMiB));
      }
    }
  }
  const docLoad = r.firstLoad.find((l) => l.site !== 'stock-rspack' && l.url === measuredPages.doc);
  const loadsBySize = r.scaling.filter((s) => s.firstLoad);
  if (docLoad && loadsBySize.length) {
    lines.push('', `**First-load JS by page count** (${measuredPages.doc}, the same measure as the first load below; generated pages added)`, '');
    row('pages', 'JS files', 'JS gzip', 'against the site as it is');
    row('---:', '---:', '---:', '---:');
    row(r.builds[0]?.pages ?? 0, docLoad.js.files, kb(docLoad.js.gzip), '1.00 ×');
    for (const s of loadsBySize) row(s.pages, s.firstLoad!.js.files, kb(s.firstLoad!.js.gzip), `${(s.firstLoad!.js.gzip / docLoad.js.gzip).toFixed(2)} ×`);
  }
  const phaseRows = [
    ...r.builds.flatMap((b) => [{name: `${b.name} cold`, pages: b.pages, m: b.cold}, ...(b.warm !== b.cold ? [{name: `${b.name} warm`, pages: b.pages, m: b.warm}] : [])]),
    ...r.scaling.flatMap((s) => [
      {name: 'site', pages: s.pages, m: {seconds: s.seconds, cpuSeconds: s.cpuSeconds, peakRssMiB: s.peakRssMiB, ...(s.phases && {phases: s.phases})}},
      ...(s.stock ? [{name: 'stock-rspack', pages: s.stock.pages, m: s.stock.cold}] : []),
    ]),
  ].filter((x) => x.m.phases);
  if (phaseRows.length) lines.push('', ...phasesMarkdown(phaseRows));
  const [siteBuild, stockBuild] = [r.builds.find((b) => b.name === 'site'), r.builds.find((b) => b.name === 'stock-rspack')];
  if (siteBuild?.cold.phases && stockBuild?.cold.phases) {
    lines.push('', ...gapMarkdown({pages: siteBuild.pages, m: siteBuild.cold}, {pages: stockBuild.pages, m: stockBuild.cold}));
  }
  if (r.firstLoad.length) {
    lines.push('', '**First load** (all JS and CSS fetched until network idle, Chromium; gzip computed at level 6)', '');
    row('site', 'page', 'HTML raw / gzip', 'JS files', 'JS raw / gzip', 'CSS raw / gzip', 'outside requests');
    row('---', '---', '---:', '---:', '---:', '---:', '---:');
    for (const l of r.firstLoad) {
      row(l.site ?? '', l.url, `${kb(l.html.raw)} / ${kb(l.html.gzip)}`, l.js.files, `${kb(l.js.raw)} / ${kb(l.js.gzip)}`, `${kb(l.css.raw)} / ${kb(l.css.gzip)}`, l.outsideRequests);
    }
  }
  const sizes = Object.entries(r.sizes);
  if (sizes.length) {
    lines.push('', '**Output**', '');
    row('site', 'build output', 'search index (all its files)');
    row('---', '---:', '---:');
    for (const [name, s] of sizes) {
      row(name, `${(s.buildBytes / 1048576).toFixed(1)} MiB`, s.searchIndexBytes.pagefind ? kb(s.searchIndexBytes.pagefind) : '–');
    }
  }
  const searches = [
    ...(r.firstSearch ?? []).map((f) => [r.builds[0]?.pages ?? 0, f] as const),
    ...r.scaling.flatMap((s) => (s.firstSearch ?? []).map((f) => [s.pages, f] as const)),
  ];
  if (searches.length) {
    lines.push(
      '',
      '**First search** (Chromium, from reaching for the box to the hits on screen: the box’s code, Pagefind’s runtime, wasm, index chunks, filter and the hits’ fragments; text files gzip at level 6, Pagefind’s index files as sent, gzip already)',
      '',
    );
    row('pages', 'from', 'query', 'between keys', 'requests', 'bytes (gzip)', 'first query: last key → hits', 'median of 20 queries');
    row('---:', '---', '---', '---:', '---:', '---:', '---:', '---:');
    for (const [pages, f] of searches) row(pages, f.page, f.query, `${f.keyGapMs ?? 0} ms`, f.requests, kb(f.gzipBytes), `${f.firstMs.toFixed(0)} ms`, `${f.medianMs.toFixed(0)} ms`);
  }
  const indexing = [
    ...(r.searchIndexing ? [r.searchIndexing] : []),
    ...r.scaling.flatMap((s) => (s.searchIndexing ? [s.searchIndexing] : [])),
  ];
  for (const ix of indexing) {
    lines.push('', `Search indexing (Pagefind, in the build's postBuild): ${ix.pages} pages in ${(ix.ms / 1000).toFixed(1)} s, ${((ix.ms / ix.pages / 10)).toFixed(2)} s per 100 pages.`);
  }
  if (r.lighthouse.length) {
    lines.push('', '**Lighthouse** (served by server/app.ts with compression; performance/accessibility/best practices/SEO; mobile: the median of rounds in which every page of both sites ran in turn)', '');
    row('site', 'page', 'preset', 'scores', 'FCP', 'LCP', 'TBT', 'CLS');
    row('---', '---', '---', '---', '---:', '---:', '---:', '---:');
    for (const l of r.lighthouse) {
      // A median of rounds shows every round's performance score and blocking time after its own.
      const runs = (k: 'performance' | 'tbt') => (l.rounds && l.rounds.length > 1 ? ` (runs ${l.rounds.map((x) => x[k]).join(', ')})` : '');
      row(l.site ?? '', l.page ?? l.url, l.preset, `${Object.values(l.scores).join('/')}${runs('performance')}`, `${(l.metrics.fcp / 1000).toFixed(1)} s`, `${(l.metrics.lcp / 1000).toFixed(1)} s`, `${l.metrics.tbt.toFixed(0)} ms${runs('tbt')}`, l.metrics.cls.toFixed(3));
    }
  }
  if (r.budgets.length) {
    lines.push('', '**Budgets** (docs-dev/benchmark.md says why each)', '');
    row('budget', 'figure', 'met');
    row('---', '---', '---');
    for (const b of r.budgets) row(b.budget, b.figure, b.met === null ? '–' : b.met ? 'yes' : '**no**');
  }
  if (r.load) lines.push('', loadMarkdown(r.load).trimEnd());
  return `${lines.join('\n')}\n`;
}

/** The README markers around the load section, which `--load-only` replaces on its own. */
export const loadMarkers = {start: '<!-- bench:load:start -->', end: '<!-- bench:load:end -->'} as const;

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;

/** The load section, between its markers; it carries its own date, as `--load-only` runs on its own. */
export function loadMarkdown(l: LoadRun): string {
  const lines: string[] = [loadMarkers.start];
  const row = (...cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  const [load1 = 0, load5 = 0] = l.loadAverage;
  const shared =
    load1 > 1
      ? `load average ${load1.toFixed(1)} (1 min) and ${load5.toFixed(1)} (5 min) just before (as \`uptime\` shows it): the machine was shared with other work, so read the figures as low bounds and the two servers against each other`
      : `load average ${load1.toFixed(1)} (1 min) just before`;
  lines.push(
    `**Load** (${l.date.slice(0, 10)}, on \`${l.build}/\`; ${l.generator} with ${l.connections} connections for ${l.secondsPerServer} s per server on 127.0.0.1, ` +
      `each connection cycling through the URLs below with \`Accept-Encoding: ${l.acceptEncoding}\`; server/app.ts in its own Node process, nginx with deploy/nginx.conf and one worker; ` +
      `load generator and server on the same ${l.cpus} cores; ${shared})`,
    '',
  );
  const serverNames = [...new Set(l.servers.map((s) => s.server))];
  row('URL', ...serverNames.map((s) => `${s}: status, encoding, bytes`));
  row('---', ...serverNames.map(() => '---'));
  for (const u of l.mix) {
    const cells = serverNames.map((s) => {
      const c = l.checks.find((x) => x.server === s && x.path === u.path);
      return c ? `${c.status} ${c.encoding} ${c.bytes >= 10240 ? `${(c.bytes / 1024).toFixed(0)} KB` : `${c.bytes} B`}` : '–';
    });
    row(`${u.name}: \`${u.path}\``, ...cells);
  }
  lines.push('');
  row('server', 'requests', 'requests/s', 'latency p50', 'latency p99', 'latency max', 'not 2xx/3xx', 'errors / timeouts', 'throughput');
  row('---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:');
  for (const s of l.servers) {
    row(
      s.server,
      s.requests,
      s.requestsPerSecond.toFixed(0),
      ms(s.latencyMs.p50),
      ms(s.latencyMs.p99),
      ms(s.latencyMs.max),
      s.badStatus,
      `${s.errors} / ${s.timeouts}`,
      `${(s.bytesPerSecond / 1048576).toFixed(1)} MiB/s`,
    );
  }
  lines.push(loadMarkers.end);
  return `${lines.join('\n')}\n`;
}

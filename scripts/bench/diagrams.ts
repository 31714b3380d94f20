/**
 * `npm run bench -- --diagrams-only`: what the build-time diagrams cost (issue 42's budgets).
 * - A page with a diagram beside a page of similar length without one, in the same build and the same run:
 *   first-load JS and CSS (gzip), and Lighthouse mobile (median of 3, the rounds in turns), CLS with it.
 * - The build: the site as it is against the same commit with every ```mermaid block a plain ```text block
 *   (same text, no drawing), cold builds in turns, at least 3 each, medians; the site as it is again with its
 *   diagrams drawn by an earlier build (`PIPEDREAM_DIAGRAM_CACHE` kept, all else cold); and the time per diagram, from
 *   the record plugins/remarkDiagrams.ts writes when `PIPEDREAM_DIAGRAM_TIMES` names a file.
 * Writes bench-results/diagrams.json and .md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Measured} from './measure';
import type {FirstLoad, LighthouseResult} from './browser';

/** The page with diagrams the e2e test reads, and the bench's doc page: 12.0 and 12.9 thousand characters of text. */
export const diagramPages = {diagram: '/docs/data-stores/', plain: '/docs/troubleshooting/'} as const;

/** The docs with a ```mermaid block, and their text with each such block made a plain ```text block. */
export function plainCopies(docsDir: string): {file: string; original: string; plain: string}[] {
  const out: {file: string; original: string; plain: string}[] = [];
  for (const entry of fs.readdirSync(docsDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const original = fs.readFileSync(file, 'utf8');
    const plain = original.replace(/^```mermaid\b/gm, '```text');
    if (plain !== original) out.push({file, original, plain});
  }
  if (!out.length) throw new Error(`${docsDir}: no page has a \`\`\`mermaid block`);
  return out;
}

export interface DiagramTimes {
  readonly diagrams: number;
  /** The worker's time per diagram (parse and draw). */
  readonly medianMs: number;
  readonly maxMs: number;
  readonly totalMs: number;
  /** The wait of the first page with a diagram, which includes starting the worker and loading the packages. */
  readonly firstPageWaitMs: number;
}

/** The record of one build (JSON lines `{page, ms: number[], waitMs}`). */
export function diagramTimes(file: string): DiagramTimes {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as {page: string; ms: number[]; waitMs: number});
  const ms = lines.flatMap((l) => l.ms).sort((a, b) => a - b);
  if (!ms.length) throw new Error(`${file}: the build recorded no diagram`);
  return {
    diagrams: ms.length,
    medianMs: median(ms),
    maxMs: ms.at(-1)!,
    totalMs: ms.reduce((s, x) => s + x, 0),
    firstPageWaitMs: lines[0]!.waitMs,
  };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export interface DiagramPageRow {
  readonly url: string;
  readonly diagrams: number;
  readonly htmlGzip: number;
  readonly firstLoad: FirstLoad;
  readonly lighthouse: LighthouseResult;
  readonly lighthouseRuns: readonly LighthouseResult[];
}

export interface DiagramsBench {
  readonly date: string;
  readonly pages: readonly DiagramPageRow[];
  readonly builds: {
    readonly diagrams: readonly Measured[];
    /** Cold but for the diagrams, drawn by an earlier build (plugins/lib/diagrams.ts keeps them by what they are drawn from). */
    readonly drawnBefore: readonly Measured[];
    readonly plain: readonly Measured[];
    readonly times: readonly DiagramTimes[];
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function diagramsMarkdown(r: DiagramsBench): string {
  const [withDiagram, without] = r.pages;
  const rows = r.pages.map((p) => {
    const lh = p.lighthouse;
    return `| ${p.url} | ${p.diagrams} | ${kb(p.htmlGzip)} | ${kb(p.firstLoad.js.gzip)} (${p.firstLoad.js.files} files) | ${kb(p.firstLoad.css.gzip)} | ${lh.scores.performance} (${lh.rounds!.map((x) => x.performance).join(', ')}) | ${Math.round(lh.metrics.fcp)} | ${Math.round(lh.metrics.lcp)} | ${Math.round(lh.metrics.tbt)} | ${lh.metrics.cls.toFixed(3)} |`;
  });
  const secs = (ms: readonly Measured[]) => ms.map((m) => m.seconds);
  const cpu = (ms: readonly Measured[]) => ms.map((m) => m.cpuSeconds);
  const d = median(secs(r.builds.diagrams));
  const p = median(secs(r.builds.plain));
  const w = median(secs(r.builds.drawnBefore));
  const wc = median(cpu(r.builds.drawnBefore));
  const dc = median(cpu(r.builds.diagrams));
  const pc = median(cpu(r.builds.plain));
  const change = (a: number, b: number) => `${a - b >= 0 ? '+' : ''}${(a - b).toFixed(1)} s (${a - b >= 0 ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)}%)`;
  const t = r.builds.times;
  // Each round's diagrams build minus its plain build: the machine's load swings less within a round than across rounds.
  const paired = (of: (m: readonly Measured[]) => number[]) => of(r.builds.diagrams).map((v, i) => v - of(r.builds.plain)[i]!);
  const signed = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`;
  const jsDiff = withDiagram!.firstLoad.js.gzip - without!.firstLoad.js.gzip;
  return [
    `# Diagrams (issue 42), ${r.date.slice(0, 10)}`,
    '',
    '`npm run bench -- --diagrams-only` (scripts/bench/diagrams.ts), the same build and the same run for both pages.',
    '',
    '| page | diagrams | HTML gzip | first-load JS gzip | CSS gzip | Lighthouse mobile (median of 3; runs) | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `First-load JS of the page with a diagram minus the page without: ${jsDiff >= 0 ? '+' : ''}${jsDiff} B gzip (both include their own content chunk, whose size follows the page's text).`,
    '',
    '| build, cold (`docusaurus build`, both versions), in turns | wall, runs (s) | wall, median (s) | CPU, runs (s) | CPU, median (s) |',
    '|---|---|---|---|---|',
    `| the site as it is | ${secs(r.builds.diagrams).map((s) => s.toFixed(1)).join(', ')} | ${d.toFixed(1)} | ${cpu(r.builds.diagrams).map((s) => s.toFixed(1)).join(', ')} | ${dc.toFixed(1)} |`,
    `| the same, every \`\`\`mermaid block a \`\`\`text block | ${secs(r.builds.plain).map((s) => s.toFixed(1)).join(', ')} | ${p.toFixed(1)} | ${cpu(r.builds.plain).map((s) => s.toFixed(1)).join(', ')} | ${pc.toFixed(1)} |`,
    `| the site as it is, its diagrams drawn by an earlier build (the drawn-diagram cache kept, everything else cold) | ${secs(r.builds.drawnBefore).map((s) => s.toFixed(1)).join(', ')} | ${w.toFixed(1)} | ${cpu(r.builds.drawnBefore).map((s) => s.toFixed(1)).join(', ')} | ${wc.toFixed(1)} |`,
    `| diagrams drawn, against plain (budget: 3% of the wall time) | | ${change(d, p)} | | ${change(dc, pc)} |`,
    `| diagrams drawn before, against plain | | ${change(w, p)} | | ${change(wc, pc)} |`,
    `| diagrams drawn minus plain, round by round (the two builds of a round run one after the other) | ${paired(secs).map(signed).join(', ')} | ${signed(median(paired(secs)))} | ${paired(cpu).map(signed).join(', ')} | ${signed(median(paired(cpu)))} |`,
    '',
    `Per diagram (the worker's parse and draw, ${t[0]?.diagrams ?? 0} diagrams a build, ${t.length} builds): median ${median(t.map((x) => x.medianMs)).toFixed(0)} ms, ` +
      `slowest ${Math.max(...t.map((x) => x.maxMs)).toFixed(0)} ms, ${median(t.map((x) => x.totalMs)).toFixed(0)} ms a build in all; ` +
      `the first page's wait for its diagrams: median ${median(t.map((x) => x.firstPageWaitMs)).toFixed(0)} ms. ` +
      'The diagrams not drawn before are drawn while the site loads, on the core the loading leaves free, before the bundler starts ' +
      '(plugins/remarkDiagrams.ts `drawDiagramsAhead`), so a page waits for them only when they are not yet drawn.',
    '',
  ].join('\n');
}

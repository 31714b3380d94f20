/**
 * What the performance layer (plugins/upstream/, src/upstream/) buys, measured (issue 36): the report of
 * `npm run bench -- --layer-only`, this site built with the layer and with `PIPEDREAM_STOCK_CLIENT=1` in one run.
 */
import type {LighthouseResult} from './browser';

export interface LayerRow {
  readonly variant: 'layer' | 'stock-client';
  readonly pages: number;
  readonly buildSeconds: number;
  readonly peakRssMiB: number;
  /** First-load JS of the doc page, gzip bytes. */
  readonly firstLoadJsGzip: number;
  /** Lighthouse mobile on the doc page: the median run, and every run (at the site's own size only). */
  readonly lighthouse?: LighthouseResult;
  readonly lighthouseRuns?: readonly LighthouseResult[];
}

const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;

export function layerMarkdown(rows: readonly LayerRow[]): string {
  const lines = [
    '**What the performance layer buys** (`npm run bench -- --layer-only`; this site with the layer and on Docusaurus’s own client, `PIPEDREAM_STOCK_CLIENT=1`, cold builds in one run)',
    '',
    '| pages | client | first-load JS of a doc page (gzip) | Lighthouse mobile, doc page (median of runs) | TBT | cold build | peak RSS |',
    '|---:|---|---:|---|---:|---:|---:|',
  ];
  for (const r of rows) {
    const lh = r.lighthouse;
    const runs = r.lighthouseRuns?.map((x) => x.scores.performance).join(', ');
    lines.push(
      `| ${r.pages} | ${r.variant} | ${kb(r.firstLoadJsGzip)} | ${lh ? `${lh.scores.performance} (runs ${runs})` : '–'} | ${lh ? `${lh.metrics.tbt.toFixed(0)} ms` : '–'} | ${r.buildSeconds.toFixed(1)} s | ${r.peakRssMiB.toFixed(0)} MiB |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * What building frozen versions once buys (issue 39): `npm run bench -- --versions-only [--sizes 0,5000]`. At each
 * size, one run on one generated site (`--v1-share`, default 0.8 of the pages in v1 beyond the site's own size):
 * - today's build, the whole site in one `docusaurus build`: cold, then again after an edit of one page of the
 *   latest version (its caches warm);
 * - the build in parts (`npm run build`, scripts/lib/siteBuild.ts): cold (no kept version), then after the same
 *   kind of edit (v1 kept).
 * Wall time, CPU time and the peak memory of the whole process tree, and the ratios the issue sets goals on.
 */
import type {Measured} from './measure';

export interface VersionsRow {
  readonly pages: number;
  readonly frozenPages: number;
  readonly wholeCold: Measured;
  readonly wholeAfterEdit: Measured;
  readonly partsCold: Measured;
  readonly partsAfterEdit: Measured;
}

const s = (m: Measured) => `${m.seconds.toFixed(1)} s (CPU ${m.cpuSeconds.toFixed(0)} s)`;
const gib = (m: Measured) => `${(m.peakRssMiB / 1024).toFixed(2)} GiB`;
const ratio = (a: Measured, b: Measured) => (a.seconds / b.seconds).toFixed(2);

export function versionsMarkdown(rows: readonly VersionsRow[]): string {
  const lines = [
    '**Frozen versions built once** (`npm run bench -- --versions-only`; the same generated site, one run: the whole site in one `docusaurus build` as before, and `npm run build` in parts; "after an edit" is a rebuild after one page of the latest version changed, every cache warm)',
    '',
    '| pages (frozen) | whole: cold | whole: after an edit | parts: cold | parts: after an edit | after an edit, parts ÷ whole | parts after an edit ÷ whole cold | parts cold ÷ whole cold | peak memory: whole cold / parts cold / parts after an edit |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.pages} (${r.frozenPages}) | ${s(r.wholeCold)} | ${s(r.wholeAfterEdit)} | ${s(r.partsCold)} | ${s(r.partsAfterEdit)} | ${ratio(r.partsAfterEdit, r.wholeAfterEdit)} | ${ratio(r.partsAfterEdit, r.wholeCold)} | ${ratio(r.partsCold, r.wholeCold)} | ${gib(r.wholeCold)} / ${gib(r.partsCold)} / ${gib(r.partsAfterEdit)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

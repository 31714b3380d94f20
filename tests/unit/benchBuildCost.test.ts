/**
 * The bench's build-cost reading (scripts/bench/buildCost.ts): the phases taken from a build's perf log, and the
 * table of where this site's cold build spends more than stock's.
 */
import {gapMarkdown, phasesFromLog} from '../../scripts/bench/buildCost';

// Lines as `DOCUSAURUS_PERF_LOGGER=true docusaurus build` prints them (Docusaurus 3.10), shortened.
const siteLog = `[PERF] Get locales to build - 1.13 seconds! - (Heap 51mb -> 72mb / Total 97mb)
[INFO] [en] Creating an optimized production build...
[PERF] Build > en > Load site > Load plugins > Load plugins content > Load pipedream-openapi@default > loadContent() - 298.67 ms - (Heap 97mb -> 102mb / Total 124mb)
[PERF] Build > en > Load site > Load plugins > Load plugins content > Load pipedream-openapi@default - 299.25 ms - (Heap 97mb -> 102mb / Total 124mb)
[PERF] Build > en > Load site > Load plugins > allContentLoaded() > allContentLoaded() - pipedream-anchor-check@default - 1.29 seconds! - (Heap 100mb -> 152mb / Total 175mb)
[PERF] Build > en > Load site - 3.68 seconds! - (Heap 72mb -> 147mb / Total 178mb)
[PERF] Build > en > Bundling with rspack - 14.32 seconds! - (Heap 151mb -> 390mb / Total 418mb)
[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 1.06 seconds! - (Heap 52mb -> 69mb / Total 98mb)
[PERF] Build > en > SSG - 6.35 seconds! - (Heap 390mb -> 382mb / Total 418mb)
[search] Pagefind: 198 pages indexed, 220 files in pagefind/ (2701 ms)
[INFO] [pipedream-docs-export] 198 pages of 2 versions: page-data.json, Markdown, llms.txt (512 ms, 480 ms CPU; 198 from the build's trees, 0 parsed again; 0 written here, the others while compiling or kept)
[PERF] Build > en > postBuild() - 3.11 seconds! - (Heap 382mb -> 164mb / Total 339mb)
[PERF] Build > en - 27.67 seconds! - (Heap 72mb -> 150mb / Total 333mb)
[PERF] Build - 27.67 seconds! - (Heap 72mb -> 150mb / Total 333mb)
`;

const stockLog = `[PERF] Get locales to build - 247.71 ms - (Heap 53mb -> 52mb / Total 88mb)
[PERF] Build > en > Load site - 1.99 seconds! - (Heap 52mb -> 79mb / Total 103mb)
[PERF] Build > en > Bundling with rspack - 13.14 seconds! - (Heap 81mb -> 285mb / Total 318mb)
[PERF] Build > en > SSG - 4.70 seconds! - (Heap 285mb -> 288mb / Total 318mb)
[PERF] Build > en > postBuild() - 107.25 ms - (Heap 288mb -> 295mb / Total 319mb)
[PERF] Build > en - 20.12 seconds! - (Heap 52mb -> 294mb / Total 322mb)
`;

describe('phasesFromLog', () => {
  it('reads the config load, the phases and the plugins’ own lines', () => {
    expect(phasesFromLog(siteLog)).toEqual({
      config: 1130,
      load: 3680,
      anchorCheck: 1290,
      openApi: 299.25,
      bundling: 14320,
      ssg: 6350,
      postBuild: 3110,
      total: 27670,
      markdownExport: 512,
      markdownExportCpu: 480,
      searchIndexing: 2701,
    });
  });

  it('leaves out what a stock build does not log', () => {
    expect(phasesFromLog(stockLog)).toEqual({config: 247.71, load: 1990, bundling: 13140, ssg: 4700, postBuild: 107.25, total: 20120});
  });
});

describe('gapMarkdown', () => {
  const site = {pages: 198, m: {seconds: 31.9, cpuSeconds: 48, peakRssMiB: 1100, phases: phasesFromLog(siteLog)}};
  const stock = {pages: 198, m: {seconds: 23.9, cpuSeconds: 36, peakRssMiB: 1000, phases: phasesFromLog(stockLog)}};
  const rows = new Map(gapMarkdown(site, stock).filter((l) => l.startsWith('| ') && !l.startsWith('| phase')).map((l) => [l.split(' | ')[0]!.slice(2), l.split(' | ').slice(1, 4)]));

  it('gives each phase with stock’s figure and the difference', () => {
    expect(rows.get('config load')).toEqual(['1.1 s', '0.2 s', '+0.9 s']);
    expect(rows.get('SSG')).toEqual(['6.3 s', '4.7 s', '+1.6 s']);
    expect(rows.get('… of which the search index')).toEqual(['2.7 s', '0.0 s', '+2.7 s']);
    expect(rows.get('total (wall clock)')).toEqual(['31.9 s', '23.9 s', '+8.0 s']);
  });

  it('puts the wall clock the phases do not cover on a row of its own', () => {
    // 31.9 s less 1.13 s of config and 27.67 s of build; stock: 23.9 − 0.25 − 20.12.
    expect(rows.get('outside the phases')).toEqual(['3.1 s', '3.5 s', '−0.4 s']);
  });

  it('scales stock’s figures to this site’s page count', () => {
    const half = gapMarkdown(site, {...stock, pages: 99});
    expect(half.find((l) => l.startsWith('| bundling'))).toContain('| 14.3 s | 26.3 s | −12.0 s |');
  });
});

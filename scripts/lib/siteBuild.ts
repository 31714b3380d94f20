/**
 * The production build, assembled from its parts (issue 39, config/buildPart.ts):
 * 1. each frozen version: its kept output when its key matches and the entry is whole (scripts/lib/frozenVersions.ts),
 *    else `docusaurus build` of that version alone, whose files are kept for the next build;
 * 2. `docusaurus build` of the latest version and the site's own pages, told each frozen version's pages (for its
 *    version menu), which writes each frozen version's menu file;
 * 3. the lists that span versions joined (the sitemap, `page-data.json`), the latest build's files precompressed,
 *    and each frozen version's files (precompressed when they were built) copied in.
 * One line per version says what was done: reused (its key) or built (why).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readVersionsJson, siteModelFor, type DocsVersion, type SiteModel} from '../../config/versions';
import {buildPartVariable, frozenPartsVariable, frozenSummaryFile, frozenSummaryVariable} from '../../config/buildPart';
import {countDocPages, persistentCachePageLimit} from '../../config/faster';
import {recordDirName} from '../../plugins/lib/markdownExport/record';
import {precompress} from '../precompress';
import {changedInputs, describeChanges, entryDamage, frozenInputs, versionCache, versionCacheDir, type VersionCache} from './frozenVersions';

const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const log = (line: string) => console.log(`[versions] ${line}`);

/** The arguments without `--out-dir`, which each part sets for itself. */
export function withoutOutDir(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out-dir') i++;
    else if (!args[i]!.startsWith('--out-dir=')) out.push(args[i]!);
  }
  return out;
}

/** The sitemap's `<url>` entries, to join two sitemaps. */
export function sitemapEntries(xml: string): string[] {
  return xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
}

export function joinSitemaps(latest: string, others: readonly string[]): string {
  const end = latest.lastIndexOf('</urlset>');
  if (end < 0) throw new Error('the latest build wrote a sitemap.xml without </urlset>');
  return latest.slice(0, end) + others.flatMap(sitemapEntries).join('') + latest.slice(end);
}

interface SiteBuildOptions {
  readonly siteDir: string;
  /** `docusaurus build`'s arguments, `--out-dir` included or not. */
  readonly args: readonly string[];
  readonly outDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** Only say what a build would do (`npm run build -- --plan`): each frozen version reused or built, and why. */
  readonly planOnly?: boolean;
}

/**
 * How many parts build at once, the latest version's included (`PIPEDREAM_VERSION_BUILDS`): 2 on a site of at most
 * `persistentCachePageLimit` doc pages, where two builds side by side fit a small machine's memory, else 1 (config/faster.ts
 * says why large builds stay alone).
 */
export function buildsAtOnce(env: NodeJS.ProcessEnv, docPages: number): number {
  const value = env.PIPEDREAM_VERSION_BUILDS;
  if (value === undefined || value === '') return docPages <= persistentCachePageLimit ? 2 : 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PIPEDREAM_VERSION_BUILDS is "${value}": expected a whole number of at least 1`);
  return n;
}

type ReusePlan = {readonly kind: 'reuse'; readonly version: DocsVersion; readonly key: string; readonly dir: string; readonly checkMs: number};
type BuildPlan = {readonly kind: 'build'; readonly version: DocsVersion; readonly key: string; readonly inputs: Record<string, string>; readonly reason: string; seconds: number};

/** Whether a frozen version's kept build can be used (whole, of its key), else why it must be built. */
function planFrozen(o: SiteBuildOptions, version: DocsVersion, model: SiteModel, cache: VersionCache | undefined, cacheDir: string | undefined): ReusePlan | BuildPlan {
  const started = performance.now();
  // The build's outputs and the cache are never inputs, wherever they are.
  const markdownCaches = ['latest', ...model.versions.filter((v) => !v.isLatest).map((v) => v.name)].map((part) => path.resolve(o.siteDir, markdownCacheOf(o.env, part)));
  const outputs = [o.outDir, ...(cacheDir ? [cacheDir] : []), ...markdownCaches];
  const {key, inputs} = frozenInputs(o.siteDir, version, model, withoutOutDir(o.args), o.env, outputs);
  const build = (reason: string): BuildPlan => ({kind: 'build', version, key, inputs: inputs as Record<string, string>, reason, seconds: 0});
  if (!cache) return build('the version cache is off (PIPEDREAM_VERSION_CACHE=off)');
  const kept = cache.entryDir(version.name, key);
  if (!fs.existsSync(kept)) {
    const last = cache.lastInputs(version.name);
    return build(last ? `changed since its kept build: ${describeChanges(changedInputs(last, inputs))}` : 'no kept build');
  }
  const damage = entryDamage(kept, key);
  if (damage) {
    if (!o.planOnly) fs.rmSync(kept, {recursive: true, force: true});
    return build(`its kept build was damaged (${damage}), so it was removed`);
  }
  if (!o.planOnly) fs.utimesSync(kept, new Date(), new Date());
  return {kind: 'reuse', version, key, dir: kept, checkMs: Math.round(performance.now() - started)};
}

/** Each part's own Markdown records (plugins/lib/markdownExport/record.ts), as each prunes those it did not use. */
const markdownCacheOf = (env: NodeJS.ProcessEnv, part: string) => `${env.PIPEDREAM_MARKDOWN_EXPORT_CACHE || recordDirName}-${part}`;

/** The parts' processes running now: a failed part stops the others. */
const running = new Set<ChildProcess>();

/** A build of one part, in its own process; a failed build rejects, naming the part. */
async function runDocusaurus(o: SiteBuildOptions, part: string, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const markdownCache = markdownCacheOf(o.env, part);
  const child = spawn(process.execPath, [docusaurus, 'build', ...withoutOutDir(o.args), '--out-dir', outDir], {
    cwd: o.siteDir,
    stdio: 'inherit',
    env: {...o.env, ...env, [buildPartVariable]: part, PIPEDREAM_MARKDOWN_EXPORT_CACHE: markdownCache},
  });
  running.add(child);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  }).finally(() => running.delete(child));
  if (status !== 0) throw new PartFailed(`the build of ${part === 'latest' ? 'the latest version' : `version ${part}`} failed`, status ?? 1);
}

/** A part's build failed: its own output said why; this names the part. */
export class PartFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PartFailed';
  }
}

/**
 * A queue of at most `n` tasks at a time, started in the order they were asked for (the frozen versions before the
 * latest, which waits for their summaries: asked for first, they always start first).
 */
function slots(n: number) {
  let free = n;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((r) => waiting.push(r));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

const moveIfThere = (from: string, to: string) => {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), {recursive: true});
  fs.renameSync(from, to);
};

/** Builds a frozen version alone into `entry`: `output/` its files in the site, `parts/` what is joined. */
async function buildFrozen(o: SiteBuildOptions, version: DocsVersion, entry: string, summaryFile: string): Promise<void> {
  const raw = path.join(entry, 'raw');
  await runDocusaurus(o, version.name, raw, {
    // Its summary as soon as its pages are loaded, for the latest version's build beside it.
    [frozenSummaryVariable]: summaryFile,
    // Its own generated files, as frozen versions may build side by side (a folder named `.docusaurus`, which
    // the performance layer's loaders recognise), inside the ignored `.docusaurus/`.
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join('.docusaurus', `part-${version.name}`, '.docusaurus'),
    // No Rspack persistent cache: a frozen version is built when its key changed, which a cache of its last
    // build would not help, and two at once would share one. The latest version's build keeps its cache warm.
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  });
  const output = path.join(entry, 'output');
  moveIfThere(path.join(raw, version.urlSegment), path.join(output, version.urlSegment));
  moveIfThere(path.join(raw, 'assets'), path.join(output, 'assets'));
  moveIfThere(path.join(raw, 'pagefind', version.label), path.join(output, 'pagefind', version.label));
  for (const f of ['sitemap.xml', 'page-data.json', frozenSummaryFile]) {
    if (!fs.existsSync(path.join(raw, f))) throw new Error(`the build of version ${version.name} wrote no ${f}`);
    moveIfThere(path.join(raw, f), path.join(entry, 'parts', f));
  }
  fs.rmSync(raw, {recursive: true, force: true});
  await precompress(output);
}

export async function buildSite(o: SiteBuildOptions): Promise<void> {
  const model = siteModelFor(readVersionsJson(o.siteDir));
  const cacheDir = versionCacheDir(o.siteDir, o.env.PIPEDREAM_VERSION_CACHE);
  const cache = cacheDir ? versionCache(cacheDir) : undefined;
  const scratchRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pipedream-build-'));
  const entries: {version: DocsVersion; dir: string}[] = [];
  try {
    const plans = model.versions.filter((v) => !v.isLatest).map((version) => planFrozen(o, version, model, cache, cacheDir));
    for (const p of plans) if (p.kind === 'reuse') log(`${p.version.label}: reused (key ${p.key}, ${p.checkMs} ms to check)`);
    if (o.planOnly) {
      for (const p of plans) if (p.kind === 'build') log(`${p.version.label}: would be built (${p.reason}; key ${p.key})`);
      log(`${model.versions[0]!.label}: would be built (the latest version, always)`);
      return;
    }
    // The parts build side by side, `buildsAtOnce` at a time, each a process of its own: the frozen versions to build
    // first, then the latest version's, which waits for each frozen version's summary (written once its pages are
    // loaded: a kept one's is in its entry).
    const toBuild = plans.filter((p): p is BuildPlan => p.kind === 'build');
    const summaryOf = (p: ReusePlan | BuildPlan) => (p.kind === 'reuse' ? path.join(p.dir, 'parts', frozenSummaryFile) : path.join(scratchRoot, `${p.version.name}-summary.json`));
    const slot = slots(buildsAtOnce(o.env, countDocPages(o.siteDir)));
    const built = new Map<string, string>();
    const frozenJobs = toBuild.map((p) =>
      slot(async () => {
        const started = performance.now();
        const scratch = cache ? cache.scratch(p.version.name, p.key) : path.join(scratchRoot, p.version.name);
        await buildFrozen(o, p.version, scratch, summaryOf(p));
        built.set(p.version.name, cache ? cache.store(p.version.name, p.key, scratch, p.inputs) : scratch);
        p.seconds = (performance.now() - started) / 1000;
      }).catch((e: unknown) => {
        // The latest version's build may be waiting for this summary: it stops with this message.
        fs.writeFileSync(`${summaryOf(p)}.failed`, `the build of version ${p.version.name} failed`);
        throw e;
      }),
    );
    let latestSeconds = 0;
    const latestJob = slot(async () => {
      const started = performance.now();
      await runDocusaurus(o, 'latest', o.outDir, {[frozenPartsVariable]: JSON.stringify(plans.map(summaryOf))});
      latestSeconds = (performance.now() - started) / 1000;
    });
    const results = await Promise.allSettled([...frozenJobs, latestJob]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    for (const p of toBuild) log(`${p.version.label}: built (${p.reason}; key ${p.key}) in ${p.seconds.toFixed(1)} s`);
    log(`${model.versions[0]!.label}: built (the latest version, always) in ${latestSeconds.toFixed(1)} s`);
    for (const p of plans) entries.push({version: p.version, dir: p.kind === 'reuse' ? p.dir : built.get(p.version.name)!});

    // The latest build's stand-in pages for the frozen versions' paths (src/components/OtherBuild) give way to them.
    for (const {version} of entries) fs.rmSync(path.join(o.outDir, version.urlSegment), {recursive: true, force: true});
    const part = (e: (typeof entries)[number], f: string) => fs.readFileSync(path.join(e.dir, 'parts', f), 'utf8');
    const sitemap = path.join(o.outDir, 'sitemap.xml');
    if (fs.existsSync(sitemap)) fs.writeFileSync(sitemap, joinSitemaps(fs.readFileSync(sitemap, 'utf8'), entries.map((e) => part(e, 'sitemap.xml'))));
    const pageData = path.join(o.outDir, 'page-data.json');
    const all = [JSON.parse(fs.readFileSync(pageData, 'utf8')) as unknown[], ...entries.map((e) => JSON.parse(part(e, 'page-data.json')) as unknown[])];
    fs.writeFileSync(pageData, JSON.stringify(all.flat()));

    const compressStart = performance.now();
    const r = await precompress(o.outDir);
    console.log(`[precompress] ${r.files} files: brotli and gzip copies (${Math.round(performance.now() - compressStart)} ms)`);
    for (const e of entries) {
      // Assets are named by their content: one both builds wrote is the same file.
      fs.cpSync(path.join(e.dir, 'output'), o.outDir, {recursive: true, force: false});
    }
  } catch (e) {
    // A failed part stops the others; each printed its own error above.
    for (const child of running) child.kill('SIGTERM');
    throw e;
  } finally {
    fs.rmSync(scratchRoot, {recursive: true, force: true});
  }
}

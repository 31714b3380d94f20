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
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readVersionsJson, siteModelFor, type DocsVersion, type SiteModel} from '../../config/versions';
import {buildPartVariable, frozenPartsVariable, frozenSummaryFile, type FrozenPartSummary} from '../../config/buildPart';
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

/** How many frozen versions are built at once when several must be (`PIPEDREAM_VERSION_BUILDS`, default 2). */
export function frozenBuildsAtOnce(env: NodeJS.ProcessEnv): number {
  const value = env.PIPEDREAM_VERSION_BUILDS;
  if (value === undefined || value === '') return 2;
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

/** A build of one part, in its own process; a failed build ends the whole one, with the part named. */
async function runDocusaurus(o: SiteBuildOptions, part: string, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const markdownCache = markdownCacheOf(o.env, part);
  const child = spawn(process.execPath, [docusaurus, 'build', ...withoutOutDir(o.args), '--out-dir', outDir], {
    cwd: o.siteDir,
    stdio: 'inherit',
    env: {...o.env, ...env, [buildPartVariable]: part, PIPEDREAM_MARKDOWN_EXPORT_CACHE: markdownCache},
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  if (status !== 0) {
    console.error(`[versions] the build of ${part === 'latest' ? 'the latest version' : `version ${part}`} failed`);
    process.exit(status ?? 1);
  }
}

const moveIfThere = (from: string, to: string) => {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), {recursive: true});
  fs.renameSync(from, to);
};

/** Builds a frozen version alone into `entry`: `output/` its files in the site, `parts/` what is joined. */
async function buildFrozen(o: SiteBuildOptions, version: DocsVersion, entry: string): Promise<void> {
  const raw = path.join(entry, 'raw');
  await runDocusaurus(o, version.name, raw, {
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
    // Versions to build are built side by side, `frozenBuildsAtOnce` at a time: each is a process of its own.
    const toBuild = plans.filter((p): p is BuildPlan => p.kind === 'build');
    const built = new Map<string, string>();
    const queue = [...toBuild];
    const worker = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const started = performance.now();
        const scratch = cache ? cache.scratch(p.version.name, p.key) : path.join(scratchRoot, p.version.name);
        await buildFrozen(o, p.version, scratch);
        built.set(p.version.name, cache ? cache.store(p.version.name, p.key, scratch, p.inputs) : scratch);
        p.seconds = (performance.now() - started) / 1000;
      }
    };
    await Promise.all(Array.from({length: Math.min(frozenBuildsAtOnce(o.env), toBuild.length)}, worker));
    for (const p of toBuild) log(`${p.version.label}: built (${p.reason}; key ${p.key}) in ${p.seconds.toFixed(1)} s`);
    for (const p of plans) entries.push({version: p.version, dir: p.kind === 'reuse' ? p.dir : built.get(p.version.name)!});

    const summaries = entries.map((e) => JSON.parse(fs.readFileSync(path.join(e.dir, 'parts', frozenSummaryFile), 'utf8')) as FrozenPartSummary);
    const summariesFile = path.join(scratchRoot, 'frozen-parts.json');
    fs.writeFileSync(summariesFile, JSON.stringify(summaries));
    const started = performance.now();
    await runDocusaurus(o, 'latest', o.outDir, {[frozenPartsVariable]: summariesFile});
    log(`${model.versions[0]!.label}: built (the latest version, always) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

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
  } finally {
    fs.rmSync(scratchRoot, {recursive: true, force: true});
  }
}

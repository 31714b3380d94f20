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
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readVersionsJson, siteModelFor, type DocsVersion} from '../../config/versions';
import {buildPartVariable, frozenPartsVariable, frozenSummaryFile, type FrozenPartSummary} from '../../config/buildPart';
import {recordDirName} from '../../plugins/lib/markdownExport/record';
import {precompress} from '../precompress';
import {changedInputs, describeChanges, entryDamage, frozenInputs, versionCache, versionCacheDir} from './frozenVersions';

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
}

function runDocusaurus(o: SiteBuildOptions, part: string, outDir: string, env: NodeJS.ProcessEnv): void {
  const markdownCache = o.env.PIPEDREAM_MARKDOWN_EXPORT_CACHE || `${recordDirName}-${part}`;
  const build = spawnSync(process.execPath, [docusaurus, 'build', ...withoutOutDir(o.args), '--out-dir', outDir], {
    cwd: o.siteDir,
    stdio: 'inherit',
    env: {...o.env, ...env, [buildPartVariable]: part, PIPEDREAM_MARKDOWN_EXPORT_CACHE: markdownCache},
  });
  if (build.status !== 0) {
    console.error(`[versions] the build of ${part === 'latest' ? 'the latest version' : `version ${part}`} failed`);
    process.exit(build.status ?? 1);
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
  runDocusaurus(o, version.name, raw, {});
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
  const keyArgs = withoutOutDir(o.args);
  const entries: {version: DocsVersion; dir: string}[] = [];
  try {
    for (const version of model.versions.filter((v) => !v.isLatest)) {
      const started = performance.now();
      const {key, inputs} = frozenInputs(o.siteDir, version, model, keyArgs, o.env);
      let reason = 'the version cache is off (PIPEDREAM_VERSION_CACHE=off)';
      if (cache) {
        const kept = cache.entryDir(version.name, key);
        const damage = fs.existsSync(kept) ? entryDamage(kept, key) : undefined;
        if (fs.existsSync(kept) && !damage) {
          fs.utimesSync(kept, new Date(), new Date());
          log(`${version.label}: reused (key ${key}, ${Math.round(performance.now() - started)} ms to check)`);
          entries.push({version, dir: kept});
          continue;
        }
        if (damage) {
          reason = `its kept build was damaged (${damage}), so it was removed`;
          fs.rmSync(kept, {recursive: true, force: true});
        } else {
          const last = cache.lastInputs(version.name);
          reason = last ? `changed since its kept build: ${describeChanges(changedInputs(last, inputs))}` : 'no kept build';
        }
      }
      const scratch = cache ? cache.scratch(version.name, key) : path.join(scratchRoot, version.name);
      await buildFrozen(o, version, scratch);
      const dir = cache ? cache.store(version.name, key, scratch, inputs) : scratch;
      log(`${version.label}: built (${reason}; key ${key}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      entries.push({version, dir});
    }

    const summaries = entries.map((e) => JSON.parse(fs.readFileSync(path.join(e.dir, 'parts', frozenSummaryFile), 'utf8')) as FrozenPartSummary);
    const summariesFile = path.join(scratchRoot, 'frozen-parts.json');
    fs.writeFileSync(summariesFile, JSON.stringify(summaries));
    const started = performance.now();
    runDocusaurus(o, 'latest', o.outDir, {[frozenPartsVariable]: summariesFile});
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

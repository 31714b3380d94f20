/**
 * The frozen versions' kept builds (issue 39): a version that is not the latest is built on its own
 * (config/buildPart.ts), and its output is kept, keyed by a hash of everything it is rendered from, so the next
 * build copies it instead of building it again.
 *
 * The key ({@link frozenInputs}) hashes every file of the site that a frozen version's build reads: its own pages
 * and sidebar and those of the older versions (a version's "Changed since" panels compare it with the one before),
 * the theme, components, plugins, config, static files and the lockfile; with the Node version, where node_modules
 * is from the site (CSS module class names hash paths), the build's arguments and variables, the year (the footer's
 * copyright) and the last commit of its pages (their "last updated" dates). What it does not read is left out, so editing it never rebuilds a frozen version: the latest version's
 * pages (docs/), versions.json, the tests and the maintainers' notes. Of src/data, the page map and the renames feed
 * only the panels, so they count for a version with an older one only.
 *
 * An entry is `<cache>/<name>/<key>/`: `output/` (its files in the build, precompressed), `parts/` (its sitemap,
 * page data and summary, which scripts/build.ts joins with the latest build's) and, written last, `manifest.json`
 * with every file's size and SHA-256. An entry without a manifest, or whose files differ from it, is damaged: it is
 * removed and the version built again, never copied.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {DocsVersion, SiteModel} from '../../config/versions';

export const versionCacheVariable = 'PIPEDREAM_VERSION_CACHE';
/** Kept between builds by Vercel and Netlify, as Docusaurus's own caches are. */
export const defaultVersionCache = path.join('node_modules', '.cache', 'pipedream-versions');
/** Entries kept per version: the default build's and the stock client's and Algolia's, which have other keys. */
export const entriesKept = 3;
/** Bumped when what an entry holds changes. */
const entryFormat = 'entry-1';

/** The cache folder, or undefined when `PIPEDREAM_VERSION_CACHE=off` (every build is cold). */
export function versionCacheDir(siteDir: string, setting = process.env[versionCacheVariable]): string | undefined {
  if (setting === 'off') return undefined;
  return path.resolve(siteDir, setting || defaultVersionCache);
}

/** Site files a frozen version's build never reads (see the module's comment). */
const neverRead = [
  /^docs\//,
  /^versions\.json$/,
  /^route-lists\//,
  /^tests\//,
  /^docs-dev\//,
  /^bench-results\//,
  /^\.ci\//,
  /^deploy\//,
  /^vercel\.json$/,
  /^[^/]+\.md$/,
  /^scripts\/bench\//,
  /^scripts\/deploy-config\//,
  // The writers' and maintainers' tools, and this assembly (an entry's layout has its own format, `entryFormat`).
  /^scripts\/(build|new-page|version-cut|check-mdx|upstream-pin|test-summary|check-node-examples)\.[a-z]+$/,
  /^scripts\/[^/]+\.sh$/,
  /^scripts\/lib\/(siteBuild|frozenVersions|newPage|versionCut|versionCutArgs|checkMdxArgs|devServer|ports)\.ts$/,
  /^src\/data\/redirects\.ts$/,
  /^playwright\.config\.ts$/,
  /^jest\.[^/]*$/,
  // The pins of the performance layer's upstream copies: checked by the tests, never read by a build.
  /^plugins\/upstream\/pins(\/|\.json$)/,
];
/** What only the "Changed since" panels read: an input of a version that has an older one. */
const panelsOnly = [/^src\/data\/versionPageMap\.ts$/, /^src\/data\/apiRenames\.ts$/];

/** Variables that change what a build writes (the search, analytics, the client, the processors). */
const buildVariables = /^(PIPEDREAM_|ALGOLIA_|GTM_|DOCUSAURUS_)/;
/** Variables of the assembly itself, which do not. */
const assemblyVariables = new Set([
  'PIPEDREAM_BUILD_PART',
  'PIPEDREAM_FROZEN_PARTS',
  'PIPEDREAM_FROZEN_SUMMARY',
  'PIPEDREAM_VERSION_BUILDS',
  versionCacheVariable,
  'PIPEDREAM_MARKDOWN_EXPORT_CACHE',
  'DOCUSAURUS_PERF_LOGGER',
  // Caches and where generated files go change how long a build takes, not what it writes.
  'DOCUSAURUS_NO_PERSISTENT_CACHE',
  'PIPEDREAM_RSPACK_PERSISTENT_CACHE',
  'PIPEDREAM_RSPACK_CACHE_DIR',
  'DOCUSAURUS_GENERATED_FILES_DIR_NAME',
  // How many threads render the pages, and how many at a time.
  'DOCUSAURUS_SSG_WORKER_THREAD_COUNT',
  'DOCUSAURUS_SSG_WORKER_THREAD_TASK_SIZE',
  'DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY',
  'DOCUSAURUS_SSR_CONCURRENCY',
]);

/** The site's files: git's list (tracked and new, not ignored), else every file but the outputs and dependencies. */
function siteFiles(siteDir: string): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: siteDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (git.status === 0) return git.stdout.split('\0').filter((f) => f && fs.existsSync(path.join(siteDir, f)) && fs.statSync(path.join(siteDir, f)).isFile());
  const skip = /^(node_modules|\.git|\.docusaurus|build[^/]*|\.bench-tmp|test-results|playwright-report)(\/|$)/;
  return (fs.readdirSync(siteDir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(siteDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !skip.test(f));
}

export interface FrozenInputs {
  readonly key: string;
  /** Each input file's SHA-256, and the other inputs under `(name)`. */
  readonly inputs: Readonly<Record<string, string>>;
}

const realpathOr = (p: string) => {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
};

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** The inputs of a frozen version's build and their key. `args` are the build's arguments. */
export function frozenInputs(
  siteDir: string,
  version: DocsVersion,
  model: SiteModel,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  /** Folders never read (the build's output, the cache), when they are inside the site and git does not ignore them. */
  outputs: readonly string[] = [],
): FrozenInputs {
  const outside = outputs.map((d) => path.relative(siteDir, d).split(path.sep).join('/')).filter((r) => r && !r.startsWith('..')).map((r) => `${r}/`);
  const index = model.versions.indexOf(version);
  const ownAndOlder = model.versions.slice(index);
  const older = model.versions.slice(index + 1);
  const contentDirs = ownAndOlder.map((v) => `${v.contentDir}/`);
  const sidebars = ownAndOlder.map((v) => `versioned_sidebars/version-${v.name}-sidebars.json`);
  const read = (f: string): boolean => {
    if (outside.some((o) => f.startsWith(o))) return false;
    if (f.startsWith('versioned_docs/')) return contentDirs.some((d) => f.startsWith(d));
    if (f.startsWith('versioned_sidebars/')) return sidebars.includes(f);
    if (panelsOnly.some((r) => r.test(f))) return older.length > 0;
    return !neverRead.some((r) => r.test(f));
  };
  const inputs: Record<string, string> = {};
  for (const f of siteFiles(siteDir).filter(read).sort()) inputs[f] = sha256(fs.readFileSync(path.join(siteDir, f)));
  const git = (...a: string[]) => spawnSync('git', a, {cwd: siteDir, encoding: 'utf8'}).stdout?.trim() ?? '';
  inputs['(node)'] = process.version;
  // CSS module class names hash each file's path from the site: where node_modules really is, seen from the site,
  // changes them (a linked node_modules, as the tests' copies have).
  inputs['(dependencies folder)'] = path.relative(siteDir, realpathOr(path.join(siteDir, 'node_modules')));
  inputs['(arguments)'] = JSON.stringify(args);
  inputs['(variables)'] = JSON.stringify(Object.entries(env).filter(([k]) => buildVariables.test(k) && !assemblyVariables.has(k)).sort());
  inputs['(year)'] = String(new Date().getFullYear());
  inputs['(last commit of its pages)'] = `${git('log', '-1', '--format=%H %ct %at', '--', ...contentDirs)} ${git('rev-parse', '--is-shallow-repository')}`;
  inputs['(format)'] = entryFormat;
  const key = sha256(JSON.stringify(Object.entries(inputs))).slice(0, 16);
  return {key, inputs};
}

/** What changed between two input lists, for the build's log: `src/theme/X.tsx and 2 more`. */
export function changedInputs(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

export function describeChanges(changed: readonly string[]): string {
  if (!changed.length) return 'nothing';
  const shown = changed.slice(0, 3).join(', ');
  return changed.length > 3 ? `${shown} and ${changed.length - 3} more` : shown;
}

interface Manifest {
  readonly format: string;
  readonly key: string;
  /** Path under the entry → [size, SHA-256]. */
  readonly files: Readonly<Record<string, readonly [number, string]>>;
}

const manifestFile = 'manifest.json';
const inputsFile = 'inputs.json';

function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Writes the manifest of a complete entry: last, so an entry cut short has none. */
export function sealEntry(entryDir: string, key: string): void {
  const files: Record<string, [number, string]> = {};
  for (const f of filesBelow(entryDir)) {
    if (f === manifestFile) continue;
    const body = fs.readFileSync(path.join(entryDir, f));
    files[f] = [body.length, sha256(body)];
  }
  const manifest: Manifest = {format: entryFormat, key, files};
  fs.writeFileSync(path.join(entryDir, manifestFile), JSON.stringify(manifest));
}

/** Why an entry cannot be used (no manifest, a file missing, changed or added), or undefined when it is whole. */
export function entryDamage(entryDir: string, key: string): string | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(entryDir, manifestFile), 'utf8')) as Manifest;
  } catch {
    return 'it has no manifest (a build cut short)';
  }
  if (manifest.format !== entryFormat || manifest.key !== key) return 'its manifest is of another key or format';
  const present = new Set(filesBelow(entryDir));
  present.delete(manifestFile);
  for (const [f, [size, hash]] of Object.entries(manifest.files)) {
    if (!present.delete(f)) return `${f} is missing`;
    const body = fs.readFileSync(path.join(entryDir, f));
    if (body.length !== size || sha256(body) !== hash) return `${f} differs from its manifest`;
  }
  const extra = [...present][0];
  return extra ? `${extra} is not in its manifest` : undefined;
}

export interface VersionCache {
  readonly entryDir: (name: string, key: string) => string;
  /** The inputs of the version's last stored entry, to say what changed. */
  readonly lastInputs: (name: string) => Record<string, string> | undefined;
  /** A new entry's folder, to fill, then {@link VersionCache.store}. */
  readonly scratch: (name: string, key: string) => string;
  readonly store: (name: string, key: string, scratchDir: string, inputs: Record<string, string>) => string;
}

export function versionCache(cacheDir: string): VersionCache {
  const entryDir = (name: string, key: string) => path.join(cacheDir, name, key);
  return {
    entryDir,
    lastInputs(name) {
      const dir = path.join(cacheDir, name);
      if (!fs.existsSync(dir)) return undefined;
      const newest = fs
        .readdirSync(dir)
        .filter((k) => fs.existsSync(path.join(dir, k, inputsFile)))
        .map((k) => ({k, t: fs.statSync(path.join(dir, k, inputsFile)).mtimeMs}))
        .sort((a, b) => b.t - a.t)[0];
      if (!newest) return undefined;
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, newest.k, inputsFile), 'utf8')) as Record<string, string>;
      } catch {
        return undefined;
      }
    },
    scratch(name, key) {
      const dir = path.join(cacheDir, name, `.${key}.tmp-${process.pid}`);
      fs.rmSync(dir, {recursive: true, force: true});
      fs.mkdirSync(dir, {recursive: true});
      return dir;
    },
    store(name, key, scratchDir, inputs) {
      fs.writeFileSync(path.join(scratchDir, inputsFile), JSON.stringify(inputs));
      sealEntry(scratchDir, key);
      const target = entryDir(name, key);
      fs.rmSync(target, {recursive: true, force: true});
      fs.renameSync(scratchDir, target);
      // The newest entries of the version are kept; older ones, and scratch folders of builds that died, go.
      const dir = path.join(cacheDir, name);
      const entries = fs
        .readdirSync(dir)
        .map((k) => ({k, t: fs.statSync(path.join(dir, k)).mtimeMs}))
        .sort((a, b) => b.t - a.t);
      for (const [i, e] of entries.entries()) {
        // A scratch folder an hour old is a build that died; a newer one may be another build's, still running.
        const stale = e.k.startsWith('.') ? Date.now() - e.t > 3_600_000 : i >= entriesKept;
        if (stale) fs.rmSync(path.join(dir, e.k), {recursive: true, force: true});
      }
      return target;
    },
  };
}

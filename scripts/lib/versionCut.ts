/**
 * `npm run version:cut -- <name>`: freezes the docs in docs/ as version <name>, as `docusaurus docs:version`
 * does (the same paths, the sidebars loaded by Docusaurus's own loader, the same JSON), but all or nothing:
 * - it checks everything first: the name, versions.json, no leftover `versioned_docs/version-<name>/` or
 *   `versioned_sidebars/version-<name>-sidebars.json` (from an interrupted cut or by hand: a cut would mix it
 *   in and publish it), docs/ and sidebars.ts loading;
 * - it copies docs/ into `versioned_docs/.version-<name>.tmp-<pid>/`, which Docusaurus never reads, then
 *   renames it into place; the sidebars and versions.json are written last, each to a temporary file renamed
 *   over its place;
 * - on an error, or SIGINT/SIGTERM/SIGHUP during the cut, it removes what it made, so the tree is as it was.
 *   Only a kill that cannot be caught (SIGKILL) leaves the temporary folder; the next cut removes it.
 * A dry run checks the same and reports what the cut would do, changing nothing.
 *
 * Everything keyed on versions reads versions.json through the site model (config/versions.ts), so nothing
 * else is edited: after cutting `v2`, docs/ is labelled `v3` at `/docs/`, and `v2` is served at `/docs/v2/`
 * with the unmaintained banner. The site has one locale: translated docs (i18n/) are not copied.
 */
import fs from 'node:fs';
import path from 'node:path';
import {getVersionDocsDirPath, getVersionSidebarsPath, getVersionsFilePath, loadSidebarsFile} from '../../plugins/upstream/docsVersionFiles';
import {currentLabelFor, latestVersionName} from '../../config/versions';
import {readVersionsJson} from '../../config/versionsFile';

/** The docs plugin's content folder and sidebars file (docusaurus.config.ts: the default `path`, `sidebarPath`). */
export const docsFolder = 'docs';
export const sidebarsFile = 'sidebars.ts';
const pluginId = 'default';

export class VersionCutError extends Error {
  override name = 'VersionCutError';
}

/** Why a name cannot be cut, or null. Docusaurus's own rules, plus the site's label rule. */
export function versionNameProblem(name: string, olderVersions: readonly string[]): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(name)) {
    return `"${name}" is not a version name: letters, digits, ".", "_" and "-", at most 32 characters (e.g. v2)`;
  }
  if (name === latestVersionName) return `"${latestVersionName}" names docs/ itself`;
  if (olderVersions.includes(name)) return `${name} is already cut (versions.json: ${olderVersions.join(', ')})`;
  const label = currentLabelFor(olderVersions);
  if (/^v\d+$/.test(label) && name !== label) {
    return `docs/ holds ${label}: cutting freezes it under that label, so run "npm run version:cut -- ${label}" (docs/ then becomes ${currentLabelFor([label])})`;
  }
  return null;
}

/** Where a cut writes: the places Docusaurus reads, and the temporary ones beside them. */
export interface CutPaths {
  readonly docs: string;
  readonly target: string;
  readonly tempTarget: string;
  readonly sidebars: string;
  readonly tempSidebars: string;
  readonly versionsFile: string;
  readonly tempVersionsFile: string;
}

/** A temporary name of a cut: `.<name>.tmp-<pid>` beside the place it is renamed to. */
const tempOf = (file: string, pid: number) => path.join(path.dirname(file), `.${path.basename(file)}.tmp-${pid}`);
const tempName = /^\.(version-.+|versions\.json)\.tmp-(\d+)$/;

export function cutPaths(siteDir: string, name: string, pid = process.pid): CutPaths {
  const target = getVersionDocsDirPath(siteDir, pluginId, name);
  const sidebars = getVersionSidebarsPath(siteDir, pluginId, name);
  const versionsFile = getVersionsFilePath(siteDir, pluginId);
  return {
    docs: path.join(siteDir, docsFolder),
    target,
    tempTarget: tempOf(target, pid),
    sidebars,
    tempSidebars: tempOf(sidebars, pid),
    versionsFile,
    tempVersionsFile: tempOf(versionsFile, pid),
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The files below a folder, relative to it, folders first (each before what it holds). */
function entriesBelow(dir: string): {dirs: string[]; files: string[]} {
  const dirs: string[] = [];
  const files: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        dirs.push(child);
        visit(child);
      } else files.push(child);
    }
  };
  visit('');
  return {dirs, files};
}

export interface CutPlan {
  readonly name: string;
  readonly siteDir: string;
  readonly paths: CutPaths;
  /** versions.json before and after. */
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** What docs/ holds, relative to it. */
  readonly dirs: readonly string[];
  readonly files: readonly string[];
  /** The sidebars to freeze, or null when sidebars.ts has none (then, as Docusaurus does, no file is written). */
  readonly sidebars: Record<string, unknown> | null;
  /** Temporary files and folders of earlier cuts that were killed, to remove. */
  readonly staleTemps: readonly string[];
}

/** Everything a cut checks before it changes anything; throws a VersionCutError (or VersionsFileError) saying why not. */
export async function planCut(siteDir: string, name: string): Promise<CutPlan> {
  const rel = (p: string) => path.relative(siteDir, p).split(path.sep).join('/');
  const before = readVersionsJson(siteDir);
  const problem = versionNameProblem(name, before);
  if (problem) throw new VersionCutError(problem);
  const paths = cutPaths(siteDir, name);
  for (const [leftover, what] of [
    [paths.target, 'folder'],
    [paths.sidebars, 'file'],
  ] as const) {
    if (!fs.existsSync(leftover)) continue;
    const shown = `${rel(leftover)}${what === 'folder' ? '/' : ''}`;
    throw new VersionCutError(
      `${shown} is there already, but versions.json does not list ${name}: it is left from an interrupted cut or was put there by hand, and a cut would publish it with ${name}. Look at it, remove it (rm -r ${shown}) and run this again`,
    );
  }
  const staleTemps: string[] = [];
  for (const dir of new Set([path.dirname(paths.target), path.dirname(paths.sidebars), path.dirname(paths.versionsFile)])) {
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir)) {
      const pid = Number(tempName.exec(entry)?.[2]);
      if (!pid) continue;
      const temp = path.join(dir, entry);
      if (pid !== process.pid && isAlive(pid)) {
        throw new VersionCutError(`${rel(temp)} belongs to a cut that is running (process ${pid}); wait for it. If no cut is running, remove it (rm -r ${rel(temp)})`);
      }
      staleTemps.push(temp);
    }
  }
  if (!fs.existsSync(paths.docs) || fs.readdirSync(paths.docs).length === 0) throw new VersionCutError(`${rel(paths.docs)}/ holds no docs to cut`);
  const {dirs, files} = entriesBelow(paths.docs);
  let sidebars: Record<string, unknown>;
  try {
    // Docusaurus's loader (as `docs:version`), loaded only now: it takes a second, a refusal above none.
    sidebars = (await loadSidebarsFile(path.join(siteDir, sidebarsFile))) as Record<string, unknown>;
  } catch (e) {
    throw new VersionCutError(`${sidebarsFile} does not load: ${String((e as Error).message).split('\n')[0]}`);
  }
  return {name, siteDir, paths, before, after: [name, ...before], dirs, files, sidebars: Object.keys(sidebars).length ? sidebars : null, staleTemps};
}

export interface CutOptions {
  /** Copies one file; a test gives one that fails part way. */
  readonly copyFile?: (from: string, to: string) => Promise<void>;
  /** Told each step, for the terminal. */
  readonly log?: (line: string) => void;
}

export interface CutResult {
  readonly name: string;
  readonly olderVersions: readonly string[];
  readonly currentLabel: string;
}

const remove = (p: string) => fs.rmSync(p, {recursive: true, force: true});

/**
 * Makes the cut a plan describes. What it has made is listed as it goes; an error or a signal removes it all
 * (newest first) before the error is thrown or the process exits (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP).
 */
export async function applyCut(plan: CutPlan, options: CutOptions = {}): Promise<CutResult> {
  const {paths} = plan;
  const copyFile = options.copyFile ?? ((from, to) => fs.promises.copyFile(from, to));
  const log = options.log ?? (() => {});
  const rel = (p: string) => path.relative(plan.siteDir, p).split(path.sep).join('/');
  const made: string[] = [];
  const undo = () => {
    for (const p of made.reverse()) remove(p);
    made.length = 0;
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const codes = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129};
  // Runs between two file copies (the copy is asynchronous): nothing of the cut runs after it.
  const onSignal = (signal: (typeof signals)[number]) => {
    undo();
    process.stderr.write(`\nversion:cut: stopped by ${signal}; removed what the cut had made, the tree is as it was.\n`);
    process.exit(codes[signal]);
  };
  for (const s of signals) process.on(s, onSignal);
  try {
    for (const stale of plan.staleTemps) {
      log(`Removing ${rel(stale)}, left by a cut that was killed.`);
      remove(stale);
    }
    log(`Copying ${rel(paths.docs)}/ (${plan.files.length} files) to ${rel(paths.target)}/ …`);
    made.push(paths.tempTarget);
    fs.mkdirSync(paths.tempTarget, {recursive: true});
    for (const dir of plan.dirs) fs.mkdirSync(path.join(paths.tempTarget, dir));
    for (const file of plan.files) {
      const from = path.join(paths.docs, file);
      const to = path.join(paths.tempTarget, file);
      if (fs.lstatSync(from).isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
      else await copyFile(from, to);
    }
    // From here on, synchronous: a signal waits until the cut is whole (or undone by an error).
    fs.renameSync(paths.tempTarget, paths.target);
    made.splice(made.indexOf(paths.tempTarget), 1, paths.target);
    if (plan.sidebars) {
      const dir = path.dirname(paths.sidebars);
      const createdDir = fs.mkdirSync(dir, {recursive: true});
      if (createdDir) made.push(createdDir);
      made.push(paths.tempSidebars);
      fs.writeFileSync(paths.tempSidebars, `${JSON.stringify(plan.sidebars, null, 2)}\n`);
      fs.renameSync(paths.tempSidebars, paths.sidebars);
      made.splice(made.indexOf(paths.tempSidebars), 1, paths.sidebars);
    }
    made.push(paths.tempVersionsFile);
    fs.writeFileSync(paths.tempVersionsFile, `${JSON.stringify(plan.after, null, 2)}\n`);
    fs.renameSync(paths.tempVersionsFile, paths.versionsFile); // the cut is whole
    made.length = 0;
  } catch (e) {
    undo();
    const {code, path: file, message} = e as NodeJS.ErrnoException;
    const why = code && file ? `${rel(file)}: ${message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/s, '')} (${code})` : message;
    throw new VersionCutError(`${why}; removed what the cut had made, the tree is as it was`, {cause: e});
  } finally {
    for (const s of signals) process.off(s, onSignal);
  }
  return {name: plan.name, olderVersions: plan.after, currentLabel: currentLabelFor(plan.after)};
}

/** Plans and makes the cut. */
export async function cutVersion(siteDir: string, name: string, options: CutOptions = {}): Promise<CutResult> {
  return applyCut(await planCut(siteDir, name), options);
}

/**
 * A temporary copy of the site for tests that build it: the working tree without its outputs, the
 * project's node_modules linked in, and a git repository with one commit (the build reads each page's
 * last update from git).
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.join(__dirname, '..', '..');

/**
 * The files a copy holds: what a clone of the project has, with the work tree's edits and new files (`git ls-files`:
 * tracked, and untracked but not ignored), so no build output, cache or local tool folder is copied (build-stock/ and
 * .node-lts/ were: 31 MB and 374 MB, hashed again by the copy's own `git add`).
 */
function projectFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (listed.status !== 0) throw new Error(`tests/build/tempSite.ts: git ls-files failed in ${projectRoot}: ${listed.stderr.trim()}`);
  // A tracked file deleted in the work tree is listed but not there.
  return listed.stdout.split('\0').filter((f) => f && !f.startsWith('tests/e2e/.tmp') && fs.existsSync(path.join(projectRoot, f)));
}

export function createTempSite(prefix = 'site-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of projectFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, encoding: 'utf8'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.email=tests@localhost', '-c', 'user.name=tests', 'commit', '-qm', 'temporary copy');
  return dir;
}

/** Runs a command of the site's own (node script or Docusaurus) in the copy. */
export function runIn(dir: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The copy must not share (and evict) the project's Rspack cache, which lives in node_modules, nor its kept
    // versions (scripts/lib/frozenVersions.ts): their own folders beside the copy. Its next build is warm, as a
    // writer's is.
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', PIPEDREAM_RSPACK_CACHE_DIR: `${dir}-rspack`, PIPEDREAM_VERSION_CACHE: `${dir}-versions`, ...env},
  });
}

/** `npm run build` in the copy: the production build, assembled from the versions' own builds. */
export const siteBuildArgs = ['--import', 'tsx', 'scripts/build.ts'];

export const docusaurusBin = ['node_modules/@docusaurus/core/bin/docusaurus.mjs'];

export function removeTempSite(dir: string): void {
  if (!dir.startsWith(os.tmpdir())) return;
  fs.rmSync(dir, {recursive: true, force: true});
  fs.rmSync(`${dir}-versions`, {recursive: true, force: true});
  fs.rmSync(`${dir}-rspack`, {recursive: true, force: true});
}

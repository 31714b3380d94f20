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

/** Top-level entries never copied: outputs, caches, the repository itself. */
const skipped = new Set(['node_modules', 'build', 'build-algolia', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.bench-tmp']);

export function createTempSite(prefix = 'site-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(projectRoot)) {
    if (skipped.has(entry)) continue;
    fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}tests${path.sep}e2e${path.sep}.tmp`),
    });
  }
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, encoding: 'utf8'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.email=tests@localhost', '-c', 'user.name=tests', 'commit', '-qm', 'temporary copy');
  return dir;
}

/** Runs a command of the site's own (node script or Docusaurus) in the copy. */
export function runIn(dir: string, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The copy must not share (and evict) the project's Rspack cache, which lives in node_modules.
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', FORCE_COLOR: '0', NO_COLOR: '1'},
  });
}

export const docusaurusBin = ['node_modules/@docusaurus/core/bin/docusaurus.mjs'];

export function removeTempSite(dir: string): void {
  if (dir.startsWith(os.tmpdir())) fs.rmSync(dir, {recursive: true, force: true});
}

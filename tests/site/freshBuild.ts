/**
 * Global setup of the site checks: the build they read must exist and be newer than every source it is
 * made from, so no check ever passes on a stale build/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, root} from '../lib/builtSite';
import {filesBelow} from '../lib/files';

const sources = ['docs', 'versioned_docs', 'versioned_sidebars', 'src', 'config', 'plugins', 'static', 'sidebars.ts', 'docusaurus.config.ts', 'versions.json'];

function newestIn(p: string): {file: string; mtime: number} {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return {file: p, mtime: stat.mtimeMs};
  let newest = {file: p, mtime: 0};
  for (const f of filesBelow(p)) {
    const mtime = fs.statSync(path.join(p, f)).mtimeMs;
    if (mtime > newest.mtime) newest = {file: path.join(p, f), mtime};
  }
  return newest;
}

export default function freshBuild(): void {
  // Only for a person re-running one check while editing pages: the test command never sets it.
  const allowStale = process.env.SITE_CHECKS_ALLOW_STALE_BUILD === '1';
  const marker = path.join(buildDir, 'page-data.json');
  if (!fs.existsSync(marker)) throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const built = fs.statSync(marker).mtimeMs;
  for (const s of sources) {
    const full = path.join(root, s);
    if (!fs.existsSync(full)) continue;
    const newest = newestIn(full);
    if (newest.mtime > built && !allowStale)
      throw new Error(`build/ is older than ${path.relative(root, newest.file)}: run \`npm run build\` before the site checks.`);
  }
}

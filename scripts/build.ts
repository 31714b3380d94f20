/**
 * `npm run build [-- <docusaurus build options>]`: the production build, then the precompressed copies of
 * its text files (scripts/precompress.ts), which both servers send as they are. Every option goes to
 * `docusaurus build`; `--out-dir DIR` (default `build`) is also where the copies are written. `--no-minify` builds
 * on Docusaurus's own client (`PIPEDREAM_STOCK_CLIENT=1`: the performance layer edits the minified runtime).
 * Last, the build's stamp (`.build-id`, server/liveSite.ts), by which a running server knows the build is new and complete.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {precompress} from './precompress';
import {buildStampFile} from '../server/requestRules';
import {stockClientVariable} from '../plugins/upstream';

const args = process.argv.slice(2);
const {values} = parseArgs({args, options: {'out-dir': {type: 'string', default: 'build'}}, strict: false});
const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const env = {...process.env};
// The performance layer edits the minified runtime (plugins/upstream/): an unminified build is on Docusaurus's own client.
if (args.includes('--no-minify') && env[stockClientVariable] !== '1') {
  console.log(`[pipedream-site] --no-minify: built on Docusaurus's own client (${stockClientVariable}=1), as the performance layer edits the minified runtime`);
  env[stockClientVariable] = '1';
}
const build = spawnSync(process.execPath, [docusaurus, 'build', ...args], {stdio: 'inherit', env});
if (build.status !== 0) process.exit(build.status ?? 1);

const outDir = path.resolve(String(values['out-dir']));
const start = performance.now();
precompress(outDir).then(
  (r) => {
    console.log(`[precompress] ${r.files} files: brotli and gzip copies (${Math.round(performance.now() - start)} ms)`);
    // Last: a running `npm run serve` takes the new build (its CSP, its compressed copies) once this file changes.
    fs.writeFileSync(path.join(outDir, buildStampFile), `${new Date().toISOString()} ${crypto.randomUUID()}\n`);
  },
  (e: unknown) => {
    console.error(`[precompress] ${outDir}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);

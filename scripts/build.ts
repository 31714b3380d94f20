/**
 * `npm run build [-- <docusaurus build options>]`: the production build, assembled from one build of the latest
 * version and the kept (or new) build of each frozen version (scripts/lib/siteBuild.ts, issue 39), with the
 * precompressed copies of its text files (scripts/precompress.ts), which both servers send as they are. Every option goes to
 * `docusaurus build`; `--out-dir DIR` (default `build`) is also where the copies are written. `--no-minify` builds
 * on Docusaurus's own client (`PIPEDREAM_STOCK_CLIENT=1`: the performance layer edits the minified runtime).
 * Last, the build's stamp (`.build-id`, server/liveSite.ts), by which a running server knows the build is new and complete.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildSite, PartFailed} from './lib/siteBuild';
import {buildStampFile} from '../server/requestRules';
import {stockClientVariable} from '../plugins/upstream';

// `--plan`: say what the build would do, per version (reused or built, and why), and build nothing.
const planOnly = process.argv.includes('--plan');
const args = process.argv.slice(2).filter((a) => a !== '--plan');
const {values} = parseArgs({args, options: {'out-dir': {type: 'string', default: 'build'}}, strict: false});
const env = {...process.env};
// The performance layer edits the minified runtime (plugins/upstream/): an unminified build is on Docusaurus's own client.
if (args.includes('--no-minify') && env[stockClientVariable] !== '1') {
  console.log(`[pipedream-site] --no-minify: built on Docusaurus's own client (${stockClientVariable}=1), as the performance layer edits the minified runtime`);
  env[stockClientVariable] = '1';
}
const outDir = path.resolve(String(values['out-dir']));
buildSite({siteDir: process.cwd(), args, outDir, env, planOnly}).then(
  () => {
    if (planOnly) return;
    // Last: a running `npm run serve` takes the new build (its CSP, its compressed copies) once this file changes.
    fs.writeFileSync(path.join(outDir, buildStampFile), `${new Date().toISOString()} ${crypto.randomUUID()}\n`);
  },
  (e: unknown) => {
    console.error(`[build] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(e instanceof PartFailed ? e.status : 1);
  },
);

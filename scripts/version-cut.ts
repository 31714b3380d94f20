/**
 * npm run version:cut -- <name> [--dry-run]
 * Freezes docs/ as version <name> (README.md, "Releasing a docs version"), all or nothing: see
 * scripts/lib/versionCut.ts. Anything but one name and --dry-run is refused; a dry run checks everything and
 * says what the cut would do, changing nothing. Every refusal is one line.
 */
import path from 'node:path';
import {readVersionsJson, VersionsFileError} from '../config/versionsFile';
import {readVersionCutArgs, usageErrorLine, versionCutUsage, VersionCutUsageError} from './lib/versionCutArgs';

const siteDir = path.join(__dirname, '..');
async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = readVersionCutArgs(argv);
  } catch (e) {
    if (!(e instanceof VersionCutUsageError)) throw e;
    console.error(usageErrorLine(e));
    return 1;
  }
  if (args === 'help') {
    console.log(versionCutUsage);
    return 0;
  }
  // versions.json first: the modules below read it as they load.
  readVersionsJson(siteDir);
  const {planCut, applyCut} = await import('./lib/versionCut');
  const {latestVersionName, siteModelFor, versionNamed} = await import('../config/versions');
  const plan = await planCut(siteDir, args.name);
  const rel = (p: string) => path.relative(siteDir, p).split(path.sep).join('/');
  const model = siteModelFor(plan.after);
  const frozen = versionNamed(plan.name, model);
  const latest = versionNamed(latestVersionName, model);
  if (args.dryRun) {
    console.log(`Dry run: nothing changed. "npm run version:cut -- ${plan.name}" would:`);
    for (const stale of plan.staleTemps) console.log(`  remove ${rel(stale)}, left by a cut that was killed;`);
    console.log(`  copy ${rel(plan.paths.docs)}/ (${plan.files.length} files) to ${rel(plan.paths.target)}/;`);
    if (plan.sidebars) console.log(`  write ${rel(plan.paths.sidebars)} (the sidebars of sidebars.ts: ${Object.keys(plan.sidebars).join(', ')});`);
    console.log(`  put ${plan.name} first in versions.json: ${JSON.stringify(plan.after)}.`);
    console.log(`Then docs/ is ${latest.label} at ${latest.path}, and ${plan.name} is served at ${frozen.path} with the unmaintained banner.`);
    return 0;
  }
  const cut = await applyCut(plan, {log: (line) => console.log(line)});
  console.log(`
Cut ${cut.name}: ${frozen.contentDir}/ is served at ${frozen.path} with the unmaintained banner.
docs/ is now ${cut.currentLabel} at ${latest.path}, marked New in the version menu. Versions: ${cut.currentLabel}, ${cut.olderVersions.join(', ')}.

Next:
  1. Platform values: ${cut.name} reads the latest values of src/data/platform.ts until it has its own entry;
     before changing a value for ${cut.currentLabel} only, add "${cut.name}" to platformConstants with the values it had.
  2. Pages that move in docs/ from now on: add their ${cut.name} path to src/data/versionPageMap.ts.
  3. npm run build && npm test, then commit versions.json, versioned_docs/ and versioned_sidebars/.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    // A refusal of the cut or a malformed versions.json is one line; anything else is a fault of this script.
    if (e instanceof VersionsFileError || (e instanceof Error && e.name === 'VersionCutError')) console.error(`version:cut: ${e.message}`);
    else console.error(e);
    process.exitCode = 1;
  },
);

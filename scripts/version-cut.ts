/**
 * npm run version:cut -- <name>
 * Freezes docs/ as version <name> (README.md, "Releasing a docs version"). See scripts/lib/versionCut.ts.
 */
import path from 'node:path';
import {cutVersion, VersionCutError} from './lib/versionCut';
import {latestVersionName, siteModelFor, versionNamed} from '../config/versions';

const siteDir = path.join(__dirname, '..');
const name = process.argv[2];

if (!name || name === '--help' || name === '-h') {
  console.error('Usage: npm run version:cut -- <name>   (the label docs/ has now, e.g. v2)');
  process.exit(name ? 0 : 1);
}

try {
  const cut = cutVersion(siteDir, name);
  const model = siteModelFor(cut.olderVersions);
  const frozen = versionNamed(cut.name, model);
  console.log(`
Cut ${cut.name}: ${frozen.contentDir}/ is served at ${frozen.path} with the unmaintained banner.
docs/ is now ${cut.currentLabel} at ${versionNamed(latestVersionName, model).path}, marked New in the version menu. Versions: ${cut.currentLabel}, ${cut.olderVersions.join(', ')}.

Next:
  1. Platform values: ${cut.name} reads the latest values of src/data/platform.ts until it has its own entry;
     before changing a value for ${cut.currentLabel} only, add "${cut.name}" to platformConstants with the values it had.
  2. Pages that move in docs/ from now on: add their ${cut.name} path to src/data/versionPageMap.ts.
  3. npm run build && npm test, then commit versions.json, versioned_docs/ and versioned_sidebars/.`);
} catch (e) {
  if (!(e instanceof VersionCutError)) throw e;
  console.error(`version:cut: ${e.message}`);
  process.exit(1);
}

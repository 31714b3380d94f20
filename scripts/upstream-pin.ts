/**
 * `npm run upstream:pin`: records the installed upstream files the site follows (plugins/upstream/pins.ts) as the
 * new pins: their versions and sha256 in plugins/upstream/pins.json, and the diff from each original to its copy
 * in plugins/upstream/pins/. Run it after an upgrade, once each copy is merged (docs-dev/upgrading.md).
 */
import fs from 'node:fs';
import {copyDiff, currentRecords, diffFile, diffsDir, pins, pinsFile} from '../plugins/upstream/pins';

fs.rmSync(diffsDir, {recursive: true, force: true});
fs.mkdirSync(diffsDir, {recursive: true});
for (const pin of pins) if (pin.kind === 'copy') fs.writeFileSync(diffFile(pin), copyDiff(pin));
fs.writeFileSync(pinsFile, `${JSON.stringify(currentRecords(), null, 2)}\n`);
console.log(`[upstream] ${pins.length} pins written to ${pinsFile} and ${diffsDir}`);

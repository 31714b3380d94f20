/** Where the shared spec lives when the project sits beside it (`../shared/spec`); absent for a lone clone. */
import fs from 'node:fs';
import path from 'node:path';

export const specDir = path.resolve(__dirname, '..', '..', '..', 'shared', 'spec');
export const hasSpec = fs.existsSync(path.join(specDir, 'SPEC.md'));

export function readSpec(name: string): string {
  return fs.readFileSync(path.join(specDir, name), 'utf8');
}

/** `describe` when the spec folder is there, else a skipped suite that says why. */
export const describeWithSpec = hasSpec ? describe : describe.skip;

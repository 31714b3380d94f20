/**
 * Writes a file whole or not at all: under a temporary name, then renamed over it. For the build's kept files
 * (Markdown records, page facts, drawn diagrams), which another build beside this one may read at the same moment, and
 * which a build that stops midway must not leave half written.
 */
import fs from 'node:fs';
import path from 'node:path';

export function writeWhole(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}

/** Files below a folder, for the tests that look at sources or at a build. */
import fs from 'node:fs';
import path from 'node:path';

/** Paths in the order of a depth-first walk that lists each folder by name (as `fs.readdirSync` gives it). */
function depthFirst(a: string, b: string): number {
  const x = a.split(path.sep);
  const y = b.split(path.sep);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/**
 * Every file below `dir` (anything but a folder), as paths relative to `dir`, folder by folder in name order.
 * `skipFolder(name)` leaves out the folders of that name with all they hold.
 */
export function filesBelow(dir: string, skipFolder: (name: string) => boolean = () => false): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).slice(0, -1).some(skipFolder))
    .sort(depthFirst);
}

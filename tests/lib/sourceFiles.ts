/** The Markdown sources of the docs, for the tests that read pages as writers wrote them (no build needed). */
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from './files';

export const repoRoot = path.join(__dirname, '..', '..');

/** Every `.md`/`.mdx` file below a folder of the repository, as repository-relative paths. */
export function docFiles(dir: string): string[] {
  return filesBelow(path.join(repoRoot, dir))
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** The content folder of every docs version: `docs/` and each `versioned_docs/version-*`. */
export function versionDirs(): string[] {
  return ['docs', ...fs.readdirSync(path.join(repoRoot, 'versioned_docs')).map((v) => path.join('versioned_docs', v))];
}

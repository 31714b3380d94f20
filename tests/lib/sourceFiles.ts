/** The Markdown sources of the docs, for the tests that read pages as writers wrote them (no build needed). */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.join(__dirname, '..', '..');

/** Every `.md`/`.mdx` file below a folder of the repository, as repository-relative paths. */
export function docFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return docFiles(rel);
    return /\.mdx?$/.test(e.name) ? [rel] : [];
  });
}

/** The content folder of every docs version: `docs/` and each `versioned_docs/version-*`. */
export function versionDirs(): string[] {
  return ['docs', ...fs.readdirSync(path.join(repoRoot, 'versioned_docs')).map((v) => path.join('versioned_docs', v))];
}

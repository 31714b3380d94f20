/**
 * The `import` statements of a page, checked against the files they name: by `check-mdx` and, as the page
 * compiles, by the docs' remark plugin (plugins/remarkPageChecks.ts). A page importing a module that is not
 * there otherwise stops the bundler with `Cannot find module '@site/src/components/Nope'`, which names neither
 * the page nor the line.
 *
 * Checked: `@site/…` (the site's folder, Docusaurus's alias) and relative imports (from the page's folder),
 * resolved as the bundler resolves them (Docusaurus's `resolve.extensions`, a folder's `index`). Other
 * specifiers (packages, `@theme/…`, `@docusaurus/…`) go through aliases this check does not know, and are
 * left to the bundler.
 */
import fs from 'node:fs';
import path from 'node:path';
import leven from 'leven';
import type {Root} from 'mdast';
import {walk} from './anchors';

/** The extensions the bundler tries after a bare path (@docusaurus/core lib/webpack/base.js `resolve.extensions`). */
export const resolveExtensions = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] as const;

const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};
const isDir = (p: string) => {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** Whether the bundler finds a module at `target` (an absolute path without the loader query). */
export function resolvesAt(target: string): boolean {
  if (isFile(target) || resolveExtensions.some((ext) => isFile(target + ext))) return true;
  if (!isDir(target)) return false;
  return isFile(path.join(target, 'package.json')) || resolveExtensions.some((ext) => isFile(path.join(target, `index${ext}`)));
}

/** The absolute path an import names, or undefined for a specifier this check leaves to the bundler. */
export function importTarget(specifier: string, pageFile: string, siteDir: string): string | undefined {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare === '@site' || bare.startsWith('@site/')) return path.join(siteDir, bare.slice('@site'.length));
  if (bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')) return path.resolve(path.dirname(pageFile), bare);
  return undefined;
}

/** The entry of the target's folder closest to the missing name, as the import would write it. */
function closest(specifier: string, target: string): string | undefined {
  const dir = path.dirname(target);
  if (!isDir(dir)) return undefined;
  const wanted = path.basename(target).toLowerCase();
  let best: {name: string; distance: number} | undefined;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === path.basename(target)) continue; // a folder without an index: no other name to offer
    // Near the name as written, or the name without its extension (`./async` for `./async.md`).
    const distance = Math.min(leven(entry.toLowerCase(), wanted), leven(entry.replace(/\.[^.]+$/, '').toLowerCase(), wanted));
    // Modules import without their extension; other files (a page, JSON) with it.
    if (distance <= Math.max(2, Math.floor(wanted.length / 3)) && (!best || distance < best.distance)) best = {name: entry.replace(/\.(tsx?|jsx?|mjs)$/, ''), distance};
  }
  return best && `${specifier.slice(0, specifier.length - path.basename(target).length)}${best.name}`;
}

const relativeTo = (siteDir: string, p: string) => {
  const rel = path.relative(siteDir, p).split(path.sep).join('/');
  return rel.startsWith('..') ? p : rel;
};

/**
 * `line N: import "…" does not resolve: …` for each import of the page's tree that names a file of the site
 * which is not there. `pageFile` is the page's absolute path.
 */
export function importProblems(tree: Root, pageFile: string, siteDir: string): string[] {
  const problems: string[] = [];
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      const source =
        statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration' || (statement.type === 'ExportNamedDeclaration' && statement.source)
          ? statement.source?.value
          : undefined;
      if (typeof source !== 'string') continue;
      const target = importTarget(source, pageFile, siteDir);
      if (!target || resolvesAt(target)) continue;
      const line = statement.loc?.start.line ?? node.position?.start.line;
      const hint = closest(source, target);
      const folder = path.dirname(target);
      const why = isDir(folder)
        ? `no file or folder ${relativeTo(siteDir, target)} (tried ${resolveExtensions.join(', ')} and a folder's index)`
        : `the folder ${relativeTo(siteDir, folder)}/ does not exist`;
      problems.push(`${line ? `line ${line}: ` : ''}import "${source}" does not resolve: ${why}${hint ? `; did you mean "${hint}"?` : ''}`);
    }
  });
  return problems;
}

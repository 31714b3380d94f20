/**
 * Docs versions, derived from versions.json and nothing else, so `npm run version:cut` needs no hand edit:
 * - the docs in docs/ are the latest version, at the site root, labelled one above the newest frozen
 *   version (versions.json `["v1"]` → `v2`; after cutting v2, `["v2", "v1"]` → `v3`);
 * - every version in versions.json is older, served under its own name, labelled with it and marked
 *   unmaintained.
 * The version menu, its "New" badge, search, page data and the Markdown exports read these through
 * Docusaurus, so they follow too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

export type VersionOptions = NonNullable<DocsOptions['versions']>[string];

/** Frozen version names look like `v1`, `v2`…: the number after the `v`. */
const numbered = /^v(\d+)$/;

/**
 * The label of the docs in docs/: one above the newest frozen version when versions are numbered
 * (`v1` → `v2`), `v1` when nothing is frozen yet, `latest` when the names are not `vN`.
 */
export function currentLabelFor(olderVersions: readonly string[]): string {
  const newest = olderVersions[0];
  if (newest === undefined) return 'v1';
  const n = numbered.exec(newest);
  return n ? `v${Number(n[1]) + 1}` : 'latest';
}

/** The Docusaurus `versions` option for a versions.json list (newest first, as Docusaurus writes it). */
export function versionsFor(olderVersions: readonly string[]): {current: VersionOptions} & Record<string, VersionOptions> {
  return {
    current: {label: currentLabelFor(olderVersions), path: ''},
    ...Object.fromEntries(olderVersions.map((name) => [name, {label: name, path: name, banner: 'unmaintained' as const}])),
  };
}

export function readVersionsJson(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

export const olderVersions: readonly string[] = readVersionsJson(path.join(__dirname, '..'));

/** Label of the docs in docs/ (the newest version). */
export const currentVersionLabel = currentLabelFor(olderVersions);

export const docsVersions = versionsFor(olderVersions) satisfies DocsOptions['versions'];

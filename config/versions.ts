/**
 * Docs versions, derived from versions.json: the docs in docs/ are the latest version (label
 * `currentVersionLabel`, at the site root); every version in versions.json is older, served under its own
 * name and marked unmaintained. `npm run version:cut` adds to versions.json and nothing here changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** Label of the docs in docs/ (the newest version). Bump it after cutting a version. */
export const currentVersionLabel = 'v2';

export const olderVersions: string[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'versions.json'), 'utf8'),
) as string[];

export const docsVersions = {
  current: {label: currentVersionLabel, path: ''},
  ...Object.fromEntries(
    olderVersions.map((name) => [name, {label: name, path: name, banner: 'unmaintained' as const}]),
  ),
} satisfies DocsOptions['versions'];

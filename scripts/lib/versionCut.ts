/**
 * `npm run version:cut -- <name>`: freezes the docs in docs/ as version <name> with
 * `docusaurus docs:version`, after checking the name. Everything keyed on versions reads versions.json
 * through the site model (config/versions.ts), so nothing else is edited: after cutting `v2`, docs/ is
 * labelled `v3` at `/docs/`, and `v2` is served at `/docs/v2/` with the unmaintained banner.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {currentLabelFor, latestVersionName, readVersionsJson} from '../../config/versions';

export class VersionCutError extends Error {
  override name = 'VersionCutError';
}

/** Why a name cannot be cut, or null. Docusaurus's own rules, plus the site's label rule. */
export function versionNameProblem(name: string, olderVersions: readonly string[]): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(name)) {
    return `"${name}" is not a version name: letters, digits, ".", "_" and "-", at most 32 characters (e.g. v2)`;
  }
  if (name === latestVersionName) return `"${latestVersionName}" names docs/ itself`;
  if (olderVersions.includes(name)) return `${name} is already cut (versions.json: ${olderVersions.join(', ')})`;
  const label = currentLabelFor(olderVersions);
  if (/^v\d+$/.test(label) && name !== label) {
    return `docs/ holds ${label}: cutting freezes it under that label, so run "npm run version:cut -- ${label}" (docs/ then becomes ${currentLabelFor([label])})`;
  }
  return null;
}

export interface CutResult {
  readonly name: string;
  readonly olderVersions: readonly string[];
  readonly currentLabel: string;
}

export function cutVersion(siteDir: string, name: string): CutResult {
  const before = readVersionsJson(siteDir);
  const problem = versionNameProblem(name, before);
  if (problem) throw new VersionCutError(problem);
  const docusaurus = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const run = spawnSync(process.execPath, [docusaurus, 'docs:version', name], {cwd: siteDir, stdio: 'inherit'});
  if (run.status !== 0) throw new VersionCutError(`docusaurus docs:version ${name} failed (exit ${run.status})`);
  const after = readVersionsJson(siteDir);
  const expected = [
    path.join(siteDir, 'versioned_docs', `version-${name}`),
    path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`),
  ];
  if (after[0] !== name || expected.some((p) => !fs.existsSync(p))) {
    throw new VersionCutError(`docusaurus docs:version ${name} did not write versions.json and ${expected.map((p) => path.relative(siteDir, p)).join(', ')}`);
  }
  return {name, olderVersions: after, currentLabel: currentLabelFor(after)};
}

/**
 * The docs version of a page file and what that version states, for scripts/check-mdx.ts: the version whose content
 * folder holds the file (config/versions.ts; a file outside every one, such as a draft elsewhere, is checked as the
 * latest) and its Node.js and Python runtimes (src/data/platform.ts).
 */
import path from 'node:path';
import {versionOfSource} from '../../plugins/lib/sourceVersion';
import {constantsFor} from '../../src/data/platform';
import type {PageVersion} from './pageProblems';

export function pageVersion(siteDir: string, file: string): PageVersion {
  const relative = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
  const {name, label} = versionOfSource(relative);
  const constants = constantsFor(name);
  return {name, label, nodeVersion: constants.nodeVersion.value, pythonVersion: constants.pythonVersion.value};
}

/**
 * `markdown.parseFrontMatter`: Docusaurus's own parser, then the site's rules (plugins/lib/frontMatter.ts).
 * A wrong value stops the build with one line per problem naming the file, the key, the value and what is
 * expected; the short flags `prev`/`next`/`sidebar: false` become their Docusaurus keys here, so every
 * plugin sees the same front matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {
  formatProblem,
  frontMatterProblems,
  isDocFile,
  normalizeFrontMatter,
  type FrontMatter,
  type FrontMatterProblem,
} from '../plugins/lib/frontMatter';

export const siteDir = path.resolve(__dirname, '..');

/** A writer's mistake, not a crash: its stack is left out so the message is what the build log shows. */
export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrontMatterError';
    this.stack = `${this.name}: ${message}`;
  }
}

/**
 * The site's rules for the front matter of a file of the site at `root` (also used by scripts/check-mdx.ts):
 * the file as the messages name it (relative to `root`) and its problems. `isDoc` defaults to whether the
 * file is a doc page of some version (title and description required).
 */
export function createFrontMatterCheck(root: string) {
  const staticDir = path.join(root, 'static');
  const staticFileExists = (sitePath: string) => {
    try {
      return fs.statSync(path.join(staticDir, sitePath)).isFile();
    } catch {
      return false;
    }
  };
  return (filePath: string, frontMatter: FrontMatter, isDoc?: boolean): {file: string; problems: FrontMatterProblem[]} => {
    const file = path.relative(root, path.resolve(root, filePath)).split(path.sep).join('/');
    return {file, problems: frontMatterProblems(frontMatter, {isDoc: isDoc ?? isDocFile(file), staticFileExists})};
  };
}

export function createParseFrontMatter(root: string): ParseFrontMatter {
  const check = createFrontMatterCheck(root);
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const {file, problems} = check(params.filePath, result.frontMatter);
    if (problems.length > 0) {
      const message = problems.map((p) => formatProblem(file, p)).join('\n');
      // Printed at once too: Docusaurus reports the error only at the end of a long cause chain.
      console.error(`[ERROR] ${message}`);
      throw new FrontMatterError(message);
    }
    return {...result, frontMatter: normalizeFrontMatter(result.frontMatter)};
  };
}

export const parseFrontMatter = createParseFrontMatter(siteDir);

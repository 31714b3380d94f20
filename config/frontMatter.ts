/**
 * `markdown.parseFrontMatter`: Docusaurus's own parser, then the site's rules (src/lib/frontMatter.ts).
 * A wrong value stops the build with one line per problem naming the file, the key, the value and what is
 * expected; the short flags `prev`/`next`/`sidebar: false` become their Docusaurus keys here, so every
 * plugin sees the same front matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {formatProblem, frontMatterProblems, isDocFile, normalizeFrontMatter} from '../src/lib/frontMatter';

export const siteDir = path.resolve(__dirname, '..');

/** A writer's mistake, not a crash: its stack is left out so the message is what the build log shows. */
export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrontMatterError';
    this.stack = `${this.name}: ${message}`;
  }
}

export function createParseFrontMatter(root: string): ParseFrontMatter {
  const staticDir = path.join(root, 'static');
  const staticFileExists = (sitePath: string) => {
    try {
      return fs.statSync(path.join(staticDir, sitePath)).isFile();
    } catch {
      return false;
    }
  };
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = path.relative(root, params.filePath).split(path.sep).join('/');
    const problems = frontMatterProblems(result.frontMatter, {isDoc: isDocFile(file), staticFileExists});
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

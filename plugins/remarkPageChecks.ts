/**
 * A docs remark plugin: a page importing a file of the site that is not there (plugins/lib/importCheck.ts), or
 * carrying a `<script>` the Content-Security-Policy blocks (plugins/lib/scriptCheck.ts), fails to compile with
 * one line per problem naming the file and line. The build stops on it before the bundler's
 * `Cannot find module …` (which names neither), and the development server shows it over the page until the
 * file is fixed. A few `stat` calls for the pages that import something: no measurable build cost.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {importProblems} from './lib/importCheck';
import {scriptProblems} from './lib/scriptCheck';
import {WriterError} from './lib/writerError';

/** A writer's mistake, not a crash (lib/writerError.ts). */
export class PageCheckError extends WriterError {}

export default function remarkPageChecks({siteDir}: {siteDir: string}) {
  return (tree: Root, file: {path?: string}) => {
    const problems = [...(file.path ? importProblems(tree, file.path, siteDir) : []), ...scriptProblems(tree)];
    if (!problems.length) return;
    const name = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : 'a page';
    throw new PageCheckError(problems.map((p) => `${name}: ${p}`).join('\n'));
  };
}

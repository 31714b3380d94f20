/**
 * A docs remark plugin: a page whose `<Limit>` has no literal name, or a name src/data/platform.ts does not have,
 * fails to compile with one line per problem naming the file and line (plugins/lib/limitNames.ts). The build stops
 * on it, and the development server shows it in the terminal and over the page until the file is fixed; before,
 * the page threw while rendering, and the message named neither.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {isLimitName, limitNames} from '../src/data/platform';
import {limitProblems} from './lib/limitNames';
import {WriterError} from './lib/writerError';

/** A writer's mistake, not a crash (lib/writerError.ts). */
export class LimitNameError extends WriterError {}

export default function remarkLimitNames({siteDir}: {siteDir: string}) {
  return (tree: Root, file: {path?: string}) => {
    const problems = limitProblems(tree, isLimitName);
    if (!problems.length) return;
    const name = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : 'a page';
    throw new LimitNameError(`${problems.map((p) => `${name}: ${p}`).join('\n')}\n<Limit> takes a key of src/data/platform.ts: ${limitNames.join(', ')}`);
  };
}

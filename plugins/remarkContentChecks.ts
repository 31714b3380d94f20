/**
 * A docs remark plugin: a page whose prose names a REST operation openapi/pipedream.yaml does not define, or leaves
 * out a required parameter of one it names (plugins/lib/openapi/citations.ts), or that shows a platform value of a
 * group another docs version owns (plugins/lib/limitVersions.ts), fails to compile with one line per problem naming
 * the file and line: the build stops on it, as it does on an invalid OpenAPI document (plugins/openApiPlugin.ts),
 * and the development server shows it over the page. `check-mdx` reports the same messages (scripts/lib/pageProblems.ts).
 * Runs on the tree as written, before `<OpenApiOperations />` expands into the generated reference.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {versionOfSource} from './lib/sourceVersion';
import {limitVersionProblems} from './lib/limitVersions';
import {citationProblems} from './lib/openapi/citations';
import {loadOpenApi} from './lib/openapi/document';
import {WriterError} from './lib/writerError';

/** A writer's mistake, not a crash (lib/writerError.ts). */
export class ContentCheckError extends WriterError {}

/** The problems of one page, by its site-relative path (which gives its docs version). */
export function contentCheckProblems(tree: Root, siteDir: string, siteRelativeFile: string): string[] {
  const version = versionOfSource(siteRelativeFile);
  return [...citationProblems(tree, loadOpenApi(siteDir).doc), ...limitVersionProblems(tree, version)];
}

export default function remarkContentChecks({siteDir}: {siteDir: string}) {
  return (tree: Root, file: {path?: string}) => {
    const name = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : 'a page';
    const problems = contentCheckProblems(tree, siteDir, name);
    if (problems.length) throw new ContentCheckError(problems.map((p) => `${name}: ${p}`).join('\n'));
  };
}

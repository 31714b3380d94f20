/**
 * The content test (content-guide.md) over every page of every version: front matter, at least two `##`
 * sections, the word floor, no unfinished markers, known <Limit> names, links to existing files, code
 * blocks that name their language and parse, and what the page's version states: examples within its Node.js
 * runtime and field lists, REST operations of the OpenAPI document, no other version's platform values (each
 * with its own unit tests in checkMdx*.test.ts). The checks live in scripts/check-mdx.ts, which
 * writers also run on single files; this test runs it once over the whole tree.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {docFiles, repoRoot, versionDirs} from '../lib/sourceFiles';

const root = repoRoot;

interface FileReport {
  file: string;
  words: number;
  sections: number;
  codeBlocks: number;
  problems: string[];
}

const files = [
  ...versionDirs().flatMap(docFiles),
];
const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-mdx.ts', '--json', ...files], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const reports: FileReport[] = run.status === 0 ? JSON.parse(run.stdout) : [];

describe('content of every page', () => {
  it('the checker runs', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(reports.map((r) => r.file)).toEqual(files);
  });

  it.each(reports.map((r) => [r.file, r] as const))('%s', (_file, report) => {
    expect(report.problems).toEqual([]);
  });
});

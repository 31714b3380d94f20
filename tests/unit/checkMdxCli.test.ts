/**
 * `npx tsx scripts/check-mdx.ts` as a writer runs it: a folder checks every page in it (not partials); a
 * missing path, an empty folder or a file that is not a page is one line naming it; no argument prints the
 * usage and exits 1; an import of a site file that is not there, a `<script>` and a `<Limit>` name that is
 * not a literal string are reported with their line, and a name given as a string literal expression is read.
 * The three runs go in parallel (about 4 s).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CheckMdxArgsError, readCheckMdxArgs} from '@site/scripts/lib/checkMdxArgs';

const root = path.join(__dirname, '..', '..');
const prose = Array.from({length: 140}, (_, i) => `word${i}`).join(' ');
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the check-mdx command's tests.\n---\n\n${body}\n\n## One\n\n${prose}\n\n## Two\n\n${prose}\n`;

let dir: string;
interface Run {
  status: number;
  stdout: string;
  stderr: string;
}
let pages: Run;
let none: Run;
let missing: Run;

const run = (...args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/check-mdx.ts', ...args], {cwd: root, encoding: 'utf8', maxBuffer: 16 << 20}, (error, stdout, stderr) =>
      resolve({status: error ? Number(error.code) : 0, stdout, stderr}),
    );
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-cli-'));
  fs.mkdirSync(path.join(dir, 'pages', 'sub'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'pages', '_partials'));
  fs.mkdirSync(path.join(dir, 'empty'));
  const write = (rel: string, text: string) => fs.writeFileSync(path.join(dir, rel), text);
  write('pages/_intro.md', 'A partial, not a page.\n');
  write('pages/_partials/more.md', 'Not a page either.\n');
  write(
    'pages/imports.md',
    page('Imports', 'import Nope from "@site/src/components/Nope";\nimport Intro from "./_intro.md";\nimport Gone from "./_outro.md";\n\n<Intro />'),
  );
  write('pages/sub/script.md', page('Script', 'Before.\n\n<script>document.title = "x"</script>'));
  write('pages/sub/limits.md', page('Limits', 'Up to <Limit name={"httpPayload"} />, or <Limit name={size} />.'));
  write('notes.txt', 'not a page');
  [pages, none, missing] = await Promise.all([
    run('--json', path.join(dir, 'pages')),
    run(),
    run(path.join(dir, 'nope.md'), path.join(dir, 'empty'), path.join(dir, 'notes.txt'), path.join(dir, 'pages', 'sub', 'script.md')),
  ]);
}, 120_000);
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const problems = (rel: string) =>
  (JSON.parse(pages.stdout) as {file: string; problems: string[]}[]).find((r) => r.file === path.join(dir, rel))?.problems;

describe('check-mdx arguments', () => {
  it('checks every page of a folder, partials left out', () => {
    expect(pages.stderr).toBe('');
    expect((JSON.parse(pages.stdout) as {file: string}[]).map((r) => r.file)).toEqual(
      ['pages/imports.md', 'pages/sub/limits.md', 'pages/sub/script.md'].map((f) => path.join(dir, f)),
    );
  });

  it('prints the usage and exits 1 without arguments', () => {
    expect(none.status).toBe(1);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/^Usage: npx tsx scripts\/check-mdx\.ts \[--json\] <page\.md \| folder>…\n/);
  });

  it('names a missing path, an empty folder and a file that is not a page in one line each, without a stack, and checks nothing', () => {
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe(
      [
        `check-mdx: ${path.join(dir, 'nope.md')}: no such file`,
        `check-mdx: ${path.join(dir, 'empty')}: no .md or .mdx page in this folder`,
        `check-mdx: ${path.join(dir, 'notes.txt')}: not a page (a .md or .mdx file)`,
        '',
      ].join('\n'),
    );
  });

  it('refuses an unknown option in one line', () => {
    expect(() => readCheckMdxArgs(['--jsno', 'docs'])).toThrow(new CheckMdxArgsError('unknown option --jsno; it takes --json and pages or folders'));
  });
});

describe('check-mdx reports what stops the build', () => {
  it('an import of a site file that is not there, with its line', () => {
    expect(problems('pages/imports.md')).toEqual([
      "line 6: import \"@site/src/components/Nope\" does not resolve: no file or folder src/components/Nope (tried .wasm, .mjs, .js, .jsx, .ts, .tsx, .json and a folder's index)",
      `line 8: import "./_outro.md" does not resolve: no file or folder ${path.join(dir, 'pages', '_outro.md')} (tried .wasm, .mjs, .js, .jsx, .ts, .tsx, .json and a folder's index); did you mean "./_intro.md"?`,
    ]);
  });

  it('a <script>, which the Content-Security-Policy blocks', () => {
    expect(problems('pages/sub/script.md')).toEqual([
      'line 8: <script> in a page, which the Content-Security-Policy (config/securityHeaders.ts) blocks: put the behaviour in a component under src/components/',
    ]);
  });

  it('reads <Limit name={"…"}> as the name, and says names must be literal strings for any other expression', () => {
    expect(problems('pages/sub/limits.md')).toEqual([
      'line 6: <Limit name={size}>: names must be literal strings, such as name="maxTimeout" (a key of src/data/platform.ts)',
    ]);
  });
});

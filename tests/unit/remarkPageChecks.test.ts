/**
 * The docs' compile-time checks of imports and `<script>` (plugins/remarkPageChecks.ts): the build and the
 * development server stop on a page importing a file of the site that is not there, or carrying a script the
 * Content-Security-Policy blocks, with the file and line, before the bundler's message that names neither.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import {docsBeforeDefaultRemarkPlugins} from '@site/plugins/docsRemarkPlugins';
import remarkPageChecks from '@site/plugins/remarkPageChecks';
import {scriptProblems} from '@site/plugins/lib/scriptCheck';

const siteDir = path.join(__dirname, '..', '..');
const tree = (mdx: string) => fromMarkdown(mdx, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]}) as Root;
const page = path.join(siteDir, 'docs', 'code', 'nodejs', 'page.md');
const check = (mdx: string) => () => remarkPageChecks({siteDir})(tree(mdx), {path: page});
const message = (mdx: string) => {
  try {
    check(mdx)();
  } catch (e) {
    return (e as Error).message;
  }
  return '';
};

describe('remarkPageChecks', () => {
  it('runs in the docs plugin, after the <Limit> check', () => {
    expect(docsBeforeDefaultRemarkPlugins.map(([plugin]) => plugin.name)).toEqual(
      expect.arrayContaining(['remarkRecordTree', 'remarkLimitNames', 'remarkPageChecks']),
    );
  });

  it('lets imports of files that are there through: a component folder, a relative file, a page as a partial, a package', () => {
    expect(
      check(
        [
          "import LimitsTable from '@site/src/components/LimitsTable';",
          "import {platformConstants} from '../../../src/data/platform';",
          "import Async from './async.md';",
          "import Tabs from '@theme/Tabs';",
          "import clsx from 'clsx';",
          '',
          'Text.',
        ].join('\n'),
      ),
    ).not.toThrow();
  });

  it('stops on an @site import that is not there, naming the page, the line and the closest module', () => {
    expect(message('Intro.\n\nimport Nope from "@site/src/components/Nope";\nimport T from "@site/src/components/LimitsTabel";\n').split('\n')).toEqual([
      'docs/code/nodejs/page.md: line 3: import "@site/src/components/Nope" does not resolve: no file or folder src/components/Nope (tried .wasm, .mjs, .js, .jsx, .ts, .tsx, .json and a folder\'s index)',
      'docs/code/nodejs/page.md: line 4: import "@site/src/components/LimitsTabel" does not resolve: no file or folder src/components/LimitsTabel (tried .wasm, .mjs, .js, .jsx, .ts, .tsx, .json and a folder\'s index); did you mean "@site/src/components/LimitsTable"?',
    ]);
  });

  it('stops on a relative import that is not there, a partial without its extension and a folder that does not exist', () => {
    expect(message("import A from './asnyc.md';\nimport B from './async';\nimport C from '../nowhere/x';\n").split('\n')).toEqual([
      'docs/code/nodejs/page.md: line 1: import "./asnyc.md" does not resolve: no file or folder docs/code/nodejs/asnyc.md (tried .wasm, .mjs, .js, .jsx, .ts, .tsx, .json and a folder\'s index); did you mean "./async.md"?',
      'docs/code/nodejs/page.md: line 2: import "./async" does not resolve: no file or folder docs/code/nodejs/async (tried .wasm, .mjs, .js, .jsx, .ts, .tsx, .json and a folder\'s index); did you mean "./async.md"?',
      'docs/code/nodejs/page.md: line 3: import "../nowhere/x" does not resolve: the folder docs/code/nowhere/ does not exist',
    ]);
  });

  it('stops on a <script> that would run, block or inline, and lets a data script through', () => {
    expect(message('Text.\n\n<script>alert(1)</script>\n\nA <script src="https://example.com/x.js"></script> inline.\n').split('\n')).toEqual([
      'docs/code/nodejs/page.md: line 3: <script> in a page, which the Content-Security-Policy (config/securityHeaders.ts) blocks: put the behaviour in a component under src/components/',
      'docs/code/nodejs/page.md: line 5: <script> in a page, which the Content-Security-Policy (config/securityHeaders.ts) blocks: put the behaviour in a component under src/components/',
    ]);
    expect(check('<script type="application/ld+json">{`{"a": 1}`}</script>\n')).not.toThrow();
  });

  it('finds a script in HTML kept as text (a page read as CommonMark)', () => {
    const html = (value: string): Root => ({type: 'root', children: [{type: 'html', value, position: {start: {line: 4, column: 1}, end: {line: 4, column: 1}}}]});
    expect(scriptProblems(html('<div><SCRIPT type="module">x()</SCRIPT></div>'))).toHaveLength(1);
    expect(scriptProblems(html('<script type="application/json">{}</script>'))).toEqual([]);
  });
});

/**
 * The docs' compile-time check of `<Limit>` names (plugins/remarkLimitNames.ts): the build and the development
 * server stop on an unknown name, or one that is not a literal, with the file and line.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import remarkLimitNames from '@site/plugins/remarkLimitNames';

const siteDir = path.join(__dirname, '..', '..');
const check = (mdx: string) => () =>
  remarkLimitNames({siteDir})(fromMarkdown(mdx, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]}) as Root, {path: path.join(siteDir, 'docs', 'limits.md')});

describe('remarkLimitNames', () => {
  it('lets known names through, inline and as blocks', () => {
    expect(check('Up to <Limit name="maxTimeout" />.\n\n<Limit name="defaultMemory" />\n')).not.toThrow();
  });

  it('stops on an unknown name, naming the file and line, and lists the names it takes', () => {
    expect(check('Intro.\n\nUp to <Limit name="maxTimeuot" />.\n')).toThrow(
      /^docs\/limits\.md: line 3: unknown <Limit name="maxTimeuot">\n<Limit> takes a key of src\/data\/platform\.ts: .*\bmaxTimeout\b/,
    );
  });

  it('reads a name written as a string literal expression', () => {
    expect(check('Up to <Limit name={"httpPayload"} /> or <Limit name={`maxTimeout`} />.\n')).not.toThrow();
    expect(check('Up to <Limit name={"httpPaylaod"} />.\n')).toThrow(/^docs\/limits\.md: line 1: unknown <Limit name="httpPaylaod">\n/);
  });

  it('stops on a name that is not a literal, or no name, and reports every problem of the page at once', () => {
    let message = '';
    try {
      check('<Limit name={x} />\n\n<Limit name="nope" />\n\n<Limit />\n')();
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n').slice(0, 3)).toEqual([
      'docs/limits.md: line 1: <Limit name={x}>: names must be literal strings, such as name="maxTimeout" (a key of src/data/platform.ts)',
      'docs/limits.md: line 3: unknown <Limit name="nope">',
      'docs/limits.md: line 5: <Limit> without a name="…" (a key of src/data/platform.ts)',
    ]);
  });
});

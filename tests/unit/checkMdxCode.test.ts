/**
 * scripts/lib/codeBlocks.ts: the code blocks check-mdx parses in its own process (JavaScript and
 * TypeScript, JSON, YAML); Python and shell, batched, are run by tests/unit/checkMdx.test.ts.
 */
import {createCodeChecker, syntaxProblem} from '@site/scripts/lib/codeBlocks';

describe('code blocks parsed in process', () => {
  it('reports what does not parse, in its language', () => {
    expect(syntaxProblem('json', '{"a": 1,}')).toMatch(/^json block does not parse: /);
    expect(syntaxProblem('ts', 'const x: = 1;')).toBe('ts block does not parse: Type expected.');
    expect(syntaxProblem('yaml', 'a: [1')).toMatch(/^yaml block does not parse: /);
  });

  it('passes what parses, and languages it does not parse', () => {
    expect([syntaxProblem('json', '{"a": 1}'), syntaxProblem('tsx', 'const a = <b>{1}</b>;'), syntaxProblem('yaml', 'a: 1'), syntaxProblem('go', '}{')]).toEqual([null, null, null, null]);
  });
});

describe('the checker', () => {
  it('reports a block without a language, and skips a fragment', () => {
    const problems: string[] = [];
    const checker = createCodeChecker();
    checker.check({value: 'x = 1\ny'}, problems);
    checker.check({lang: 'json', meta: 'fragment', value: '"a": 1,'}, problems);
    checker.check({lang: 'json', meta: '{2}', value: '"a": 1,'}, problems);
    expect(problems).toEqual(['code block without a language (block starting "x = 1")', expect.stringMatching(/^json block does not parse: .* \(block starting ""a": 1,"\)$/)]);
  });
});

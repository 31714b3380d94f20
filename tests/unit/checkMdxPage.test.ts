/**
 * scripts/lib/pageProblems.ts, the checks of check-mdx that a page's tree answers, on trees parsed as the
 * anchor check parses them (MDX, GFM, directives): <Limit> names against src/data/platform.ts, components
 * against the Markdown export's registry and the theme, links, prose; each problem with its line.
 */
import {parsePageTree} from '@site/plugins/lib/anchors';
import {pageProblems, proseOf} from '@site/scripts/lib/pageProblems';
import {pageContext, problemsOf as problemsIn, v2} from '../lib/pageChecks';

/** Pages of v2 where only ../limits.md exists. */
const context = pageContext(v2, (file) => file === '../limits.md');
const problemsOf = (text: string, ctx = context) => problemsIn(text, ctx);

describe('<Limit> names', () => {
  it('reports a name that is not a platform constant, with its line', () => {
    expect(problemsOf('Intro.\n\nMemory: <Limit name="defaultMemroy" />.\n')).toEqual(['line 3: unknown <Limit name="defaultMemroy">']);
  });

  it('passes a name of the constants', () => {
    expect(problemsOf('Memory: <Limit name="defaultMemory" />.\n')).toEqual([]);
  });

  it('reports a <Limit> whose name is not a literal string, and reads one given as a string literal expression', () => {
    expect(problemsOf('Memory: <Limit name={x} />.\n')).toEqual([
      'line 1: <Limit name={x}>: names must be literal strings, such as name="maxTimeout" (a key of src/data/platform.ts)',
    ]);
    expect(problemsOf('Memory: <Limit name={"defaultMemory"} />.\n')).toEqual([]);
  });

  it('leaves a <Limit> in code alone: it is shown, not rendered', () => {
    expect(problemsOf('Write `<Limit name="nope" />`.\n\n```mdx\n<Limit name="nope" />\n```\n')).toEqual([]);
  });
});

describe('components', () => {
  it('passes those every page has, and those the page imports', () => {
    expect(
      problemsOf(
        "import LimitsTable from '@site/src/components/LimitsTable';\nimport {BetaFeatureNotice as Beta} from '@site/src/components/FeatureNotice';\n\n<LimitsTable />\n\n<Beta />\n\n<Tabs groupId=\"language\">\n<TabItem value=\"a\">\n\n<ApiBaseUrl />\n\n</TabItem>\n</Tabs>\n",
      ),
    ).toEqual([]);
  });

  it('reports a component of the registry used without its import, with the import to add', () => {
    expect(problemsOf('Intro.\n\n<AlphaFeatureNotice />\n\n<PricingTable />\n')).toEqual([
      "line 3: <AlphaFeatureNotice> is used without its import: add `import {AlphaFeatureNotice} from '@site/src/components/FeatureNotice';` after the front matter",
      "line 5: <PricingTable> is used without its import: add `import PricingTable from '@site/src/components/PricingTable';` after the front matter",
    ]);
  });

  it('reports a component outside the registry as unknown, once, even when src/components has it', () => {
    expect(problemsOf('<Gallery />\n\n<Gallery />\n\n<LimitRows />\n')).toEqual(['line 1: unknown component <Gallery>', 'line 5: unknown component <LimitRows>']);
  });

  it('looks components up in the tree the site plugins expanded', () => {
    const text = '<OpenApiOperations />\n';
    const written = parsePageTree(text);
    const expanded = parsePageTree('## GET /users\n');
    expect(pageProblems({text, written, expanded}, context).problems).toEqual([]);
    expect(pageProblems({text, written, expanded: written}, context).problems).toEqual(['line 1: unknown component <OpenApiOperations>']);
  });

  it('reports <Tabs> without a groupId', () => {
    expect(problemsOf('<Tabs>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n')).toEqual([
      'line 1: <Tabs> without a groupId (the tab memory and links need one)',
    ]);
  });
});

describe('links', () => {
  it('passes an existing doc file and allowed outside links, reports the rest with their line', () => {
    expect(
      problemsOf(
        '[a](../limits.md) [b](https://github.com/x) [c](#here) [d](pathname:///docs/api/openapi.yaml)\n\n[e](../nope.md) [f](/docs/limits/)\n\n[g](../limits.md#memory)\n\n[h]: ../gone.md\n',
      ),
    ).toEqual([
      'line 3: link target does not exist: ../nope.md',
      'line 3: link not to a .md file: /docs/limits/',
      'line 5: link to an anchor on another page: ../limits.md#memory',
      'line 7: link target does not exist: ../gone.md',
    ]);
  });

  it('reports an outside link the build would refuse (tests/site/builtFiles.test.ts): a host not in config/externalLinks.ts, http, mail outside pipedream.com', () => {
    expect(
      problemsOf('[a](https://github.com/PipedreamHQ) [b](mailto:support@pipedream.com)\n\n[c](https://docs.example.com/x) [d](http://github.com/x)\n\n[e](mailto:someone@example.com)\n'),
    ).toEqual([
      'line 3: outside link https://docs.example.com/x: host docs.example.com is not in config/externalLinks.ts',
      'line 3: outside link http://github.com/x: http: instead of https:',
      'line 5: outside link mailto:someone@example.com: not a pipedream.com address',
    ]);
  });

  it('leaves link syntax in code alone', () => {
    expect(problemsOf('Write `[a](../nope.md)`.\n')).toEqual([]);
  });
});

describe('prose', () => {
  const words = (n: number) => Array.from({length: n}, (_, i) => `w${i}`).join(' ');

  it('counts the words outside code blocks and the ## sections', () => {
    const text = `## One\n\n${words(130)}\n\n\`\`\`js\n${words(100)}\n\`\`\`\n\n## Two\n\n${words(120)}\n`;
    const tree = parsePageTree(text);
    const findings = pageProblems({text, written: tree, expanded: tree}, context);
    expect(findings).toMatchObject({words: 254, sections: 2, proseProblems: []});
    expect(findings.codeBlocks.map((c) => c.lang)).toEqual(['js']);
  });

  it('reports a short page, too few sections and an unfinished marker', () => {
    const text = `## One\n\n${words(10)} TODO\n\n\`\`\`text\nFIXME\n\`\`\`\n`;
    const tree = parsePageTree(text);
    expect(pageProblems({text, written: tree, expanded: tree}, context).proseProblems).toEqual([
      '13 words of prose, under the floor of 250',
      '1 "##" sections, at least 2 expected',
      'unfinished marker "TODO"',
    ]);
  });

  it('cuts code blocks out of the prose', () => {
    const text = 'a\n\n```\nb\n```\n\nc\n';
    expect(proseOf(text, parsePageTree(text)).split(/\s+/).filter(Boolean)).toEqual(['a', 'c']);
  });
});

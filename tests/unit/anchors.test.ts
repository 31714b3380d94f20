import {closestAnchor, createAnchorChecker, formatAnchorProblem, headingIds, parsePage, parsePageTree} from '@site/plugins/lib/anchors';

describe('heading ids, as Docusaurus gives them', () => {
  it('slugs with github-slugger, numbers repeats, and takes explicit ids', () => {
    const source = [
      '---',
      'title: T',
      '---',
      '# Page title',
      '## Using `npm` packages',
      '## Setup',
      '## Setup',
      '### Custom one {#my-id}',
      '## Comment id {/* #other-id */}',
      '## Step 1: **Connect** an [account](./x.md)',
      '<Tabs groupId="language">',
      '<TabItem value="a" label="A">',
      '',
      '## Inside a tab',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(headingIds(parsePageTree(source)).map((h) => h.id)).toEqual([
      'page-title',
      'using-npm-packages',
      'setup',
      'setup-1',
      'my-id',
      'other-id',
      'step-1-connect-an-account',
      'inside-a-tab',
    ]);
  });

  it('counts headings and the ids of Link/Details/Heading as anchors, not the h1 nor plain JSX ids', () => {
    const page = parsePage('# Title\n\n## Real\n\n<Link id="linked" to="/x/">x</Link>\n\n<a id="plain"></a>\n');
    expect([...page.anchors.anchors]).toEqual(['real', 'linked']);
    expect([...page.anchors.plainIds]).toEqual(['plain']);
  });

  it('finds Markdown, reference and JSX links with their lines', () => {
    const page = parsePage('---\ntitle: T\n---\n\nSee [a](#x).\n\n<a href="/docs/y/#z">y</a>\n\n[r]: ../r.md#q\n');
    expect(page.links).toEqual([
      {url: '#x', line: 5},
      {url: '/docs/y/#z', line: 7},
      {url: '../r.md#q', line: 9},
    ]);
  });
});

describe('broken anchors', () => {
  const files: Record<string, string> = {
    'docs/a.md': '## Alpha\n\n[ok](#alpha) [bad](#alpah) [other](./b.md#beta) [gone](./b.md#gamma) [url](/docs/b/#nope) [rel](/b/#beta)\n',
    'docs/b.md': '## Beta\n\n<div id="plain-id"></div>\n\n[plain](#plain-id)\n',
    'docs/c.md': '<Generated />\n\n[gen](#made-by-a-plugin)\n',
  };
  const pages = [
    {file: 'docs/a.md', permalink: '/docs/a/'},
    {file: 'docs/b.md', permalink: '/docs/b/'},
    {file: 'docs/c.md', permalink: '/docs/c/'},
  ];
  const check = createAnchorChecker({readFile: (f) => files[f]!, baseUrl: '/docs/', pages});

  it('reports same-page, .md and URL links to missing anchors, with file, line, link and the closest anchor', () => {
    expect(check('docs/a.md').map(formatAnchorProblem)).toEqual([
      'Broken anchor in docs/a.md:3: the link "#alpah" points to #alpah, which this page does not have; expected the id of a heading of this page (closest: #alpha), or an explicit {#alpah} on one.',
      'Broken anchor in docs/a.md:3: the link "./b.md#gamma" points to #gamma, which docs/b.md does not have; expected the id of a heading of docs/b.md, or an explicit {#gamma} on one.',
      'Broken anchor in docs/a.md:3: the link "/docs/b/#nope" points to #nope, which docs/b.md does not have; expected the id of a heading of docs/b.md, or an explicit {#nope} on one.',
    ]);
  });

  it('says when the anchor is a plain JSX id, which Docusaurus does not count', () => {
    expect(check('docs/b.md').map(formatAnchorProblem)).toEqual([
      'Broken anchor in docs/b.md:5: the link "#plain-id" points to #plain-id, which this page does not have; "plain-id" is the id of a plain JSX element, which Docusaurus does not count as an anchor: put it on a heading ({#plain-id}).',
    ]);
  });

  it('sees headings that the build’s remark plugins add before ids are given', () => {
    expect(check('docs/c.md')).toHaveLength(1);
    const withTransform = createAnchorChecker({
      readFile: (f) => files[f]!,
      transform: (tree) => {
        tree.children.unshift({type: 'heading', depth: 2, children: [{type: 'text', value: 'Made by a plugin'}]});
      },
    });
    expect(withTransform('docs/c.md')).toEqual([]);
  });

  it('suggests only close anchors', () => {
    expect(closestAnchor('instal', ['install', 'usage'])).toBe('install');
    expect(closestAnchor('completely-different', ['install', 'usage'])).toBeUndefined();
  });
});

describe('pages parsed by an earlier check (the development server after an edit)', () => {
  const pages = [{file: 'docs/a.md', permalink: '/docs/a/'}, {file: 'docs/b.md', permalink: '/docs/b/'}];
  const files: Record<string, string> = {'docs/a.md': '# A\n\nSee [b](./b.md#two).\n', 'docs/b.md': '# B\n\n## One\n'};
  const checkAll = (parsedPages: Map<string, {source: string; page: ReturnType<typeof parsePage> | null}>) => {
    const check = createAnchorChecker({readFile: (f) => files[f]!, baseUrl: '/docs/', pages, parsedPages});
    return {problems: pages.flatMap((p) => check(p.file)).map((p) => p.link)};
  };

  it('reuses a page whose text is the same and parses one whose text changed', () => {
    const parsed = new Map<string, {source: string; page: ReturnType<typeof parsePage> | null}>();
    expect(checkAll(parsed).problems).toEqual(['./b.md#two']);
    expect([...parsed.keys()].sort()).toEqual(['docs/a.md', 'docs/b.md']);
    // Same text: the kept parse of docs/b.md is used, even one that says otherwise (here, with a heading "two").
    const kept = parsed.get('docs/b.md')!;
    parsed.set('docs/b.md', {source: kept.source, page: parsePage('# B\n\n## Two\n', 'docs/b.md')});
    expect(checkAll(parsed).problems).toEqual([]);
    // Changed text: parsed again, whatever was kept.
    files['docs/b.md'] = '# B\n\n## One\n\nMore.\n';
    expect(checkAll(parsed).problems).toEqual(['./b.md#two']);
  });
});

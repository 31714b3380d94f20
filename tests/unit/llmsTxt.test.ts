import {llmsFullTxt, llmsSections, llmsTxt, sectionTitle, sidebarDocIds, type LlmsPage} from '@site/plugins/lib/llmsTxt';

const page = (id: string, description = `About ${id}.`): LlmsPage => ({
  id,
  title: id.toUpperCase(),
  description,
  markdownUrl: `https://pipedream.com/docs/${id}/index.md`,
});

describe('llms.txt units', () => {
  it('lists a sidebar in reading order, a category page before its items, each doc once', () => {
    expect(
      sidebarDocIds([
        {type: 'doc', id: 'a'},
        {type: 'category', label: 'C', link: {type: 'doc', id: 'c'}, items: [{type: 'doc', id: 'c1'}, {type: 'link', label: 'x'}, {type: 'doc', id: 'a'}]},
        {type: 'ref', id: 'b'},
      ]),
    ).toEqual(['a', 'c', 'c1', 'b']);
  });
  it.each([
    ['gettingStarted', 'Getting started'],
    ['sourcesAndDestinations', 'Sources and destinations'],
    ['cli', 'CLI'],
    ['api', 'API'],
    ['platform', 'Platform'],
  ])('titles sidebar %s as %s', (id, title) => expect(sectionTitle(id)).toBe(title));

  it('makes one section per sidebar and puts pages of no sidebar last', () => {
    const sections = llmsSections({code: [{type: 'doc', id: 'x'}], empty: [], api: [{type: 'doc', id: 'y'}, {type: 'doc', id: 'x'}]}, [
      page('x'),
      page('y'),
      page('z'),
    ]);
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.id)])).toEqual([
      ['Code', ['x']],
      ['API', ['y']],
      ['Other pages', ['z']],
    ]);
  });

  it('writes the llmstxt.org shape: title, summary quote, sections of links with descriptions', () => {
    const text = llmsTxt({
      title: 'Docs',
      summary: 'What it is.\nIn two lines.',
      versionNote: 'v2, the latest version',
      fullTextUrl: 'https://pipedream.com/docs/llms-full.txt',
      otherVersions: [{label: 'v1', url: 'https://pipedream.com/docs/v1/llms.txt'}],
      sections: [{title: 'Code', pages: [page('x'), page('y', '')]}],
    });
    expect(text).toBe(
      [
        '# Docs',
        '',
        '> What it is. In two lines.',
        '',
        'These are the docs of v2, the latest version. Each page below links to its Markdown; every page of this version in one file: https://pipedream.com/docs/llms-full.txt',
        '',
        'Other versions:',
        '- [v1](https://pipedream.com/docs/v1/llms.txt)',
        '',
        '## Code',
        '',
        '- [X](https://pipedream.com/docs/x/index.md): About x.',
        '- [Y](https://pipedream.com/docs/y/index.md)',
        '',
      ].join('\n'),
    );
  });

  it('joins pages into llms-full.txt', () => {
    expect(llmsFullTxt('Docs', ['# A\n\nx\n', '# B\n'])).toBe('# Docs\n\n# A\n\nx\n\n---\n\n# B\n');
  });
});

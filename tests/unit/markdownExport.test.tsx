/**
 * @jest-environment jsdom
 *
 * The Markdown export: each component's Markdown says what the component renders (the React component is
 * rendered here and compared), and the page-level rules (imports, comments, admonitions, tabs, links).
 * markdownExportRegistry.test.ts checks every component pages can use has an export.
 */
import React from 'react';
import {render} from '@testing-library/react';
import type {RootContent, Table} from 'mdast';
import {createRenderer, exportMarkdownBody, exportPage, legacyAdmonitionTitles, parseMdx, type ExportContext} from '@site/plugins/lib/markdownExport';
import {createUrlResolver} from '@site/plugins/lib/markdownExport/links';
import {plainText} from '@site/plugins/lib/markdownExport/mdast';
import {cardsFor, type CardSourceDoc} from '@site/plugins/lib/guideCards';
import {constantsFor, pricingTiers} from '@site/src/data/platform';
import Limit from '@site/src/components/Limit';
import LimitsTable from '@site/src/components/LimitsTable';
import PricingTable from '@site/src/components/PricingTable';
import PythonMappings from '@site/src/components/PythonMappings';
import TriggerContextFields from '@site/src/components/TriggerContextFields';
import TriggerEventFields from '@site/src/components/TriggerEventFields';
import {triggerEventLists, triggerFieldsFor} from '@site/src/data/triggerFields';
import VideoEmbed from '@site/src/components/VideoEmbed';
import ApiBaseUrl from '@site/src/components/ApiBaseUrl';
import GuideCards from '@site/src/components/GuideCards';
import {AlphaFeatureNotice, BetaFeatureNotice} from '@site/src/components/FeatureNotice';

let activeVersion = 'current';
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActiveDocContext: () => ({activeVersion: {name: activeVersion}}),
  useLatestVersion: () => ({name: 'current'}),
}));
jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (url: string) => `/docs${url}`}));
jest.mock('@docusaurus/Link', () => ({
  __esModule: true,
  default: ({to, children, ...rest}: {to: string; children: React.ReactNode}) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@theme/Admonition', () => ({
  __esModule: true,
  default: ({title, children}: {title: string; children: React.ReactNode}) => (
    <div className="admonition">
      <p>{title}</p>
      {children}
    </div>
  ),
}));

const mockDocs: CardSourceDoc[] = [
  {title: 'Code', description: 'All languages.', permalink: '/docs/code/', frontMatter: {}},
  {title: 'Node.js', description: 'Long', permalink: '/docs/code/nodejs/', frontMatter: {short_description: 'Run Node.js.'}},
  {title: 'Python', description: 'Run Python.', permalink: '/docs/code/python/', frontMatter: {thumbnail: '/img/thumbnails/code.svg'}},
  {title: 'Cron', description: 'Schedules.', permalink: '/docs/workflows/examples/cron-job/', frontMatter: {}},
];
// The cards the plugin would compute for these docs, read when the component renders.
jest.mock('@generated/pipedream-guide-cards/default/guide-cards.json', () => ({
  __esModule: true,
  get default() {
    const {cardsFor: cards} = jest.requireActual('@site/plugins/lib/guideCards');
    return {current: {code: cards('code', mockDocs, '/docs/'), guides: cards('guides', mockDocs, '/docs/')}};
  },
}));

function context(overrides: Partial<ExportContext> = {}): ExportContext {
  const permalinks: Record<string, string> = {'docs/limits.md': '/docs/limits/', 'docs/code/nodejs/index.md': '/docs/code/nodejs/'};
  return {
    file: 'docs/code/page.md',
    versionName: 'current',
    resolveUrl: createUrlResolver({
      file: 'docs/code/page.md',
      pageUrl: 'https://pipedream.com/docs/code/page/',
      siteOrigin: 'https://pipedream.com',
      baseUrl: '/docs/',
      permalinkOfSource: (f) => permalinks[f],
    }),
    versionDocs: mockDocs,
    versionBase: '/docs/',
    siteOrigin: 'https://pipedream.com',
    ...overrides,
  };
}

/** The plain Markdown nodes of a snippet. */
function nodesOf(mdx: string, ctx = context()): RootContent[] {
  return createRenderer(ctx)(parseMdx(mdx).children);
}
const md = (mdx: string, ctx = context()) => exportMarkdownBody(mdx, ctx).trim();

/** Table cells as text, empty cells dropped (a group row is one cell in HTML, two in Markdown). */
function tableRows(nodes: RootContent[]): string[][] {
  const t = nodes.find((n): n is Table => n.type === 'table')!;
  return t.children.map((r) => r.children.map((c) => plainText(c.children)).filter((c) => c !== ''));
}
function htmlRows(el: HTMLElement): string[][] {
  return Array.from(el.querySelectorAll('tr')).map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => c.textContent!.trim()).filter((c) => c !== ''));
}
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  activeVersion = 'current';
});

describe('components as Markdown say what they render', () => {
  it.each(['current', 'v1'])('Limit, in version %s', (version) => {
    activeVersion = version;
    const {container} = render(<Limit name="emailPayload" />);
    expect(md('Up to <Limit name="emailPayload" /> per email.', context({versionName: version}))).toBe(
      `Up to ${container.textContent} per email.`,
    );
    expect(container.textContent).toBe(constantsFor(version).emailPayload.value);
  });

  it('Limit with an unknown name fails, naming the file', () => {
    expect(() => md('<Limit name="nope" />')).toThrow('docs/code/page.md: <Limit> names "nope", which is not a platform constant');
  });

  it.each(['current', 'v1'])('LimitsTable, in version %s: a Markdown table with the values', (version) => {
    activeVersion = version;
    const {container} = render(<LimitsTable />);
    const nodes = nodesOf('<LimitsTable />', context({versionName: version}));
    expect(tableRows(nodes)).toEqual(htmlRows(container));
    expect(md('<LimitsTable />', context({versionName: version}))).toMatch(/^\| Limit +\| Value +\|\n\| -+ \| -+ \|\n\| \*\*Workflows\*\*/);
  });

  it('LimitsTable: the SQL service rows on v1 only', () => {
    expect(md('<LimitsTable />', context({versionName: 'v1'}))).toContain('SQL service');
    expect(md('<LimitsTable />', context({versionName: 'current'}))).not.toContain('SQL service');
    activeVersion = 'current';
    expect(render(<LimitsTable />).container.textContent).not.toContain('SQL service');
  });

  it('LimitsTable with chosen groups', () => {
    const {container} = render(<LimitsTable groups={['Memory', 'Site behaviour']} />);
    expect(tableRows(nodesOf("<LimitsTable groups={['Memory', 'Site behaviour']} />"))).toEqual(htmlRows(container));
  });

  it('PricingTable: the plans and the invocation note', () => {
    const {container} = render(<PricingTable />);
    const nodes = nodesOf('<PricingTable />');
    expect(tableRows(nodes)).toEqual(htmlRows(container));
    expect(tableRows(nodes)[0]).toEqual(['Plan', ...pricingTiers.map((t) => t.name)]);
    expect(plainText(nodes.filter((n) => n.type === 'paragraph'))).toBe(squash(container.querySelector('p')!.textContent!));
  });

  it.each(['current', 'v1'])('TriggerContextFields (%s): one row per field of the version, code kept as code', (version) => {
    activeVersion = version;
    const {container} = render(<TriggerContextFields />);
    const nodes = nodesOf('<TriggerContextFields />', context({versionName: version}));
    expect(tableRows(nodes)).toEqual(htmlRows(container));
    expect(tableRows(nodes)).toHaveLength(triggerFieldsFor(version).context.length + 1);
    activeVersion = 'current';
  });

  it('TriggerContextFields: v2 has fields v1 did not list', () => {
    expect(md('<TriggerContextFields />')).toMatch(/\| `workflow_id` +\| The ID of the workflow \(it starts with `p_`\)\. +\|/);
    expect(md('<TriggerContextFields />')).toContain('`source_type`');
    expect(md('<TriggerContextFields />', context({versionName: 'v1'}))).not.toContain('`source_type`');
  });

  it.each(triggerEventLists.flatMap((list) => ['current', 'v1'].map((version) => [list, version] as const)))('TriggerEventFields list="%s" (%s): the same rows as the component', (list, version) => {
    activeVersion = version;
    const {container} = render(<TriggerEventFields list={list} />);
    const nodes = nodesOf(`<TriggerEventFields list="${list}" />`, context({versionName: version}));
    expect(tableRows(nodes)).toEqual(htmlRows(container));
    expect(tableRows(nodes)).toHaveLength(triggerFieldsFor(version)[list].length + 1);
    activeVersion = 'current';
  });

  it('TriggerEventFields: an unknown list stops the export, naming the page', () => {
    expect(() => md('<TriggerEventFields list="email" />')).toThrow(/<TriggerEventFields> has list="email": expected one of http, schedule, httpRaw/);
  });

  it('PythonMappings: the whole table', () => {
    const {container} = render(<PythonMappings />);
    expect(tableRows(nodesOf('<PythonMappings />'))).toEqual(htmlRows(container));
    expect(md('<PythonMappings />')).toMatch(/\| `beautifulsoup4` +\| `bs4` +\|/);
  });

  it.each(['code', 'guides'] as const)('GuideCards section %s: a list of links with descriptions', (section) => {
    const {container} = render(<GuideCards section={section} />);
    const cards = Array.from(container.querySelectorAll('li')).map((li) => ({
      href: `https://pipedream.com${li.querySelector('a')!.getAttribute('href')}`,
      title: li.querySelector('a > span > span:first-child')!.textContent,
      description: li.querySelector('a > span > span:last-child')!.textContent,
    }));
    expect(cards.length).toBe(cardsFor(section, mockDocs, '/docs/').length);
    const exported = md(`<GuideCards section="${section}" />`);
    expect(exported.split('\n')).toEqual(cards.map((c) => `- [${c.title}](${c.href}): ${c.description}`));
  });

  it('VideoEmbed: a link to the video', () => {
    const url = 'https://www.youtube-nocookie.com/embed/abc';
    const {container} = render(<VideoEmbed url={url} title="Build a workflow" />);
    expect(container.querySelector('a')!.getAttribute('href')).toBe(url);
    expect(md(`<VideoEmbed url="${url}" title="Build a workflow" />`)).toBe(`Video: [Build a workflow](${url})`);
  });

  it('ApiBaseUrl: the base URL as code, inline', () => {
    const api = render(<ApiBaseUrl />).container.textContent;
    const sql = render(<ApiBaseUrl which="sqlApi" />).container.textContent;
    expect(md('Base: <ApiBaseUrl />, SQL: <ApiBaseUrl which="sqlApi" />.')).toBe(`Base: \`${api}\`, SQL: \`${sql}\`.`);
  });

  it.each([
    ['AlphaFeatureNotice', <AlphaFeatureNotice key="a" />, '<AlphaFeatureNotice />'],
    ['BetaFeatureNotice', <BetaFeatureNotice key="b" />, '<BetaFeatureNotice />'],
    ['BetaFeatureNotice with a feature', <BetaFeatureNotice key="c" feature="Workflow builder v3" />, '<BetaFeatureNotice feature="Workflow builder v3" />'],
  ])('%s: a quote with its title and text', (_name, element, mdx) => {
    const {container} = render(element);
    const nodes = nodesOf(mdx);
    expect(nodes.map((n) => n.type)).toEqual(['blockquote']);
    expect(squash(plainText(nodes))).toBe(squash(container.textContent!));
    if (mdx.includes('feature=')) expect(md(mdx)).toContain('[early access settings](https://pipedream.com/user/alpha)');
  });

  it('a notice with its own text keeps it', () => {
    expect(md('<AlphaFeatureNotice>\n\nOnly for **some** workspaces.\n\n</AlphaFeatureNotice>')).toBe(
      '> **Alpha feature**\n>\n> Only for **some** workspaces.',
    );
  });

  it('Tabs: every tab under its label, in order', () => {
    const mdx = [
      '<Tabs groupId="language">',
      '<TabItem value="nodejs" label="Node.js" default>',
      '',
      '```js',
      'console.log(1);',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="python">',
      '',
      'Python uses <Limit name="pythonVersion" />.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(md(mdx)).toBe(`**Node.js**\n\n\`\`\`js\nconsole.log(1);\n\`\`\`\n\n**python**\n\nPython uses ${constantsFor('current').pythonVersion.value}.`);
  });

  it('Tabs with a values prop take the labels from it', () => {
    const mdx = `<Tabs values={[{label: 'Go', value: 'go'}]}>\n<TabItem value="go">\n\nGo code.\n\n</TabItem>\n</Tabs>`;
    expect(md(mdx)).toBe('**Go**\n\nGo code.');
  });
});

describe('pages as Markdown', () => {
  it('drop imports, exports and comments', () => {
    expect(md("import X from '@site/src/components/LimitsTable';\n\n{/* note to self */}\n\nText {' '}kept.\n\nexport const a = 1;")).toBe(
      'Text  kept.',
    );
  });

  it.each([
    [':::tip\n\nShort.\n\n:::', '> **Tip**\n>\n> Short.'],
    [':::warning[Careful]\n\nRead this.\n\n:::', '> **Careful**\n>\n> Read this.'],
    [':::note Old style title\n\nBody.\n\n:::', '> **Old style title**\n>\n> Body.'],
    [':::danger\n\nA [link](../limits.md).\n\n:::', '> **Danger**\n>\n> A [link](https://pipedream.com/docs/limits/).'],
  ])('turn admonition %j into a quote', (mdx, out) => expect(md(mdx)).toBe(out));

  it('restore text that only looks like a directive', () => {
    expect(md('Meet at 10:30, see note:later.')).toBe('Meet at 10:30, see note:later.');
  });

  it('make links absolute', () => {
    expect(
      md('[a](../limits.md#raise) [b](./nodejs/index.md) [c](#here) [d](/quickstart/) [e](https://x.org) ![f](/img/logo.svg) [g](missing.md)'),
    ).toBe(
      '[a](https://pipedream.com/docs/limits/#raise) [b](https://pipedream.com/docs/code/nodejs/) [c](https://pipedream.com/docs/code/page/#here) [d](https://pipedream.com/docs/quickstart/) [e](https://x.org) ![f](https://pipedream.com/docs/img/logo.svg) [g](missing.md)',
    );
  });

  it('render HTML elements as Markdown', () => {
    expect(md('<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>')).toBe('**More**\n\nHidden **text**.');
    expect(md('Line<br/>break and <a href="/limits/">a link</a> and <code>x</code>.')).toBe(
      'Line\\\nbreak and [a link](https://pipedream.com/docs/limits/) and `x`.',
    );
  });

  it('keep code, tables and lists as written', () => {
    const mdx = '- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```bash\necho "<Limit />"\n```';
    expect(md(mdx)).toBe(mdx);
  });

  it('fail on a component without a Markdown export, naming the file and what to do', () => {
    expect(() => md('<Mystery />')).toThrow('docs/code/page.md: <Mystery> has no Markdown export; add one to plugins/lib/markdownExport/components.ts');
  });

  it('fail on a prop that needs the page runtime', () => {
    expect(() => md('<LimitsTable groups={someVariable} />')).toThrow('docs/code/page.md: <LimitsTable groups={someVariable}> is not a literal value');
  });

  it('start with the title, the description and the URL', () => {
    const out = exportPage({title: 'Limits', description: 'Every limit.', url: 'https://pipedream.com/docs/limits/'}, 'Body.', context());
    expect(out).toBe('# Limits\n\n> Every limit.\n\nURL: <https://pipedream.com/docs/limits/>\n\nBody.\n');
    expect(exportPage({title: 'T', description: '', url: 'u'}, '# Own title\n\nBody.', context())).toBe('URL: <u>\n\n# Own title\n\nBody.\n');
  });

  it('rewrite legacy admonition titles only', () => {
    expect(legacyAdmonitionTitles(':::tip My title\n:::tip[Kept]\n> :::note Quoted\n:::custom x')).toBe(':::tip[My title]\n:::tip[Kept]\n> :::note[Quoted]\n:::custom x');
  });
});

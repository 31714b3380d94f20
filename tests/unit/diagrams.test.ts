/**
 * Mermaid diagrams drawn at build time (plugins/remarkDiagrams.ts, plugins/lib/diagrams.ts, issue 42): a
 * ` ```mermaid ` block becomes a focusable figure with an inline SVG named by its title and described by its
 * source; a block that does not parse, has no title or is of a type the site does not draw stops the compile
 * naming the page and line; the Markdown export keeps the source.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import remarkDiagrams from '@site/plugins/remarkDiagrams';
import {pageDiagramProblems} from '@site/plugins/lib/diagrams';
import {docsBeforeDefaultRemarkPlugins} from '@site/plugins/docsRemarkPlugins';
import {exportMarkdownBody} from '@site/plugins/lib/markdownExport';
import {createUrlResolver} from '@site/plugins/lib/markdownExport/links';

const siteDir = path.join(__dirname, '..', '..');
const page = path.join(siteDir, 'docs', 'workflows', 'page.md');
const tree = (mdx: string) => fromMarkdown(mdx, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]}) as Root;

async function compiled(mdx: string): Promise<Root> {
  const t = tree(mdx);
  await remarkDiagrams({siteDir})(t, {path: page});
  return t;
}

async function failure(mdx: string): Promise<Error> {
  try {
    await compiled(mdx);
  } catch (e) {
    return e as Error;
  }
  throw new Error('the page compiled');
}

/** The figure's attributes and the HTML it sets as its content. */
function figureOf(node: unknown): {attrs: Record<string, unknown>; html: string} {
  const el = node as MdxJsxFlowElement;
  expect(el.type).toBe('mdxJsxFlowElement');
  expect(el.name).toBe('figure');
  const attrs = Object.fromEntries((el.attributes as MdxJsxAttribute[]).map((a) => [a.name, a.value]));
  const inner = attrs.dangerouslySetInnerHTML as {value: string; data: {estree: {body: {expression: {properties: {value: {value: string}}[]}}[]}}};
  const html = inner.data.estree.body[0]!.expression.properties[0]!.value.value;
  // The expression's text and its tree say the same: MDX compiles the tree, tools read the text.
  expect(inner.value).toBe(`{__html: ${JSON.stringify(html)}}`);
  return {attrs, html};
}

const flow = ['```mermaid title="A step & its exports"', 'flowchart TD', '  setup[Trigger] -->|event| step[get_customer]', '  step --> done[A later step]', '```'].join('\n');

describe('remarkDiagrams', () => {
  it('runs in the docs plugin after the recorder of the Markdown export, so the export keeps the source', () => {
    const names = docsBeforeDefaultRemarkPlugins.map(([plugin]) => plugin.name);
    expect(names.indexOf('remarkRecordTree')).toBe(0);
    expect(names).toContain('remarkDiagrams');
  });

  it('turns a mermaid block into a focusable figure with an inline SVG: role img, its title as name, its source as description', async () => {
    const t = await compiled(`Intro.\n\n${flow}\n\nAfter.`);
    expect(t.children.map((n) => n.type)).toEqual(['paragraph', 'mdxJsxFlowElement', 'paragraph']);
    const {attrs, html} = figureOf(t.children[1]);
    expect(attrs).toMatchObject({className: 'diagram', 'data-zoomable': 'true', tabIndex: '0'});
    expect(html).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="diagram__svg" viewBox="0 0 [\d.]+ [\d.]+" width="\d+" height="\d+" role="img" aria-labelledby="diagram-1-title" aria-describedby="diagram-1-desc" data-pagefind-ignore="all">/);
    expect(html).toContain('<title id="diagram-1-title">A step &amp; its exports</title>');
    expect(html).toContain('<desc id="diagram-1-desc">flowchart TD\n  setup[Trigger] --&gt;|event| step[get_customer]\n  step --&gt; done[A later step]</desc>');
    expect(html).toMatch(/<\/svg><figcaption>A step &amp; its exports<\/figcaption>$/);
    // the labels are text of the SVG, nothing drawn as HTML inside it
    for (const label of ['Trigger', 'get_customer', 'A later step', 'event']) expect(html).toMatch(new RegExp(`<text[^>]*>${label}</text>`));
    expect(html).not.toMatch(/<style|@import|<foreignObject|<script|fonts\.googleapis/);
  });

  it('sizes the SVG from its viewBox, so the page does not move when it is drawn', async () => {
    const {html} = figureOf((await compiled(flow)).children[0]);
    const [, w, h, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)" width="(\d+)" height="(\d+)"/.exec(html)!;
    expect(Math.abs(Number(w) - Number(width))).toBeLessThan(1);
    expect(Math.abs(Number(h) - Number(height))).toBeLessThan(1);
    expect(Number(width)).toBeGreaterThan(100);
  });

  it("gives each diagram's ids its own prefix: no id of a diagram can take a heading's anchor, two diagrams share none", async () => {
    const t = await compiled(`${flow}\n\n${flow}`);
    const ids = t.children.flatMap((n) => [...figureOf(n).html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    expect(ids).toEqual(expect.arrayContaining(['diagram-1-title', 'diagram-1-arrowhead', 'diagram-2-title', 'diagram-2-arrowhead']));
    expect(ids.filter((id) => !/^diagram-[12]-/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const {html} = figureOf(t.children[1]);
    const refs = [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids).toContain(ref);
  });

  it('a sequence diagram is drawn too', async () => {
    const {html} = figureOf((await compiled('```mermaid title="Paging"\nsequenceDiagram\n  participant C as Client\n  C->>API: GET a page\n  API-->>C: page_info\n```')).children[0]);
    expect(html).toMatch(/<text[^>]*>Client<\/text>/);
    expect(html).toMatch(/<text[^>]*>page_info<\/text>/);
  });

  it('stops on a diagram that does not parse, naming the page and the line of the page, in one line without a stack', async () => {
    const e = await failure('# Title\n\nText.\n\n```mermaid title="Broken"\nflowchart LR\n  A --> B\n  B -> C\n```\n');
    expect(e.name).toBe('DiagramError');
    expect(e.message).toBe('docs/workflows/page.md: line 8: mermaid diagram does not parse (column 5): Invalid arrow syntax: -> (use --> instead) Replace -> with -->, or use -- text --> for inline labels.');
    expect(e.stack).toBe(`DiagramError: ${e.message}`);
  });

  it('stops on a diagram without a title, and on a type the site does not draw, one line each', async () => {
    const e = await failure('```mermaid\nflowchart LR\n  A --> B\n```\n\n```mermaid title="Shares"\npie\n  "a": 1\n```\n');
    expect(e.message.split('\n')).toEqual([
      'docs/workflows/page.md: line 1: a mermaid diagram needs a title, its caption and the name screen readers give it: ```mermaid title="What it shows"',
      'docs/workflows/page.md: line 6: mermaid diagram of type "pie" is not supported; the site draws flowchart, graph, sequenceDiagram, stateDiagram, stateDiagram-v2, classDiagram',
    ]);
  });

  it('check-mdx reports the same problems, with the same lines (plugins/lib/diagrams.ts pageDiagramProblems)', async () => {
    expect(await pageDiagramProblems(tree('# Title\n\n```mermaid\nflowchart LR\n  A --> B\n  B -> C\n```\n'))).toEqual([
      'line 3: a mermaid diagram needs a title, its caption and the name screen readers give it: ```mermaid title="What it shows"',
      'line 6: mermaid diagram does not parse (column 5): Invalid arrow syntax: -> (use --> instead) Replace -> with -->, or use -- text --> for inline labels.',
    ]);
  });

  it('puts an image alone in its paragraph in a zoomable figure, and leaves an image within text alone', async () => {
    const t = await compiled('![Workflow builder](./builder.png)\n\nSee ![icon](./i.png) here.\n');
    const figure = t.children[0] as MdxJsxFlowElement;
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'figure'});
    expect(Object.fromEntries((figure.attributes as MdxJsxAttribute[]).map((a) => [a.name, a.value]))).toEqual({className: 'figure-image', 'data-zoomable': 'true', tabIndex: '0'});
    expect(figure.children).toMatchObject([{type: 'paragraph', children: [{type: 'image', url: './builder.png', alt: 'Workflow builder'}]}]);
    expect(t.children[1]).toMatchObject({type: 'paragraph'});
  });

  it('leaves a page without diagrams as it is', async () => {
    const t = await compiled('Text.\n\n```js\nconst a = 1;\n```\n');
    expect(t.children.map((n) => n.type)).toEqual(['paragraph', 'code']);
  });
});

describe('the Markdown export of a page with a diagram', () => {
  it('keeps the diagram as its mermaid source', () => {
    const ctx = {
      file: 'docs/workflows/page.md',
      versionName: 'current',
      resolveUrl: createUrlResolver({file: 'docs/workflows/page.md', pageUrl: 'https://pipedream.com/docs/workflows/page/', siteOrigin: 'https://pipedream.com', baseUrl: '/docs/', permalinkOfSource: () => undefined}),
      versionDocs: [],
      versionBase: '/docs/',
      siteOrigin: 'https://pipedream.com',
    };
    expect(exportMarkdownBody(`Intro.\n\n${flow}\n`, ctx).trim()).toBe(`Intro.\n\n${flow}`);
  });
});

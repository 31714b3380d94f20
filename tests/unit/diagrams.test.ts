/**
 * Mermaid diagrams drawn at build time (plugins/remarkDiagrams.ts, plugins/lib/diagrams.ts, issue 42): a
 * ` ```mermaid ` block becomes a focusable figure with an inline SVG named by its title and described by its
 * source; a block that does not parse, has no title or is of a type the site does not draw stops the compile
 * naming the page and line; the Markdown export keeps the source.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import remarkDiagrams, {diagramsNotDrawn} from '@site/plugins/remarkDiagrams';
import {drawAhead, pageDiagramProblems, workerBundle, type DiagramModule} from '@site/plugins/lib/diagrams';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const diagramLoader = require('@site/plugins/diagramLoader.cjs') as (this: unknown, source: string) => string;
import {docsBeforeDefaultRemarkPlugins} from '@site/plugins/docsRemarkPlugins';
import {exportMarkdownBody} from '@site/plugins/lib/markdownExport';
import {createUrlResolver} from '@site/plugins/lib/markdownExport/links';

// The first draw bundles the diagram worker (kept in node_modules/.cache after that): on a clean clone of a busy
// machine that alone has taken more than Jest's default 5 s.
jest.setTimeout(30_000);

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

/** The figure's attributes, its module (plugins/diagramLoader.cjs reads it) and the HTML the server renders of it. */
function figureOf(node: unknown): {attrs: Record<string, unknown>; module: DiagramModule; request: string; html: string} {
  const el = node as MdxJsxFlowElement;
  expect(el.type).toBe('mdxJsxFlowElement');
  expect(el.name).toBe('figure');
  const attrs = Object.fromEntries((el.attributes as MdxJsxAttribute[]).map((a) => [a.name, a.value]));
  type Expression = {value: string; data: {estree: {body: {expression: unknown}[]}}};
  const inner = attrs.dangerouslySetInnerHTML as Expression;
  const src = attrs['data-diagram'] as Expression;
  const request = /^require\(("[^"]+")\)\.default$/.exec(inner.value)![1]!;
  // The expressions' text and their trees say the same: MDX compiles the trees, tools read the text.
  const call = {type: 'CallExpression', callee: {type: 'Identifier', name: 'require'}, arguments: [{type: 'Literal', value: JSON.parse(request)}]};
  const dflt = {type: 'MemberExpression', object: call, property: {type: 'Identifier', name: 'default'}};
  expect(inner.data.estree.body[0]!.expression).toMatchObject(dflt);
  expect(src.value).toBe(`require(${request}).default.src`);
  expect(src.data.estree.body[0]!.expression).toMatchObject({type: 'MemberExpression', object: dflt, property: {type: 'Identifier', name: 'src'}});
  const file = JSON.parse(request).split('!').at(-1) as string;
  const module = JSON.parse(fs.readFileSync(file, 'utf8')) as DiagramModule;
  return {attrs, module, request: JSON.parse(request), html: module.svg + module.caption};
}

/** What plugins/diagramLoader.cjs makes of a figure's module for one bundle, and the files it emits. */
function load(request: string, target: string, mode: string): {html: string; src: string; emitted: Record<string, string>} {
  const [, loader, file] = /^!!(.+?)!(.+)$/.exec(request)!;
  expect(loader).toBe(path.join(siteDir, 'plugins', 'diagramLoader.cjs'));
  const emitted: Record<string, string> = {};
  const context = {resourcePath: file!, target, mode, emitFile: (name: string, content: string) => void (emitted[name] = content)};
  const code = diagramLoader.call(context, fs.readFileSync(file!, 'utf8'));
  const m = /^export default \{__html: ("(?:[^"\\]|\\.)*"), src: __webpack_public_path__ \+ ("[^"]+")\};\n$/.exec(code);
  expect(m).not.toBeNull();
  return {html: JSON.parse(m![1]!), src: JSON.parse(m![2]!), emitted};
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
    expect(attrs).toMatchObject({className: 'diagram', 'data-zoomable': 'true', tabIndex: '0', suppressHydrationWarning: null});
    expect(html).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="diagram__svg" viewBox="0 0 [\d.]+ [\d.]+" width="\d+" height="\d+" role="img" aria-labelledby="diagram-1-title" aria-describedby="diagram-1-desc" data-pagefind-ignore="all">/);
    expect(html).toContain('<title id="diagram-1-title">A step &amp; its exports</title>');
    expect(html).toContain('<desc id="diagram-1-desc">flowchart TD\n  setup[Trigger] --&gt;|event| step[get_customer]\n  step --&gt; done[A later step]</desc>');
    expect(html).toMatch(/<\/svg><figcaption>A step &amp; its exports<\/figcaption>$/);
    // the labels are text of the SVG, nothing drawn as HTML inside it
    for (const label of ['Trigger', 'get_customer', 'A later step', 'event']) expect(html).toMatch(new RegExp(`<text[^>]*>${label}</text>`));
    expect(html).not.toMatch(/<style|@import|<foreignObject|<script|fonts\.googleapis/);
  });

  it("each bundle gets the figure its way: the server's the SVG, the browser's a space of its size and the SVG's own hashed file, the development server's the SVG", async () => {
    const {request, module, html} = figureOf((await compiled(`${flow}\n\n${flow.replace('A later step', 'Another step')}`)).children[1]);
    const server = load(request, 'node20.19', 'production');
    expect(server.html).toBe(html);
    expect(server.emitted).toEqual({});
    const client = load(request, 'browserslist', 'production');
    const [, attrs] = /^<svg xmlns="[^"]+" (class="diagram__svg" viewBox="[^"]+" width="\d+" height="\d+") role="img"/.exec(module.svg)!;
    expect(client.html).toBe(`<svg ${attrs} aria-hidden="true"></svg><figcaption>A step &amp; its exports</figcaption>`);
    expect(client.src).toMatch(/^assets\/diagrams\/[\da-f]{16}\.svg$/);
    expect(client.src).toBe(server.src);
    expect(client.emitted).toEqual({[client.src]: module.svg});
    expect(client.html).not.toContain('Another step');
    expect(load(request, 'browserslist', 'development').html).toBe(html);
    // another diagram, another file
    expect(load(figureOf((await compiled(flow)).children[0]).request, 'web', 'production').src).not.toBe(client.src);
  });

  it('draws a diagram once: the same block compiled again, by the same code and packages, is taken from the cache without the worker; an edit draws again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    const times = path.join(dir, 'times.jsonl');
    const env = {cache: process.env.PIPEDREAM_DIAGRAM_CACHE, times: process.env.PIPEDREAM_DIAGRAM_TIMES};
    Object.assign(process.env, {PIPEDREAM_DIAGRAM_CACHE: path.join(dir, 'cache'), PIPEDREAM_DIAGRAM_TIMES: times});
    const drawings = () => (fs.existsSync(times) ? fs.readFileSync(times, 'utf8').trim().split('\n').length : 0);
    try {
      const first = figureOf((await compiled(flow)).children[0]);
      expect(drawings()).toBe(1);
      expect(first.request.startsWith(`!!${path.join(siteDir, 'plugins', 'diagramLoader.cjs')}!${path.join(dir, 'cache')}${path.sep}`)).toBe(true);
      const again = figureOf((await compiled(flow)).children[0]);
      expect(drawings()).toBe(1);
      expect(again.request).toBe(first.request);
      const edited = figureOf((await compiled(flow.replace('A later step', 'The next step'))).children[0]);
      expect(drawings()).toBe(2);
      expect(edited.html).toMatch(/<text[^>]*>The next step<\/text>/);
      // a cached diagram beside a broken one: the page still fails
      expect((await failure(`${flow}\n\n\`\`\`mermaid title="Broken"\nflowchart LR\n  B -> C\n\`\`\`\n`)).message).toMatch(/^docs\/workflows\/page\.md: line 9: mermaid diagram does not parse/);
    } finally {
      for (const [k, v] of [['PIPEDREAM_DIAGRAM_CACHE', env.cache], ['PIPEDREAM_DIAGRAM_TIMES', env.times]] as const) if (v === undefined) delete process.env[k]; else process.env[k] = v;
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('finds before the build the diagrams its pages will draw, keyed as they key them, and a page takes a diagram drawn ahead without drawing it again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-ahead-'));
    const times = path.join(dir, 'times.jsonl');
    const env = {cache: process.env.PIPEDREAM_DIAGRAM_CACHE, times: process.env.PIPEDREAM_DIAGRAM_TIMES};
    Object.assign(process.env, {PIPEDREAM_DIAGRAM_CACHE: path.join(dir, 'cache'), PIPEDREAM_DIAGRAM_TIMES: times});
    const content = path.join(dir, 'docs');
    const pages: Record<string, string> = {
      // front matter with braces (not MDX), a diagram in a tab, a second one fenced with tildes
      'a.mdx': ['---', 'title: "A {page}"', '---', '', 'The word mermaid in text.', '', '<Tabs>', '<TabItem value="one">', '', flow, '', '</TabItem>', '</Tabs>', '', '~~~mermaid title="Two"', 'flowchart LR', '  x --> y', '~~~', ''].join('\n'),
      // a Mermaid block shown as an example inside a Markdown block: not a diagram
      'nested/b.md': ['````md', flow, '````', ''].join('\n'),
      'c.md': '# No diagram\n',
    };
    try {
      for (const [name, text] of Object.entries(pages)) {
        fs.mkdirSync(path.dirname(path.join(content, name)), {recursive: true});
        fs.writeFileSync(path.join(content, name), text);
      }
      expect(diagramsNotDrawn(siteDir, [content])).toEqual(['flowchart TD\n  setup[Trigger] -->|event| step[get_customer]\n  step --> done[A later step]', 'flowchart LR\n  x --> y']);
      const [aheadMs] = await drawAhead(['flowchart LR\n  x --> y']);
      expect(aheadMs).toBeGreaterThan(0);
      // The pages compile as the build compiles them: each finds its diagrams, and the one drawn ahead is not drawn again.
      const compiledPage = async (name: string) => {
        const t = tree(pages[name]!.replace(/^---[\s\S]*?---\n/, ''));
        await remarkDiagrams({siteDir})(t, {path: path.join(content, name)});
        return t;
      };
      const a = await compiledPage('a.mdx');
      const records = fs.readFileSync(times, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as {ms: number[]});
      expect(records).toHaveLength(1);
      // The page's second diagram is the drawing made ahead (the worker's own time of it), the first its own.
      expect(records[0]!.ms[1]).toBe(aheadMs);
      expect(records[0]!.ms[0]).not.toBe(aheadMs);
      expect(figureOf(a.children.at(-1)).html).toMatch(/<text[^>]*>x<\/text>/);
      const again = await compiledPage('a.mdx');
      expect(figureOf(again.children.at(-1)).html).toBe(figureOf(a.children.at(-1)).html);
      await compiledPage('nested/b.md');
      // Everything the scan found is now drawn as its page keys it: a later build starts no worker.
      expect(diagramsNotDrawn(siteDir, [content])).toEqual([]);
    } finally {
      for (const [k, v] of [['PIPEDREAM_DIAGRAM_CACHE', env.cache], ['PIPEDREAM_DIAGRAM_TIMES', env.times]] as const) if (v === undefined) delete process.env[k]; else process.env[k] = v;
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('runs the drawing worker from one bundled file, made once per its code and packages and kept', () => {
    const file = workerBundle();
    expect(path.relative(siteDir, file)).toMatch(/^node_modules\/\.cache\/pipedream-diagram-worker\/[0-9a-f]{16}\.mjs$/);
    const made = fs.statSync(file).mtimeMs;
    expect(workerBundle()).toBe(file);
    expect(fs.statSync(file).mtimeMs).toBe(made);
    // One file: the packages are in it, not imported from node_modules.
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toMatch(/^import .* from ['"](beautiful-mermaid|@probelabs\/maid|elkjs|chevrotain)/m);
    expect(text).toContain('renderMermaidSVG');
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

/**
 * A docs remark plugin: each ` ```mermaid title="…" ` block becomes a `<figure>` with the diagram as inline SVG
 * and its title as caption (plugins/lib/diagrams.ts), drawn while the site loads (`drawDiagramsAhead`), or else
 * while the build compiles the page; the browser gets no Mermaid code. The SVG is in the page's HTML only, not in its JavaScript: the figure's content is a module
 * that each bundle loads its own way (plugins/diagramLoader.cjs). The figure is focusable and marked `data-zoomable`: a click or Enter enlarges it
 * (src/clientModules/figureZoom.ts). A block without a title, of a type the site does not draw, or that does
 * not parse fails the compile with one line per problem naming the file and line: the build stops, and the
 * development server shows it in the terminal and over the page until the file is fixed.
 *
 * It runs after the recorder of the Markdown export (plugins/lib/markdownExport/record.ts), so a page's
 * Markdown keeps the diagram as its Mermaid source. A Markdown image alone in its paragraph gets the same
 * zoomable figure around it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {checkDiagrams, diagramBlocks, diagramLang, diagramTitle, drawAhead, drawingKey, drawnBefore, rememberDrawn, siteSvg, writeDiagramModule} from './lib/diagrams';
import {WriterError} from './lib/writerError';

/** A writer's mistake, not a crash (lib/writerError.ts). */
export class DiagramError extends WriterError {}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The request of a figure's module through plugins/diagramLoader.cjs, past every other loader (`!!`). */
export const diagramRequest = (moduleFile: string) => `!!${path.join(__dirname, 'diagramLoader.cjs')}!${moduleFile}`.split(path.sep).join('/');

/** An attribute whose value is `require("<request>").default` (and `.src` when `member` says so), with its tree. */
function requireAttribute(name: string, request: string, member?: string): MdxJsxFlowElement['attributes'][number] {
  const literal = JSON.stringify(request);
  let expression: Record<string, unknown> = {
    type: 'MemberExpression',
    object: {type: 'CallExpression', callee: {type: 'Identifier', name: 'require'}, arguments: [{type: 'Literal', value: request, raw: literal}], optional: false},
    property: {type: 'Identifier', name: 'default'},
    computed: false,
    optional: false,
  };
  if (member) expression = {type: 'MemberExpression', object: expression, property: {type: 'Identifier', name: member}, computed: false, optional: false};
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `require(${literal}).default${member ? `.${member}` : ''}`,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]} as never},
    },
  };
}

/**
 * The figure of a diagram: plain HTML whose content is the figure's module (plugins/diagramLoader.cjs says what
 * each bundle gets of it), and which names the SVG's own file (`data-diagram`) for a client navigation.
 * `suppressHydrationWarning`: the browser's content (the space) is not the server's (the SVG), on purpose.
 */
export function diagramFigure(moduleFile: string): MdxJsxFlowElement {
  const attribute = (name: string, value: string | null) => ({type: 'mdxJsxAttribute', name, value}) as const;
  const request = diagramRequest(moduleFile);
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [
      attribute('className', 'diagram'),
      attribute('data-zoomable', 'true'),
      attribute('tabIndex', '0'),
      requireAttribute('data-diagram', request, 'src'),
      attribute('suppressHydrationWarning', null),
      requireAttribute('dangerouslySetInnerHTML', request),
    ],
    children: [],
    // What MDX marks JSX written in a page with: the element stays HTML, not a component of the MDX provider.
    data: {_mdxExplicitJsx: true} as MdxJsxFlowElement['data'],
  };
}

/** The site of this module by default: the docs plugin's options reach every reader (plugins/docsRemarkPlugins.ts). */
const defaultSiteDir = path.resolve(__dirname, '..');

/**
 * A Markdown image alone in its paragraph (`![Alt](./x.png)`) in a focusable `data-zoomable` figure, so it opens
 * full screen like a diagram; the image node stays, for Docusaurus's own image handling.
 */
function zoomableImages(tree: Root): void {
  const visit = (parent: {children: RootContent[]}) => {
    parent.children.forEach((node, i) => {
      if (node.type === 'paragraph' && node.children.length === 1 && node.children[0]!.type === 'image') {
        const figure: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'figure',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'className', value: 'figure-image'},
            {type: 'mdxJsxAttribute', name: 'data-zoomable', value: 'true'},
            {type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'},
          ],
          children: [node],
          data: {_mdxExplicitJsx: true} as MdxJsxFlowElement['data'],
          ...(node.position && {position: node.position}),
        };
        parent.children[i] = figure;
      } else if ('children' in node && node.type !== 'paragraph') visit(node as {children: RootContent[]});
    });
  };
  visit(tree);
}

/** A page's diagram blocks as figures: what each is drawn from, its key, and its module when drawn before. */
function pageFigures(siteDir: string, blocks: readonly Code[]) {
  return blocks.map((block, i) => {
    const title = diagramTitle(block.meta);
    const parts = {source: block.value, caption: `<figcaption>${escapeHtml(title ?? '')}</figcaption>`, idPrefix: `diagram-${i + 1}`};
    const key = title ? drawingKey(siteDir, parts) : undefined;
    return {block, title, parts, key, module: key && drawnBefore(siteDir, key)};
  });
}

/**
 * The ` ```mermaid ` blocks of a page's text, in order, as the MDX compiler gives them (`value`, `meta`), read line by
 * line: a fence of three or more backticks or tildes indented at most three spaces opens a block that only a fence of
 * the same character, at least as long, closes, so a Mermaid block shown inside a longer fence is not one. Parsing the
 * page instead took about 15 ms a page. A block inside a list item or a quote is not found; its page draws it.
 */
export function mermaidBlocksOf(text: string): Code[] {
  const blocks: Code[] = [];
  let open: {fence: string; indent: number; meta: string | null; body: string[] | undefined} | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (open) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1]![0] === open.fence[0] && close[1]!.length >= open.fence.length) {
        if (open.body) blocks.push({type: 'code', lang: diagramLang, meta: open.meta, value: open.body.join('\n')});
        open = undefined;
      } else open.body?.push(line.replace(new RegExp(`^ {0,${open.indent}}`), ''));
      continue;
    }
    const fence = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
    if (!fence || (fence[2]![0] === '`' && fence[3]!.includes('`'))) continue;
    const [lang = '', ...rest] = fence[3]!.trim().split(/\s+/);
    open = {fence: fence[2]!, indent: fence[1]!.length, meta: rest.join(' ') || null, body: lang === diagramLang ? [] : undefined};
  }
  // A fence left open runs to the end of the page.
  if (open?.body) blocks.push({type: 'code', lang: diagramLang, meta: open.meta, value: open.body.join('\n')});
  return blocks;
}

/**
 * The diagrams of these folders' pages not drawn before, keyed as the remark plugin will key them, for `drawAhead`
 * (plugins/lib/diagrams.ts). Synchronous on purpose: run while the site loads, a scan awaiting each file waited
 * behind the loading's own work and found the diagrams after 2.4 s, once the bundler had begun. A block this
 * reading gets wrong is drawn by its page as before, so it costs time, never a wrong figure.
 */
export function diagramsNotDrawn(siteDir: string, contentDirs: readonly string[]): string[] {
  const sources: string[] = [];
  for (const dir of contentDirs) {
    const root = path.resolve(siteDir, dir);
    if (!fs.existsSync(root)) continue;
    const files = (fs.readdirSync(root, {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (!text.includes(diagramLang)) continue;
      for (const f of pageFigures(siteDir, mermaidBlocksOf(text))) if (f.key && !f.module) sources.push(f.block.value);
    }
  }
  return sources;
}

/**
 * Starts drawing the diagrams of these folders' pages that were not drawn before, without waiting, while the
 * site loads (the docs plugin's loadContent, plugins/docsPlugin.ts): a build whose diagrams were all drawn
 * before starts no worker. A failure here is only logged: each page still draws and checks its own diagrams.
 */
export function drawDiagramsAhead(siteDir: string, contentDirs: readonly string[]): void {
  try {
    drawAhead(diagramsNotDrawn(siteDir, contentDirs)).catch(() => undefined); // each page awaits its own
  } catch (e) {
    console.warn(`[diagrams] the diagrams could not be drawn ahead (${(e as Error).message.split('\n')[0]}): each page draws its own`);
  }
}

export default function remarkDiagrams({siteDir = defaultSiteDir}: {siteDir?: string} = {}) {
  return async (tree: Root, file: {path?: string}) => {
    zoomableImages(tree);
    const blocks = diagramBlocks(tree);
    if (!blocks.length) return;
    const name = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : 'a page';
    const figures = pageFigures(siteDir, blocks);
    // Drawn before, by the same code and packages: nothing to check or draw (the worker does not even start).
    if (!figures.every((f) => f.module)) {
      const started = performance.now();
      const {problems, svgs, ms} = await checkDiagrams(blocks, true);
      if (problems.length) throw new DiagramError(problems.map((p) => `${name}: ${p}`).join('\n'));
      // The bench's record of the time each diagram takes (scripts/bench/diagrams.ts): the worker's time per diagram,
      // and the page's wait for them, which the first page's includes the worker's start in.
      const timesFile = process.env.PIPEDREAM_DIAGRAM_TIMES;
      if (timesFile) fs.appendFileSync(timesFile, `${JSON.stringify({page: name, ms, waitMs: performance.now() - started})}\n`);
      figures.forEach((f, i) => {
        let drawn: {svg: string; space: string};
        try {
          drawn = siteSvg(svgs[i]!, f.block.value, f.title!, f.parts.idPrefix);
        } catch (e) {
          throw new DiagramError(`${name}: line ${f.block.position?.start.line ?? '?'}: the mermaid diagram could not be drawn: ${(e as Error).message}`);
        }
        f.module = writeDiagramModule(siteDir, {svg: drawn.svg, space: drawn.space, caption: f.parts.caption});
        rememberDrawn(siteDir, f.key!, f.module);
      });
    }
    for (const {block, module} of figures) {
      const figure = diagramFigure(module!);
      for (const key of Object.keys(block)) if (key !== 'position') delete (block as unknown as Record<string, unknown>)[key];
      Object.assign(block, figure);
    }
  };
}

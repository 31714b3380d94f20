/**
 * The Markdown export of a page: its MDX source with every component rendered to plain Markdown (a
 * `<LimitsTable />` becomes a Markdown table with the values of the page's version, `<Tabs>` a labelled
 * section per tab, an admonition a quote), imports and comments dropped, and links made absolute so the
 * text works outside the site. Read by tools: `<page>/index.md`, `llms.txt`, `llms-full.txt`
 * (plugins/docsExportPlugin.ts), and by the "Copy page as Markdown" button.
 *
 * Pure: the page's context (version, other pages, URLs) comes in `ExportContext`. Each component's
 * rendering lives in ./components.ts; a component without one fails the build, naming the file.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown, mdxToMarkdown} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {PhrasingContent, Root, RootContent} from 'mdast';
import {componentExports, htmlElementExport} from './components';
import {blockquote, isPhrasing, paragraph, strong, text} from './mdast';
import {propsOf} from './props';

import type {ExportContext, JsxElement} from './types';
export type {ComponentExport, ElementInput, ExportContext, JsxElement} from './types';

export class MarkdownExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkdownExportError';
    this.stack = `${this.name}: ${message}`;
  }
}

/** Admonition types of Docusaurus, with the title each shows by default. */
export const admonitionTitles: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** `:::tip Title` (the legacy form Docusaurus still reads) → `:::tip[Title]`. */
export function legacyAdmonitionTitles(source: string): string {
  const names = Object.keys(admonitionTitles).join('|');
  return source.replace(new RegExp(`^([ \\t>]*:{3,}(?:${names}))[ \\t]+([^\\[{\\s][^\\n]*?)[ \\t]*$`, 'gm'), '$1[$2]');
}

export function parseMdx(source: string): Root {
  return fromMarkdown(legacyAdmonitionTitles(source), {
    extensions: [mdxjs(), gfm(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

/**
 * What the Markdown is written with, for ./memo.ts: the packages that write it (their versions are part of
 * the memo's key, as is the source of this folder, so a change to `toMarkdownOptions` or `pageMarkdown`
 * needs no hand-kept version).
 */
export const markdownWriter = {packages: ['mdast-util-to-markdown', 'mdast-util-gfm', 'mdast-util-mdx']} as const;

/**
 * Made once: mdast-util-to-markdown compiles each escaping pattern of an extension once per pattern object,
 * so extensions made anew for every call compiled them again for every page.
 */
const toMarkdownOptions: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmToMarkdown(), mdxToMarkdown()],
};

export function stringify(tree: Root): string {
  return toMarkdown(tree, toMarkdownOptions);
}

function admonition(node: ContainerDirective, render: (n: readonly RootContent[]) => RootContent[]): RootContent[] {
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title: PhrasingContent[] = labelled
    ? (render(first.children) as PhrasingContent[])
    : [text(admonitionTitles[node.name] ?? node.name)];
  return [blockquote(paragraph(strong(...title)), ...render(labelled ? rest : node.children))];
}

/** A directive that is not an admonition was plain text to Docusaurus (`10:30`, `a:b`): restore it. */
function restoreDirective(node: TextDirective | LeafDirective, render: (n: readonly RootContent[]) => RootContent[]): RootContent[] {
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label = node.children.length ? [text('['), ...(render(node.children) as PhrasingContent[]), text(']')] : [];
  const restored: PhrasingContent[] = [text(`${colons}${node.name}`), ...label];
  return node.type === 'textDirective' ? restored : [paragraph(...restored)];
}

/** A JS expression in the text: kept only when it is a string literal (`{' '}`, `{'<'}`). */
function expressionText(value: string): RootContent[] {
  const m = /^\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(value);
  return m ? [text(m[2]!.replace(/\\(.)/g, '$1'))] : [];
}

function fitContext(nodes: RootContent[], inline: boolean): RootContent[] {
  if (inline) return nodes.flatMap((n) => (n.type === 'paragraph' ? n.children : [n]));
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim())) out.push(paragraph(...run));
    run = [];
  };
  for (const n of nodes) {
    if (isPhrasing(n)) run.push(n);
    else {
      flush();
      out.push(n);
    }
  }
  flush();
  return out;
}

/** Renders a tree of the source to plain Markdown nodes. */
export function createRenderer(ctx: ExportContext): (nodes: readonly RootContent[]) => RootContent[] {
  const render = (nodes: readonly RootContent[]): RootContent[] => nodes.flatMap(one);
  function one(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return [];
      case 'mdxTextExpression':
        return expressionText(node.value);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const exporter = /^[a-z]/.test(name) || name === '' ? htmlElementExport : componentExports[name];
        if (!exporter) {
          throw new MarkdownExportError(
            `${ctx.file}: <${name}> has no Markdown export; add one to plugins/lib/markdownExport/components.ts`,
          );
        }
        const out = exporter({element: node, props: propsOf(node, ctx.file), render, ctx});
        return fitContext(out, node.type === 'mdxJsxTextElement');
      }
      case 'containerDirective':
        return admonitionTitles[node.name] ? admonition(node, render) : render(node.children);
      case 'leafDirective':
      case 'textDirective':
        return restoreDirective(node, render);
      case 'link':
        return [{...node, url: ctx.resolveUrl(node.url), children: render(node.children) as PhrasingContent[]}];
      case 'image':
      case 'definition':
        return [{...node, url: ctx.resolveUrl(node.url)}];
      default:
        return 'children' in node ? [{...node, children: render(node.children as RootContent[])} as RootContent] : [node];
    }
  }
  return render;
}

/** A page's tree (front matter removed) rendered to plain Markdown nodes. */
export function renderTree(tree: Root, ctx: ExportContext): Root {
  return {type: 'root', children: createRenderer(ctx)(tree.children)};
}

/** A page's tree (front matter removed) as plain Markdown. */
export function exportMarkdownTree(tree: Root, ctx: ExportContext): string {
  return stringify(renderTree(tree, ctx));
}

/** The body of a page (front matter removed) as plain Markdown. */
export function exportMarkdownBody(body: string, ctx: ExportContext): string {
  return exportMarkdownTree(parseMdx(body), ctx);
}

export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** The page's public URL. */
  readonly url: string;
}

/**
 * Writes a page's Markdown from what it is made of (`input`: its head and rendered tree, plain JSON), or
 * gives the Markdown written before from the same input (./memo.ts). Writing the Markdown
 * (mdast-util-to-markdown) is most of the export's cost; rendering the tree is cheap.
 */
export type MarkdownMemo = (input: {readonly head: PageHead; readonly rendered: Root}, write: () => string) => string;

const noMemo: MarkdownMemo = (_input, write) => write();

/** The whole page from its head and rendered body. */
function pageMarkdown(head: PageHead, rendered: Root): string {
  const content = stringify(rendered);
  const hasTitle = /^# /m.test(content.split('\n').find((l) => l.trim() !== '') ?? '');
  const top = [
    ...(hasTitle ? [] : [stringify({type: 'root', children: [{type: 'heading', depth: 1, children: [text(head.title)]}]})]),
    ...(head.description ? [stringify({type: 'root', children: [blockquote(paragraph(text(head.description)))]})] : []),
    `URL: <${head.url}>\n`,
  ];
  return `${top.join('\n')}\n${content}`;
}

/**
 * The whole page: a title (unless the body has its own h1), the description, the source line, the body.
 * The body is the source without front matter, or its tree as the build parsed it (./record.ts).
 */
export function exportPage(head: PageHead, body: string | Root, ctx: ExportContext, memo: MarkdownMemo = noMemo): string {
  const rendered = renderTree(typeof body === 'string' ? parseMdx(body) : body, ctx);
  return memo({head, rendered}, () => pageMarkdown(head, rendered));
}

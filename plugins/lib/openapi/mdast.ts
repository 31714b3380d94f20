/**
 * The endpoint sections of the REST reference as ordinary Markdown nodes (mdast), generated from the OpenAPI
 * document: per tag an `##` heading and its description; per operation an `###` heading (its summary, so
 * its anchor is the slug of the summary), the method and path, the description, a parameter table, the
 * request example as `<Tabs>` (curl, Node.js, Python) and the response example. The page's remark plugin
 * (plugins/openApiRemarkPlugin.ts) and the Markdown export (plugins/lib/markdownExport/components.ts) both use
 * it, so the page is plain MDX after compilation: no client-side renderer. Pure.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import type {Code, Link, Paragraph, PhrasingContent, RootContent, Table, TableCell} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {listOperations, operationLabel, schemaProperties, schemaTypeText, type Operation} from './document';
import {curlExample, nodeExample, pythonExample} from './examples';
import type {OpenApiDocument} from './types';

export interface OperationsRenderOptions {
  /** The API base URL (the site's `siteUrls.api`). */
  readonly baseUrl: string;
  /** Rewrites a link of a description (absolute `https://pipedream.com/docs/…` in the document); `where` names the operation or tag for errors. */
  readonly link: (url: string, where: string) => string;
  /** Anchors of earlier versions of the page, kept as empty `<a id>` before an operation's heading (by operationId). */
  readonly extraAnchors?: Readonly<Record<string, readonly string[]>>;
}

/** The tab group the request examples use: the site's language group, so a reader's pick applies page-wide. */
export const requestTabs = [
  {value: 'bash', label: 'curl', lang: 'bash', code: curlExample},
  {value: 'nodejs', label: 'Node.js', lang: 'js', code: nodeExample},
  {value: 'python', label: 'Python', lang: 'python', code: pythonExample},
] as const;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const inlineCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (...children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const code = (lang: string, value: string): Code => ({type: 'code', lang, meta: null, value});
const attr = (name: string, value: string | null): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

/**
 * The document's descriptions parsed once each (the REST pages show the same ones, and the build expands
 * them once for the pages and once for their Markdown export); each use gets its own copy.
 */
const parsedDescriptions = new Map<string, RootContent[]>();

function parseDescription(source: string): RootContent[] {
  let nodes = parsedDescriptions.get(source);
  if (!nodes) {
    const tree = fromMarkdown(source, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
    nodes = tree.children.map(({position: _p, ...n}) => n as RootContent);
    parsedDescriptions.set(source, nodes);
  }
  return structuredClone(nodes);
}

/** Markdown of the document (CommonMark + GFM) as nodes, links rewritten. */
function markdownNodes(source: string, link: (url: string) => string): RootContent[] {
  const fix = (nodes: RootContent[]): RootContent[] =>
    nodes.map((n) => {
      const withChildren = 'children' in n ? ({...n, children: fix(n.children as RootContent[])} as RootContent) : n;
      return n.type === 'link' ? ({...(withChildren as Link), url: link(n.url)} as RootContent) : withChildren;
    });
  return fix(parseDescription(source));
}

function inlineMarkdown(source: string, link: (url: string) => string): PhrasingContent[] {
  return markdownNodes(source, link).flatMap((n) => (n.type === 'paragraph' ? n.children : []));
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]) => ({type: 'tableRow' as const, children: cells.map((c): TableCell => ({type: 'tableCell', children: c}))});
  return {type: 'table', align: header.map(() => null), children: [row(header.map((h) => [text(h)])), ...rows.map(row)]};
}

function parameterTable(doc: OpenApiDocument, op: Operation, link: (url: string) => string): Table | undefined {
  const rows: PhrasingContent[][][] = op.parameters.map((p) => [
    [inlineCode(p.name)],
    [text(p.in)],
    [text(schemaTypeText(doc, p.schema))],
    [text(p.required ? 'yes' : 'no')],
    inlineMarkdown(p.description ?? '', link),
  ]);
  if (op.requestBody) {
    for (const {name, schema} of schemaProperties(doc, op.requestBody.schema)) {
      rows.push([[inlineCode(name)], [text('body')], [text(schemaTypeText(doc, schema))], [text('no')], inlineMarkdown(schema.description ?? '', link)]);
    }
  }
  return rows.length ? table(['Parameter', 'In', 'Type', 'Required', 'Description'], rows) : undefined;
}

function requestExampleTabs(op: Operation, baseUrl: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [attr('groupId', 'language')],
    children: requestTabs.map((t, i) => ({
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [attr('value', t.value), attr('label', t.label), ...(i === 0 ? [attr('default', null)] : [])],
      children: [code(t.lang, t.code(op, baseUrl))],
    })),
  };
}

function anchorElement(id: string): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name: 'a', attributes: [attr('id', id)], children: []};
}

export function operationNodes(doc: OpenApiDocument, op: Operation, o: OperationsRenderOptions): RootContent[] {
  const where = operationLabel(op);
  const link = (url: string) => o.link(url, where);
  const params = parameterTable(doc, op, link);
  const response: RootContent[] = [
    paragraph(strong(text('Response')), text(' '), inlineCode(op.response.status), text(': '), ...inlineMarkdown(op.response.description, link)),
    ...(op.response.body !== undefined ? [code('json', JSON.stringify(op.response.body, null, 2))] : []),
  ];
  return [
    ...(o.extraAnchors?.[op.operationId] ?? []).map(anchorElement),
    {type: 'heading', depth: 3, children: [text(op.summary)]},
    code('text', `${op.method.toUpperCase()} ${op.path}`),
    ...markdownNodes(op.description, link),
    ...(params ? [params] : []),
    paragraph(strong(text('Request'))),
    requestExampleTabs(op, o.baseUrl),
    ...response,
  ];
}

/** Every tag with its operations, in the document's order. */
export function operationsTree(doc: OpenApiDocument, o: OperationsRenderOptions): RootContent[] {
  const ops = listOperations(doc);
  const tags = [...(doc.tags ?? []).map((t) => t.name), ...ops.map((op) => op.tag)].filter((t, i, all) => all.indexOf(t) === i);
  return tags.flatMap((tag) => {
    const mine = ops.filter((op) => op.tag === tag);
    if (!mine.length) return [];
    const description = doc.tags?.find((t) => t.name === tag)?.description ?? '';
    return [
      {type: 'heading', depth: 2, children: [text(tag)]} as RootContent,
      ...markdownNodes(description, (url) => o.link(url, `tag ${tag}`)),
      ...mine.flatMap((op) => operationNodes(doc, op, o)),
    ];
  });
}

/** Small builders for the Markdown trees the export writes (mdast). */
import type {
  Blockquote,
  InlineCode,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Table,
  TableCell,
  Text,
} from 'mdast';

export type Cell = string | PhrasingContent | readonly PhrasingContent[];

export const text = (value: string): Text => ({type: 'text', value});
export const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (...children: PhrasingContent[]): Strong => ({type: 'strong', children});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const link = (url: string, ...children: PhrasingContent[]): Link => ({type: 'link', url, children});
export const blockquote = (...children: RootContent[]): Blockquote => ({
  type: 'blockquote',
  children: children as Blockquote['children'],
});

function cell(c: Cell): TableCell {
  const children = typeof c === 'string' ? [text(c)] : Array.isArray(c) ? [...c] : [c as PhrasingContent];
  return {type: 'tableCell', children};
}

/** A GFM table: the first row is the header. */
export function table(rows: readonly (readonly Cell[])[]): Table {
  return {type: 'table', align: rows[0]?.map(() => null) ?? [], children: rows.map((r) => ({type: 'tableRow', children: r.map(cell)}))};
}

export function bulletList(items: readonly (readonly PhrasingContent[])[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((i) => ({type: 'listItem', spread: false, children: [paragraph(...i)]})),
  };
}

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
]);

export function isPhrasing(node: RootContent): node is PhrasingContent {
  return phrasingTypes.has(node.type);
}

/** Plain text of a tree (for labels and tests). */
export function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((n) => ('value' in n && typeof n.value === 'string' ? n.value : 'children' in n ? plainText(n.children as RootContent[]) : ''))
    .join('');
}

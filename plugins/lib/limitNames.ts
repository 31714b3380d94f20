/**
 * `<Limit name="…">` names checked from a page's MDX tree: by `check-mdx` (scripts/lib/pageProblems.ts) and, as the
 * page compiles, by the docs' remark plugin (plugins/remarkLimitNames.ts), so the build and the development server
 * stop on an unknown name with the file and line, not while a page renders.
 */
import type {Nodes, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {walk} from './anchors';
import {expressionValue} from './markdownExport/props';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsx(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function attribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** `line N: ` for a node, as front matter problems have it, so a writer finds it in the file. */
export const at = (node: Nodes) => (node.position ? `line ${node.position.start.line}: ` : '');

/** Each `<Limit>` of the tree without a literal name, or with a name `isLimitName` does not know. */
export function limitProblems(tree: Root, isLimitName: (name: string) => boolean): string[] {
  const problems: string[] = [];
  walk(tree, (node) => {
    if (!isJsx(node) || node.name !== 'Limit') return;
    const value = attribute(node, 'name')?.value;
    if (value === undefined || value === null) {
      problems.push(`${at(node)}<Limit> without a name="…" (a key of src/data/platform.ts)`);
      return;
    }
    // `name={"httpPayload"}` is a name too; the Markdown export reads it the same way (plugins/lib/markdownExport/props.ts).
    const name = typeof value === 'string' ? value : expressionValue(value);
    if (typeof name !== 'string')
      problems.push(`${at(node)}<Limit name={${typeof value === 'string' ? value : value.value}}>: names must be literal strings, such as name="maxTimeout" (a key of src/data/platform.ts)`);
    else if (!isLimitName(name)) problems.push(`${at(node)}unknown <Limit name="${name}">`);
  });
  return problems;
}

/**
 * plugins/rehypeSections.ts: each `##` heading of a page's top level and what follows it, up to the next one,
 * in a section of its own. The site checks (tests/site/builtFiles.test.ts) look at every built page.
 */
import type {Element, Root, RootContent} from 'hast';
import {groupSections} from '../../plugins/rehypeSections';
import {sectionClass} from '../../src/lib/drawSections';

const el = (tagName: string, ...children: RootContent[]): Element => ({type: 'element', tagName, properties: {}, children: children as Element['children']});
const text = (value: string): RootContent => ({type: 'text', value});
const esm = (value: string) => ({type: 'mdxjsEsm', value}) as unknown as RootContent;
const jsx = (name: string, ...children: RootContent[]) => ({type: 'mdxJsxFlowElement', name, attributes: [], children}) as unknown as RootContent;

/** The tree as tag names: a section as `section[...]`, ESM as `esm`, a component by its name. */
function shape(nodes: readonly RootContent[]): string[] {
  return nodes.flatMap((n): string[] => {
    if (n.type === 'text') return n.value.trim() ? [`"${n.value}"`] : [];
    if ((n.type as string) === 'mdxjsEsm') return ['esm'];
    if ((n.type as string) === 'mdxJsxFlowElement') return [(n as unknown as {name: string}).name];
    if (n.type !== 'element') return [n.type];
    if (n.tagName === 'section') {
      expect(n.properties.className).toEqual([sectionClass]);
      return [`section[${shape(n.children as RootContent[]).join(' ')}]`];
    }
    return [n.tagName];
  });
}

describe('groupSections', () => {
  it('puts each h2 and what follows it, up to the next h2, in a section; what comes before stays', () => {
    const tree: Root = {
      type: 'root',
      children: [el('p'), text('\n'), el('h2'), el('p'), el('h3'), el('pre'), el('h2'), el('ul'), el('table')],
    };
    groupSections(tree);
    expect(shape(tree.children)).toEqual(['p', 'section[h2 p h3 pre]', 'section[h2 ul table]']);
  });

  it('leaves imports and exports at the top level, where MDX needs them', () => {
    const tree: Root = {type: 'root', children: [esm('import A'), el('h2'), el('p'), esm('export const toc'), el('p')]};
    groupSections(tree);
    expect(shape(tree.children)).toEqual(['esm', 'section[h2 p p]', 'esm']);
  });

  it('does not look inside components: an h2 in a tab stays in its tab, in the section of the h2 before it', () => {
    const tree: Root = {type: 'root', children: [el('h2'), jsx('Tabs', el('h2'), el('p')), el('p')]};
    groupSections(tree);
    expect(shape(tree.children)).toEqual(['section[h2 Tabs p]']);
    const tabs = (tree.children[0] as Element).children[1] as unknown as {children: RootContent[]};
    expect(shape(tabs.children)).toEqual(['h2', 'p']);
  });

  it('a page with no h2 is left as it was', () => {
    const children = [el('p'), el('h3'), el('pre')];
    const tree: Root = {type: 'root', children: [...children]};
    groupSections(tree);
    expect(tree.children).toEqual(children);
  });
});

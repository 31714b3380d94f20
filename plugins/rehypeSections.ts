/**
 * A rehype plugin of the docs (issue 23): each `##` heading of a page and what follows it, up to the next one,
 * become one `<section class="markdown-section">`. The stylesheet (src/css/sections.css) gives the sections
 * `content-visibility: auto`, so a phone styles and lays out only the sections near the screen when the page
 * loads, not the whole article in one long task after its first paint.
 *
 * Only the tree's top level is grouped: a heading inside a component (a tab, an admonition) stays where it is.
 * Imports and exports (`mdxjsEsm`) stay at the top level, where MDX needs them. What comes before the first
 * `##` is left as it was.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {sectionClass} from '../src/lib/drawSections';

const isH2 = (node: RootContent): node is Element => node.type === 'element' && node.tagName === 'h2';

/** The top level of `tree` with every `##` heading's run of nodes in a section of its own. */
export function groupSections(tree: Root): void {
  const children: RootContent[] = [];
  let section: Element | null = null;
  for (const node of tree.children) {
    if (isH2(node)) {
      section = {type: 'element', tagName: 'section', properties: {className: [sectionClass]}, children: []};
      children.push(section);
    }
    if (section && node.type !== 'mdxjsEsm' && node.type !== 'doctype') section.children.push(node as ElementContent);
    else children.push(node);
  }
  tree.children = children;
}

export default function rehypeSections() {
  return groupSections;
}

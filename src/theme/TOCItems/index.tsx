/**
 * Swizzled (wrap, Unsafe: TOCItems is not in theme-classic's swizzle list; checked against 3.10.2).
 * Why: Docusaurus's TOC highlight runs on every scroll event, unthrottled (docs-dev/docusaurus.md §4). The
 * desktop TOC (the only caller passing `linkActiveClassName`) renders our list, highlighted from the
 * throttled scroll spy (src/components/ScrollSpy); every other use goes to the original unchanged.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import TOCItemsOriginal from '@theme-original/TOCItems';
import {useThemeConfig} from '@docusaurus/theme-common';
import TocList from '@site/src/components/ScrollSpy/TocList';
import {useScrollSpyState} from '@site/src/components/ScrollSpy/store';
import {tocTree} from '@site/src/lib/tocTree';

type Props = ComponentProps<typeof TOCItemsOriginal>;

export default function TOCItems(props: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  const {activeId} = useScrollSpyState();
  // Change: no linkActiveClassName → the original (collapsible, inline TOCs) without its own highlight hook.
  if (!props.linkActiveClassName) return <TOCItemsOriginal {...props} />;
  const nodes = tocTree(
    props.toc,
    props.minHeadingLevel ?? tableOfContents.minHeadingLevel,
    props.maxHeadingLevel ?? tableOfContents.maxHeadingLevel,
  );
  return (
    <TocList
      nodes={nodes}
      activeId={activeId}
      className={props.className ?? 'table-of-contents table-of-contents__left-border'}
      linkClassName={props.linkClassName ?? 'table-of-contents__link'}
      activeClassName={props.linkActiveClassName}
    />
  );
}

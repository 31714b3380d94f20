/**
 * Swizzled (wrap, Unsafe by default in 3.10.2; the original is rendered unchanged). Adds, under the
 * sidebar entry of the page being read, the page's headings (h2, with h3 nested), the one in view
 * highlighted by the scroll spy (docs-dev/requirements.md, "Page behaviour"). The list is in the server-rendered HTML
 * (ScrollSpy/SidebarHeadings.tsx), so nothing below it moves when the page hydrates.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import LinkOriginal from '@theme-original/DocSidebarItem/Link';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import {CurrentDocHeadings} from '@site/src/components/ScrollSpy/SidebarHeadings';

type Props = ComponentProps<typeof LinkOriginal>;

export default function DocSidebarItemLink(props: Props): ReactNode {
  // Only a doc's entry: its route renders the headings (src/theme/DocItem).
  const isCurrentDoc = !!props.item.docId && isActiveSidebarItem(props.item, props.activePath);
  return (
    <>
      <LinkOriginal {...props} />
      {isCurrentDoc && <CurrentDocHeadings permalink={props.item.href} />}
    </>
  );
}

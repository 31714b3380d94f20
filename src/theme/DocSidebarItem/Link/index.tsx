/**
 * Swizzled (wrap, Unsafe by default in 3.10.2; the original is rendered unchanged). Adds, under the
 * sidebar entry of the page being read, the page's headings (h2, with h3 nested), the one in view
 * highlighted by the scroll spy (SPEC "Page behaviour").
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import LinkOriginal from '@theme-original/DocSidebarItem/Link';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import TocList from '@site/src/components/ScrollSpy/TocList';
import {useScrollSpyState} from '@site/src/components/ScrollSpy/store';
import {tocTree} from '@site/src/lib/tocTree';

type Props = ComponentProps<typeof LinkOriginal>;

function PageHeadings({href}: {href: string}): ReactNode {
  const {permalink, toc, activeId} = useScrollSpyState();
  if (permalink !== href) return null;
  const nodes = tocTree(toc, 2, 3);
  if (!nodes.length) return null;
  return (
    <li className="menu__list-item sidebar-page-headings">
      <TocList nodes={nodes} activeId={activeId} linkClassName="menu__link" activeClassName="sidebar-page-headings__active" />
    </li>
  );
}

export default function DocSidebarItemLink(props: Props): ReactNode {
  const isActive = isActiveSidebarItem(props.item, props.activePath);
  return (
    <>
      <LinkOriginal {...props} />
      {isActive && <PageHeadings href={props.item.href} />}
    </>
  );
}

/**
 * The headings (h2, with h3 nested) under the current doc's sidebar entry, the one in view highlighted by the
 * scroll spy. `CurrentDocHeadings` finds the doc's route and renders its component with `sidebarHeadings`
 * (see src/theme/DocItem): the route's modules are loaded before the page renders, on the server and in the
 * browser (Docusaurus preloads a route before hydrating or navigating to it), so this renders at once.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import type {TOCItem} from '@docusaurus/mdx-loader';
import {tocTree} from '@site/src/lib/tocTree';
import TocList from './TocList';
import {useScrollSpyState} from './store';

export default function SidebarHeadings({permalink, toc}: {permalink: string; toc: readonly TOCItem[]}): ReactNode {
  const {permalink: spied, activeId} = useScrollSpyState();
  const nodes = tocTree(toc, 2, 3);
  if (!nodes.length) return null;
  return (
    <li className="menu__list-item sidebar-page-headings">
      <TocList
        nodes={nodes}
        activeId={spied === permalink ? activeId : null}
        linkClassName="menu__link"
        activeClassName="sidebar-page-headings__active"
      />
    </li>
  );
}

export function CurrentDocHeadings({permalink}: {permalink: string}): ReactNode {
  const leaf = matchRoutes(routes, permalink).at(-1);
  const Route = leaf?.route.component as ComponentType<{sidebarHeadings: true}> | undefined;
  return Route ? <Route sidebarHeadings /> : null;
}

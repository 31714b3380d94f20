/** A nested list of a page's headings with the one in view marked, for the TOC and the sidebar. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {TocNode} from '@site/src/lib/tocTree';

export interface TocListProps {
  readonly nodes: readonly TocNode[];
  readonly activeId: string | null;
  readonly className?: string;
  readonly linkClassName?: string;
  readonly activeClassName: string;
}

export default function TocList({nodes, activeId, className, linkClassName, activeClassName}: TocListProps): ReactNode {
  if (!nodes.length) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`#${node.id}`}
            className={clsx(linkClassName, node.id === activeId && activeClassName)}
            aria-current={node.id === activeId ? 'location' : undefined}
            // The TOC values are the headings' rendered HTML (inline code, emphasis), as Docusaurus renders them.
            dangerouslySetInnerHTML={{__html: node.value}}
          />
          <TocList
            nodes={node.children}
            activeId={activeId}
            linkClassName={linkClassName}
            activeClassName={activeClassName}
          />
        </li>
      ))}
    </ul>
  );
}

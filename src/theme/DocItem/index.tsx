/**
 * Swizzled (wrap, Unsafe by default in 3.10.2; the original is rendered unchanged for the page itself).
 * The sidebar entry of the current doc lists the doc's headings (DocSidebarItem/Link). The sidebar renders
 * before the doc, so it renders the doc's route component a second time with `sidebarHeadings`: that render
 * gets the doc's headings from its own content module, on the server and at hydration alike, and returns the
 * list alone. The list is thus in the server HTML and nothing moves when the page hydrates.
 * It also gives the doc's layout the doc's permalink (src/components/CopyPageButton/DocPermalink.ts).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import DocItemOriginal from '@theme-original/DocItem';
import SidebarHeadings from '@site/src/components/ScrollSpy/SidebarHeadings';
import {DocPermalink} from '@site/src/components/CopyPageButton/DocPermalink';

type Props = ComponentProps<typeof DocItemOriginal> & {readonly sidebarHeadings?: boolean};

export default function DocItem({sidebarHeadings, ...props}: Props): ReactNode {
  if (sidebarHeadings) return <SidebarHeadings permalink={props.content.metadata.permalink} toc={props.content.toc} />;
  return (
    <DocPermalink.Provider value={props.content.metadata.permalink}>
      <DocItemOriginal {...props} />
    </DocPermalink.Provider>
  );
}

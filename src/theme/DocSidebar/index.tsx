/**
 * Follows @docusaurus/theme-classic/lib/theme/DocSidebar/index.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (replaced: an eject, Unsafe in 3.10.2, of a component that is these few lines). The original renders the
 * desktop sidebar on the server and while hydrating, then, on a phone, unmounts it as soon as the window size
 * is known and renders the mobile one: a phone (CSS hides the desktop sidebar below 997px) hydrated every
 * sidebar entry only to remove them in the next render (issue 23). Here the desktop sidebar is
 * `DesktopOnly` (src/components/DesktopOnly): on a phone it stays the server's HTML, never hydrated.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DesktopOnly>{windowSize !== 'mobile' && <DocSidebarDesktop {...props} />}</DesktopOnly>
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}

/**
 * Swizzled (wrap; DocItem/TOC/Desktop is not in theme-classic's swizzle list, so Unsafe in 3.10.2). The table of contents beside a doc, hidden by CSS
 * below 997px, is `DesktopOnly` (src/components/DesktopOnly): a phone leaves the server's HTML of it as it is
 * instead of hydrating every entry before DocItem's layout removes it once the window size is known (issue 23).
 */
import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}

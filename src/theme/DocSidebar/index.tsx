/**
 * Swizzled (replaced; DocSidebar is Safe in 3.10.2: the original is these few lines, without the first case).
 * The original renders the desktop sidebar on the server and while hydrating, then, on a phone, unmounts it as
 * soon as the window size is known and renders the mobile one. A phone (CSS hides the desktop sidebar below
 * 997px) thus hydrated every sidebar entry only to remove them in the next render: one long task of 60–120 ms
 * at full CPU speed on a long sidebar (issue 23).
 *
 * Here, when the page is hydrated on a narrow window, the desktop sidebar is left as the server wrote it,
 * hidden and never hydrated (an empty `dangerouslySetInnerHTML` that React neither compares nor writes, as in
 * src/theme/CodeBlock/Content). If the window grows to desktop width, the live desktop sidebar replaces it.
 * Elsewhere (the server, a wide window, a later client render) it is the original. The wrapper is
 * `display: contents`, so the sidebar's layout is the original's.
 */
import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/** True in the production browser bundle, whose first render hydrates the server's HTML (Docusaurus's client entry). */
const hydratesServerHtml = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
/** theme-common's desktop breakpoint (`useWindowSize`): wider than this is desktop, as in the CSS that hides the sidebar. */
const desktopBreakpoint = 996;

const contents = {display: 'contents'} as const;

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const isBrowser = useIsBrowser();
  // Decided once, while hydrating.
  const [keepsServerHtml] = useState(
    () => hydratesServerHtml && !isBrowser && ExecutionEnvironment.canUseDOM && window.innerWidth <= desktopBreakpoint,
  );
  const desktop = windowSize === 'desktop' || windowSize === 'ssr';
  return (
    <>
      {keepsServerHtml && windowSize !== 'desktop' ? (
        <div key="server-html" style={contents} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      ) : (
        desktop && (
          <div key="live" style={contents}>
            <DocSidebarDesktop {...props} />
          </div>
        )
      )}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}

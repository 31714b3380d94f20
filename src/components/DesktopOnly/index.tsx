/**
 * Desktop-only UI that CSS hides below 997px (the docs sidebar, the table of contents beside a doc), rendered
 * so that a phone does not pay for it (issue 23). When the page is hydrated on a narrow window, the server's
 * HTML of it is left as it is, hidden and never hydrated: an empty `dangerouslySetInnerHTML` that React
 * neither compares nor writes, as in src/theme/CodeBlock/Content. If the window grows to desktop width, the
 * live UI replaces it. Elsewhere (the server, a wide window, a client render after the first) `children` render
 * as they would without this wrapper, which is `display: contents`, so the layout is theirs.
 */
import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useWindowSize} from '@docusaurus/theme-common';
import {hydratesServerHtml} from '@site/src/upstream/hydration';
import {getWindowSize} from '@site/src/upstream/useWindowSize';

const contents = {display: 'contents'} as const;

export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const windowSize = useWindowSize();
  const isBrowser = useIsBrowser();
  // Decided once, while hydrating.
  const [keepsServerHtml] = useState(
    () => hydratesServerHtml && !isBrowser && ExecutionEnvironment.canUseDOM && getWindowSize() === 'mobile',
  );
  if (keepsServerHtml && windowSize !== 'desktop') {
    return <div key="server-html" style={contents} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return (
    <div key="live" style={contents}>
      {children}
    </div>
  );
}

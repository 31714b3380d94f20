/**
 * Follows @docusaurus/theme-common/lib/hooks/useWindowSize.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for `@docusaurus/theme-common/lib/hooks/useWindowSize.js` in the browser build
 * (plugins/sitePlugin.ts), as Docusaurus 3.10.2 writes it but for one change: the window size, known only
 * after hydration, is set in a transition. The original sets it at default priority in an effect, so on a phone
 * the switch from the server's desktop layout (the sidebar, the table of contents) to the mobile one was one
 * synchronous task right after hydration (issue 23; see ./browserContext.tsx).
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** theme-common's and Infima's breakpoint: wider than this is desktop (the CSS hides desktop-only UI up to it). */
const desktopBreakpointPx = 996;

export function getWindowSize(desktopBreakpoint = desktopBreakpointPx): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = desktopBreakpointPx}: {desktopBreakpoint?: number} = {}): WindowSize {
  // 'ssr' first, as the server renders: the hydration matches it.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const updateWindowSize = () => startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));
    updateWindowSize();
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}

/**
 * Follows @docusaurus/core/lib/client/browserContext.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for `@docusaurus/core/lib/client/browserContext.js` in the browser build (plugins/sitePlugin.ts), as
 * Docusaurus 3.10.2 writes it but for one line: the flip of `useIsBrowser()` to true after hydration is a
 * transition. The original sets it in an effect at default priority, so every component that reads it (and
 * what they render) re-rendered in one synchronous task right after hydration: with the window-size flip
 * (./useWindowSize.ts), a task of about 100 ms at full CPU speed on a long doc page (issue 23). As a transition,
 * React renders it in slices of a few milliseconds and the page stays responsive.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}

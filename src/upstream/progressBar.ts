/**
 * Follows @docusaurus/theme-classic/lib/nprogress.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for theme-classic's `nprogress` client module (plugins/sitePlugin.ts swaps it in): the same bar at
 * the top of the page during a client navigation that takes longer than 200 ms, but NProgress and its CSS
 * (./progressBarChunk.ts, about 1.3 KB gzip) are not in the main bundle every first load pays for (issue 23).
 * They load on the reader's first intent (a pointer over the page, a touch, a key), as links prefetch their
 * pages, so the bar is ready before a navigation starts; at the latest, with the first navigation.
 */
import type {ClientModule} from '@docusaurus/types';

/** As the original: a navigation shows the bar only once it has taken this long. */
const delayMs = 200;

type Bar = typeof import('./progressBarChunk').default;
let bar: Promise<Bar> | undefined;
const loadBar = (): Promise<Bar> => (bar ??= import(/* webpackChunkName: "progress-bar" */ './progressBarChunk').then((m) => m.default));

const intents = ['pointerover', 'touchstart', 'keydown'] as const;
function onFirstIntent(): void {
  for (const type of intents) window.removeEventListener(type, onFirstIntent, true);
  void loadBar().catch(() => undefined);
}
if (typeof window !== 'undefined') {
  for (const type of intents) window.addEventListener(type, onFirstIntent, {capture: true, passive: true});
}

/** Whether a navigation is under way: the bar starts only then, however late its code arrives. */
let navigating = false;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const loading = loadBar();
    const timeout = window.setTimeout(() => {
      void loading.then((b) => navigating && b.start()).catch(() => undefined);
    }, delayMs);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    navigating = false;
    void bar?.then((b) => b.done()).catch(() => undefined);
  },
};

export default clientModule;

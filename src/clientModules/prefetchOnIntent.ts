/**
 * Prefetch on intent, not on sight (a first load downloads no more than the
 * stock template's: docs-dev/benchmark.md). Docusaurus's `<Link>` prefetches the chunks of every
 * internal link the moment it scrolls into view (`window.docusaurus.prefetch` from an
 * IntersectionObserver, @docusaurus/core/lib/client/exports/Link.js): a doc page downloaded the code of
 * every sidebar and navbar page in view, some 40 requests, before the reader pointed at anything.
 * Here `prefetch` does nothing; `<Link>` still preloads a page on mouseenter and touchstart, and this module
 * adds keyboard focus. A click on a link not pointed at first loads its chunks on navigation, as before.
 *
 * `window.docusaurus` is set by core's client entry after the client modules run, so the module takes
 * the property over and wraps the object when core assigns it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

type Docusaurus = Window['docusaurus'];

/** The object core mounts, with `prefetch` turned off and `preload` kept. */
function onIntentOnly(core: Docusaurus): Docusaurus {
  return Object.freeze({preload: core.preload, prefetch: () => false as const});
}

/** The path to preload for a focused element: an internal link of this site, else null. */
export function internalPath(target: EventTarget | null, origin: string, baseUrl: string): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === origin && url.pathname.startsWith(baseUrl) ? url.pathname : null;
}

if (ExecutionEnvironment.canUseDOM) {
  let mounted: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => mounted,
    set: (core: Docusaurus) => {
      mounted = onIntentOnly(core);
    },
  });
  document.addEventListener('focusin', (event) => {
    const path = internalPath(event.target, window.location.origin, siteConfig.baseUrl);
    if (path && mounted) void mounted.preload(path);
  });
}

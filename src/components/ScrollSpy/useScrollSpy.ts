/**
 * The scroll spy: finds the heading in view and publishes it (store.ts), replacing Docusaurus's unthrottled
 * highlight (docs-dev/docusaurus.md, "A throttled scroll spy"). The handler runs at most once per `behaviour.scrollThrottleMs`, and
 * once more after a burst so it settles on the right heading when scrolling stops. Each run leaves a
 * `performance` mark named `scrollSpyMark`, which the end-to-end test counts.
 */
import {useEffect} from 'react';
import {behaviour} from '@site/src/data/platform';
import {activeHeadingIndex} from '@site/src/lib/activeHeading';
import {throttle} from '@site/src/lib/throttle';
import type {TocEntry} from '@site/src/lib/tocTree';
import {setScrollSpyState} from './store';

export const scrollSpyMark = 'pipedream:scroll-spy';

/** An anchor with no height of its own is measured by its parent, as Docusaurus does. */
function box(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  return rect.top === rect.bottom && element.parentElement ? box(element.parentElement) : rect;
}

export function useScrollSpy(permalink: string, toc: readonly TocEntry[]): void {
  useEffect(() => {
    setScrollSpyState({permalink, activeId: null});
    const ids = toc.map((t) => t.id);
    const update = () => {
      performance.mark(scrollSpyMark);
      const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
      const navbar = document.querySelector('.navbar');
      const index = activeHeadingIndex(headings.length, (i) => box(headings[i]!), navbar?.clientHeight ?? 0, window.innerHeight);
      setScrollSpyState({activeId: index === null ? null : (headings[index]?.id ?? null)});
    };
    const onScroll = throttle(update, behaviour.scrollThrottleMs);
    update();
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll, {passive: true});
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [permalink, toc]);
}

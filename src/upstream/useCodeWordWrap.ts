/**
 * Follows @docusaurus/theme-common/lib/hooks/useCodeWordWrap.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for `@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js` in the browser build
 * (plugins/sitePlugin.ts), as Docusaurus 3.10.2 writes it but for three changes (issue 23). Every code block
 * runs it, so right after hydration each block rendered a second time, at default priority, in one task with
 * all the others, and measured itself:
 * - the hidden tab panel it is in starts as `null`, which is what a block outside a hidden panel finds (the
 *   original started it `undefined`, so every block re-rendered to learn it is in none);
 * - "the block scrolls" (which shows the word-wrap button) is set in a transition, so blocks that scroll on a
 *   narrow screen re-render in slices;
 * - a block is measured only while it is near the screen (an IntersectionObserver), and again each time it
 *   comes near it: the original measured every block when the page loaded and on every resize (a phone's
 *   address bar showing or hiding is one), which made the browser lay out the sections it had not drawn
 *   yet (src/css/sections.css).
 * The original's `useMutationObserver` (not exported) is written out with its fixed options.
 */
import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {useEvent} from './reactUtils';

// Callback fires when the "hidden" attribute of a tabpanel changes
// See https://github.com/facebook/docusaurus/pull/7485
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | null>(null);
  const updateHiddenTabElement = useCallback(() => {
    // No need to observe non-hidden tabs
    // + we want to force a re-render when a tab becomes visible
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef, setHiddenTabElement]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  // The original's `useMutationObserver` (not exported by theme-common), with its fixed options.
  const onMutations = useEvent((mutations: MutationRecord[]) => {
    mutations.forEach((mutation) => {
      if (mutation.type === 'attributes' && mutation.attributeName === 'hidden') {
        callback();
        updateHiddenTabElement();
      }
    });
  });
  useEffect(() => {
    const observer = new MutationObserver(onMutations);
    if (hiddenTabElement) observer.observe(hiddenTabElement, {attributes: true, characterData: false, childList: false, subtree: false});
    return () => observer.disconnect();
  }, [hiddenTabElement, onMutations]);
}

export function useCodeWordWrap(): {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const nearScreen = useRef(false);
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // When code wrap is enabled, we want to avoid a scrollbar in any case
      // Ensure that very very long words/strings/tokens still wrap
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);
  const updateCodeIsScrollable = useCallback(() => {
    if (!nearScreen.current) return; // measured when it comes near the screen (below)
    const {scrollWidth, clientWidth} = codeBlockRef.current!;
    const isScrollable = scrollWidth > clientWidth || codeBlockRef.current!.querySelector('code')!.hasAttribute('style');
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, [codeBlockRef]);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        nearScreen.current = entry!.isIntersecting;
        updateCodeIsScrollable();
      },
      {rootMargin: '50%'},
    );
    observer.observe(codeBlockRef.current!);
    return () => observer.disconnect();
  }, [updateCodeIsScrollable]);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

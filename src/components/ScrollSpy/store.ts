/**
 * The current doc's headings and the one in view, shared by the table of contents and the sidebar entry of
 * the page (which render in different parts of the tree). A tiny external store: the scroll spy writes,
 * components read through `useScrollSpyState`. On the server it is always empty.
 */
import {useSyncExternalStore} from 'react';
import type {TocEntry} from '@site/src/lib/tocTree';

export interface ScrollSpyState {
  /** The permalink of the doc the headings belong to. */
  readonly permalink: string | null;
  readonly toc: readonly TocEntry[];
  readonly activeId: string | null;
}

const empty: ScrollSpyState = {permalink: null, toc: [], activeId: null};
let state = empty;
const listeners = new Set<() => void>();

export function setScrollSpyState(patch: Partial<ScrollSpyState>): void {
  const next = {...state, ...patch};
  if (next.permalink === state.permalink && next.toc === state.toc && next.activeId === state.activeId) return;
  state = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScrollSpyState(): ScrollSpyState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => empty,
  );
}

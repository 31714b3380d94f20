/**
 * The heading in view on the current doc, shared by the table of contents and the sidebar entry of the page
 * (which render in different parts of the tree; the headings are the doc's `toc`, given to the scroll spy by
 * src/theme/DocItem/Footer and laid out by src/lib/tocTree.ts). A tiny external store: the scroll spy writes,
 * components read through `useScrollSpyState`. On the server it is always empty.
 */
import {useSyncExternalStore} from 'react';

export interface ScrollSpyState {
  /** The permalink of the doc the active heading belongs to. */
  readonly permalink: string | null;
  readonly activeId: string | null;
}

const empty: ScrollSpyState = {permalink: null, activeId: null};
let state = empty;
const listeners = new Set<() => void>();

export function setScrollSpyState(patch: Partial<ScrollSpyState>): void {
  const next = {...state, ...patch};
  if (next.permalink === state.permalink && next.activeId === state.activeId) return;
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

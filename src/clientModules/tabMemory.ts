/**
 * Tab memory per page with an expiry (docs-dev/requirements.md, "Page behaviour"), with no swizzle of Tabs
 * (docs-dev/docusaurus.md, "Tab memory without swizzling Tabs").
 * Docusaurus Tabs announce every pick with a `storage` event on `docusaurus.tab.*`; this module records it
 * under the page it was made on (the event's URL: host + path). Before each page renders (first load and
 * every navigation to another path) it clears the site-wide Tabs keys and puts back only the picks made on
 * this page within the lifetime from the constants module. The logic is in src/lib/tabMemory.ts.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {behaviour} from '@site/src/data/platform';
import {parseMemory, prune, recall, remember, scopeOf, tabMemoryKey, tabStoragePrefix} from '@site/src/lib/tabMemory';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: Tabs fall back to their defaults
  }
}

function save(store: Storage, memory: ReturnType<typeof parseMemory>): void {
  if (Object.keys(memory).length) store.setItem(tabMemoryKey, JSON.stringify(memory));
  else store.removeItem(tabMemoryKey);
}

/** Puts back this page's live picks and clears every other Tabs key. */
export function restorePicks(location: {host: string; pathname: string}, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const memory = prune(parseMemory(store.getItem(tabMemoryKey)), now, behaviour.tabMemoryMs);
  save(store, memory);
  const picks = recall(memory, scopeOf(location), now, behaviour.tabMemoryMs);
  const tabKeys = Array.from({length: store.length}, (_, i) => store.key(i)).filter(
    (k): k is string => !!k && k.startsWith(tabStoragePrefix),
  );
  for (const key of tabKeys) if (!(key in picks)) store.removeItem(key);
  for (const [key, value] of Object.entries(picks)) store.setItem(key, value);
}

function onStorage(event: StorageEvent): void {
  const store = storage();
  if (!store || event.storageArea !== store || !event.key?.startsWith(tabStoragePrefix)) return;
  let page: URL;
  try {
    page = new URL(event.url || window.location.href);
  } catch {
    return;
  }
  const memory = remember(parseMemory(store.getItem(tabMemoryKey)), scopeOf(page), event.key, event.newValue, Date.now());
  save(store, memory);
}

if (ExecutionEnvironment.canUseDOM) window.addEventListener('storage', onStorage);

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({location, previousLocation}) => {
  if (!ExecutionEnvironment.canUseDOM) return;
  if (previousLocation && previousLocation.pathname === location.pathname) return;
  restorePicks({host: window.location.host, pathname: location.pathname});
};

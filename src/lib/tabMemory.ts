/**
 * Tab memory: the reader's tab picks, kept per page (host + path) for a limited time (5 minutes from the last
 * pick: docs-dev/requirements.md, "Page behaviour"). Docusaurus's Tabs store one value per `groupId` for the whole site; the
 * client module src/clientModules/tabMemory.ts records each pick here under the page it was made on, and
 * on every page load or navigation puts back only this page's live picks. Pure functions over plain data.
 */

/** scope (host + path) → Docusaurus storage key → the pick and when it was made (ms since epoch). */
export type TabMemory = Record<string, Record<string, {readonly value: string; readonly at: number}>>;

/** Docusaurus Tabs keep a group's pick under `docusaurus.tab.<groupId>` (plus a site namespace suffix). */
export const tabStoragePrefix = 'docusaurus.tab.';

/** Where the memory itself is kept in localStorage. */
export const tabMemoryKey = 'pipedream.tab-memory';

export function scopeOf(url: {readonly host: string; readonly pathname: string}): string {
  return url.host + url.pathname;
}

/** Records a pick (or its removal, `value` null) on a page; each pick restarts its time. */
export function remember(memory: TabMemory, scope: string, key: string, value: string | null, now: number): TabMemory {
  const page = {...memory[scope]};
  if (value === null) delete page[key];
  else page[key] = {value, at: now};
  const next = {...memory, [scope]: page};
  if (!Object.keys(page).length) delete next[scope];
  return next;
}

/** Drops every pick older than `lifetimeMs`, on every page. */
export function prune(memory: TabMemory, now: number, lifetimeMs: number): TabMemory {
  const next: TabMemory = {};
  for (const [scope, page] of Object.entries(memory)) {
    const live = Object.entries(page).filter(([, pick]) => now - pick.at < lifetimeMs);
    if (live.length) next[scope] = Object.fromEntries(live);
  }
  return next;
}

/** The live picks of one page: storage key → value. */
export function recall(memory: TabMemory, scope: string, now: number, lifetimeMs: number): Record<string, string> {
  const page = prune(memory, now, lifetimeMs)[scope] ?? {};
  return Object.fromEntries(Object.entries(page).map(([key, pick]) => [key, pick.value]));
}

/** Reads stored memory, tolerating anything malformed (a reader's storage is not ours to trust). */
export function parseMemory(raw: string | null): TabMemory {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return {};
    const memory: TabMemory = {};
    for (const [scope, page] of Object.entries(data as Record<string, unknown>)) {
      if (!page || typeof page !== 'object') continue;
      const picks = Object.entries(page as Record<string, {value?: unknown; at?: unknown}>).filter(
        ([, p]) => typeof p?.value === 'string' && typeof p.at === 'number',
      ) as [string, {value: string; at: number}][];
      if (picks.length) memory[scope] = Object.fromEntries(picks);
    }
    return memory;
  } catch {
    return {};
  }
}

/**
 * The `/` shortcut of the search box. Ctrl+K / Cmd+K come with both searches (local search:
 * `searchBarShortcutKeymap` in config/search.ts; DocSearch: built in); DocSearch handles `/` too, the local
 * search does not, so src/theme/SearchBar adds it. Pure, tested in tests/unit/searchShortcut.test.ts.
 */

/** The parts of a KeyboardEvent the decision reads. */
export interface ShortcutKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
  readonly target: EventTarget | null;
}

/** Whether the reader is typing into the element (so a `/` is text, not a shortcut). */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as {tagName?: unknown; isContentEditable?: unknown} | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName.toUpperCase());
}

/** `/` with no Ctrl, Cmd or Alt, outside any text field, not already handled. */
export function isSlashShortcut(event: ShortcutKeyEvent): boolean {
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    !isEditable(event.target)
  );
}

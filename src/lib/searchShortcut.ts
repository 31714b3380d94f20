/**
 * The local search box's shortcuts (src/components/SearchBar/LocalSearchBar.tsx): Ctrl+K, or Cmd+K on
 * macOS, and `/`, as DocSearch has them built in. Pure, tested in tests/unit/searchShortcut.test.ts.
 */

/** The parts of a KeyboardEvent the decision reads. */
export interface ShortcutKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey?: boolean;
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

/** Whether the reader's platform is macOS (Cmd rather than Ctrl). */
export function isMac(nav: {userAgent?: string; userAgentData?: {platform?: string}} | undefined = globalThis.navigator): boolean {
  const platform = nav?.userAgentData?.platform ?? nav?.userAgent ?? '';
  return /mac/i.test(platform);
}

/** Ctrl+K, or Cmd+K on macOS, with no other modifier. */
export function isOpenSearchShortcut(event: ShortcutKeyEvent, mac = isMac()): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    event.ctrlKey === !mac &&
    event.metaKey === mac &&
    !event.altKey &&
    !event.shiftKey &&
    !event.defaultPrevented
  );
}

/** The keys shown in the box. */
export function searchKeymapHints(mac = isMac()): string[] {
  return [mac ? '⌘' : 'ctrl', 'K'];
}

import {isEditable, isMac, isOpenSearchShortcut, isSlashShortcut, searchKeymapHints, type ShortcutKeyEvent} from '@site/src/lib/searchShortcut';

const body = {tagName: 'BODY', isContentEditable: false};
const key = (over: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: body as unknown as EventTarget,
  ...over,
});
const el = (tagName: string, isContentEditable = false) => ({tagName, isContentEditable}) as unknown as EventTarget;

describe('the / shortcut', () => {
  it('fires on a plain / outside text fields', () => {
    expect(isSlashShortcut(key({}))).toBe(true);
    expect(isSlashShortcut(key({target: el('A')}))).toBe(true);
    expect(isSlashShortcut(key({target: null}))).toBe(true);
  });
  it.each([
    ['another key', {key: 'k'}],
    ['Ctrl+/', {ctrlKey: true}],
    ['Cmd+/', {metaKey: true}],
    ['Alt+/', {altKey: true}],
    ['an event already handled', {defaultPrevented: true}],
    ['a / typed in an input', {target: el('INPUT')}],
    ['a / typed in a textarea', {target: el('TEXTAREA')}],
    ['a / on a select', {target: el('select')}],
    ['a / typed in editable content', {target: el('DIV', true)}],
  ] as const)('ignores %s', (_name, over) => {
    expect(isSlashShortcut(key(over))).toBe(false);
  });
  it('tells text fields from other elements', () => {
    expect(isEditable(el('INPUT'))).toBe(true);
    expect(isEditable(el('BUTTON'))).toBe(false);
    expect(isEditable(null)).toBe(false);
  });
});

describe('Ctrl/Cmd+K', () => {
  const k = (over: Partial<ShortcutKeyEvent>) => key({key: 'k', ...over});
  it('is Ctrl+K off macOS and Cmd+K on macOS, in either case of K', () => {
    expect(isOpenSearchShortcut(k({ctrlKey: true}), false)).toBe(true);
    expect(isOpenSearchShortcut(k({key: 'K', ctrlKey: true}), false)).toBe(true);
    expect(isOpenSearchShortcut(k({metaKey: true}), true)).toBe(true);
    expect(isOpenSearchShortcut(k({metaKey: true}), false)).toBe(false);
    expect(isOpenSearchShortcut(k({ctrlKey: true}), true)).toBe(false);
  });
  it.each([
    ['a plain k', {}],
    ['Ctrl+Shift+K', {ctrlKey: true, shiftKey: true}],
    ['Ctrl+Alt+K', {ctrlKey: true, altKey: true}],
    ['Ctrl+J', {ctrlKey: true, key: 'j'}],
    ['an event already handled', {ctrlKey: true, defaultPrevented: true}],
  ])('ignores %s', (_name, over) => {
    expect(isOpenSearchShortcut(k(over), false)).toBe(false);
  });
  it('reads macOS from the user agent data or string, and shows the matching keys', () => {
    expect(isMac({userAgentData: {platform: 'macOS'}})).toBe(true);
    expect(isMac({userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)'})).toBe(true);
    expect(isMac({userAgent: 'Mozilla/5.0 (X11; Linux x86_64)'})).toBe(false);
    expect(isMac(undefined)).toBe(false);
    expect(searchKeymapHints(true)).toEqual(['⌘', 'K']);
    expect(searchKeymapHints(false)).toEqual(['ctrl', 'K']);
  });
});

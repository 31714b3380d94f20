import {isEditable, isSlashShortcut, type ShortcutKeyEvent} from '@site/src/lib/searchShortcut';

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

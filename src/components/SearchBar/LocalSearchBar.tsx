/**
 * The local search box, loaded when the reader reaches for it (issue 11: no feature on a page's first load
 * that can load when used). The page carries a look-alike of @easyops-cn/docusaurus-search-local's box (its
 * own CSS classes, its placeholder and label); the first hover, touch, focus, Ctrl/Cmd+K or `/` loads the
 * real box (its chunk, about 8 KB gzip; the index comes later, when the box asks for it), which takes the
 * look-alike's place with whatever was typed and the focus. It also adds the `/` shortcut the local search
 * lacks (its one keymap is Ctrl/Cmd+K).
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {isOpenSearchShortcut, isSlashShortcut, searchKeymapHints} from '@site/src/lib/searchShortcut';

type Props = Record<string, unknown>;
type Bar = ComponentType<Props>;

/** The real box once loaded: later mounts (the 404 page's box) render it at once. */
let loadedBar: Bar | null = null;
const loadBar = (): Promise<Bar> =>
  import('@theme-original/SearchBar').then((m) => (loadedBar = (m as {default: Bar}).default));

/** What the look-alike holds, kept up to date until the real box replaces it. */
interface Held {
  value: string;
  focused: boolean;
}

function setInputValue(input: HTMLInputElement, value: string): void {
  // The real box's input is controlled by React: set it as typing would, so its onChange sees the text.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

function LookAlike({onIntent, held}: {onIntent: () => void; held: Held}): ReactNode {
  const isBrowser = useIsBrowser();
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  return (
    <div className={`navbar__search ${styles.searchBarContainer}`} dir="ltr" onPointerEnter={onIntent} onTouchStart={onIntent}>
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={label}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onFocus={() => {
          held.focused = true;
          onIntent();
        }}
        onBlur={() => {
          held.focused = false;
        }}
        onChange={(event) => {
          held.value = event.target.value;
        }}
        defaultValue=""
      />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {searchKeymapHints().map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

export default function LocalSearchBar(props: Props): ReactNode {
  const [Real, setReal] = useState<Bar | null>(() => loadedBar);
  // The real box is mounted hidden first, and shown once its mount work is done (it resets its text from the
  // URL's highlight terms a task after mounting), so nothing typed meanwhile is lost.
  const [shown, setShown] = useState(() => !!loadedBar);
  const scope = useRef<HTMLDivElement>(null);
  const realScope = useRef<HTMLDivElement>(null);
  const held = useRef<Held>({value: '', focused: false}).current;
  const loading = useRef(false);

  const onIntent = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadBar().then((bar) => setReal(() => bar));
  }, []);

  useEffect(() => {
    if (!Real || shown) return undefined;
    // Queued after the real box's own mount effects (children's effects run first) and their timers.
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [Real, shown]);

  // The real box has just replaced the look-alike (same commit, before any further key press is handled):
  // give it the text typed so far and the focus.
  useLayoutEffect(() => {
    const input = realScope.current?.querySelector('input');
    if (!shown || !input || !loading.current) return;
    loading.current = false;
    if (held.value) setInputValue(input, held.value);
    if (held.focused) input.focus();
  }, [shown, held]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl/Cmd+K is the real box's own once it is there.
      const open = isSlashShortcut(event) || (!shown && isOpenSearchShortcut(event));
      const input = scope.current?.querySelector<HTMLInputElement>(shown ? '.search-bar-real input' : 'input');
      if (!open || !input) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  return (
    <div ref={scope} className="search-bar-scope">
      {!shown && <LookAlike onIntent={onIntent} held={held} />}
      {Real && (
        <div ref={realScope} className="search-bar-real" hidden={!shown}>
          <Real {...props} />
        </div>
      )}
    </div>
  );
}

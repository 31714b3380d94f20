/**
 * The local search box (config/search.ts picks it when Algolia is off): an input in the page from the first
 * paint, and Pagefind behind it, loaded when the reader reaches for the box (nothing on a page's first load
 * that can load when used: docs-dev/benchmark.md). The first hover, touch, focus, Ctrl/Cmd+K or `/` loads the search
 * code (its own chunk) and Pagefind's runtime; typing searches the version of the page (useSearchVersion).
 *
 * A combobox (WAI-ARIA 1.2 pattern): ↓/↑ move through the hits, Enter opens the highlighted one (or the
 * results page when there is none), Esc closes the list. Each hit is a link, so it also opens in a new tab.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isOpenSearchShortcut, isSlashShortcut, searchKeymapHints} from '@site/src/lib/searchShortcut';
import {boxHitLimit, pauseBeforeHits, searchPlaceholder, searchRequestUrl, worthPreloading, type Hit} from '@site/src/lib/localSearch';
import HitText from './HitText';
import {useSearchVersion} from './useSearchVersion';
import styles from './styles.module.css';

type Engine = typeof import('@site/src/lib/pagefindClient');
let engine: Promise<Engine> | undefined;
/** The search code: loaded once per page life, on first use (it loads Pagefind's runtime of a version). */
function loadEngine(): Promise<Engine> {
  engine ??= import('@site/src/lib/pagefindClient');
  return engine;
}

interface Shown {
  readonly query: string;
  readonly hits: readonly Hit[];
  readonly count: number;
  readonly error?: string;
}

export default function LocalSearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const {version, latest} = useSearchVersion();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const latestQuery = useRef('');

  const reach = useCallback(
    () =>
      void loadEngine()
        .then((m) => m.preloadSearch(baseUrl, version))
        .catch(() => undefined),
    [baseUrl, version],
  );

  // Every key restarts the pause (a space too: the next word is coming), but the search is for the trimmed
  // query, and one already shown is not searched again.
  const q = query.trim();
  const shownQuery = useRef<string | null>(null);
  useEffect(() => {
    latestQuery.current = q;
    if (!q) {
      shownQuery.current = null;
      setShown(null);
      return undefined;
    }
    const current = () => latestQuery.current === q;
    const key = `${version}\u0000${q}`;
    // Keys load the index chunks of the query so far (once its last word has three letters, and not again
    // for a space after it); the hits (and their text) wait for a pause.
    if (worthPreloading(q) && query === q) {
      void loadEngine()
        .then((m) => m.preloadQuery(baseUrl, q, version))
        .catch(() => undefined);
    }
    if (shownQuery.current === key) return undefined;
    const timer = setTimeout(() => {
      loadEngine()
        .then(async (m) => {
          const found = await m.searchDocs(baseUrl, q, [version]);
          const hits = await found.hits(0, boxHitLimit);
          if (!current()) return;
          shownQuery.current = key;
          setShown({query: q, hits, count: found.count});
          setActive(0);
        })
        .catch((e: unknown) => {
          if (current()) setShown({query: q, hits: [], count: 0, error: `Search is unavailable: ${String(e)}`});
        });
    }, pauseBeforeHits(query));
    return () => clearTimeout(timer);
  }, [query, q, version, baseUrl]);

  // Ctrl/Cmd+K and `/` focus the box from anywhere on the page.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSlashShortcut(event) && !isOpenSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const resultsUrl = searchRequestUrl(baseUrl, {query: query.trim(), version, all: false}, latest);
  const hits = shown?.hits ?? [];
  const expanded = open && shown !== null && query.trim() !== '';
  const go = (url: string) => {
    setOpen(false);
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (hits.length) setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      if (!query.trim()) return;
      event.preventDefault();
      go(expanded && hits[active] ? hits[active].url : resultsUrl);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={clsx('navbar__search', styles.box)} onPointerEnter={reach} onTouchStart={reach}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && hits[active] ? `${listId}-${active}` : undefined}
        placeholder={searchPlaceholder}
        className={clsx('navbar__search-input', styles.input)}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          reach();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isBrowser && !query && (
        <span className={styles.hints} aria-hidden="true">
          {searchKeymapHints().map((hint) => (
            <kbd key={hint}>{hint}</kbd>
          ))}
        </span>
      )}
      <div className={styles.dropdown} hidden={!expanded} onMouseDown={(e) => e.preventDefault()}>
        <div id={listId} role="listbox" aria-label="Search results">
          {hits.map((hit, i) => (
            <Link
              key={hit.url}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={clsx(styles.hit, i === active && styles.active)}
              to={hit.url}
              onMouseEnter={() => setActive(i)}
              onClick={() => setOpen(false)}>
              <HitText hit={hit} />
            </Link>
          ))}
        </div>
        {shown && (
          <p className={styles.status} role="status">
            {shown.error ?? (shown.count === 0 ? `No results for "${shown.query}"` : `${shown.count} pages found`)}
          </p>
        )}
        <Link className={styles.all} to={resultsUrl} onClick={() => setOpen(false)}>
          See all results
        </Link>
      </div>
    </div>
  );
}

/**
 * The local search box (config/search.ts picks it when Algolia is off): an input in the page from the first
 * paint, and Pagefind behind it, loaded when the reader reaches for the box (nothing on a page's first load
 * that can load when used: docs-dev/benchmark.md). The first hover, touch, focus, Ctrl/Cmd+K or `/` loads the search
 * code (its own chunk) and Pagefind's runtime; typing searches the version of the page (useSearchVersion).
 *
 * A combobox (WAI-ARIA 1.2 pattern): ↓/↑ move through the hits, Enter opens the highlighted one (or the
 * results page when there is none), Esc closes the list. Each hit is a link, so it also opens in a new tab.
 *
 * The search forgives (src/lib/forgivingSearch.ts): a misspelt query shows the hits of its correction under
 * "Showing results for …", with a button back to the query as typed; a query that finds nothing shows the
 * closest pages and the first page of the reader's section. On a phone the box is an icon until it is
 * touched, and no keyboard hint shows on a touch screen (styles.module.css). What is typed before the page's
 * scripts have run is kept and searched once they have.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isOpenSearchShortcut, isSlashShortcut, searchKeymapHints} from '@site/src/lib/searchShortcut';
import {boxHitLimit, pauseBeforeHits, searchPlaceholder, searchRequestUrl, worthPreloading, type Hit} from '@site/src/lib/localSearch';
import type {SectionData} from '@site/src/lib/searchWords';
import HitText, {Correction, NothingFound, SectionLink} from './HitText';
import {useSearchVersion} from './useSearchVersion';
import {useTypedBeforeHydration} from '@site/src/lib/typedBeforeHydration';
import styles from './styles.module.css';

type Engine = typeof import('@site/src/lib/pagefindClient');
let engine: Promise<Engine> | undefined;
/** The search code: loaded once per page life, on first use (it loads Pagefind's runtime of a version). */
function loadEngine(): Promise<Engine> {
  engine ??= import('@site/src/lib/pagefindClient');
  return engine;
}

interface Shown {
  /** The query as typed (trimmed) these hits are for. */
  readonly query: string;
  /** The hits, or the closest pages when nothing was found. */
  readonly hits: readonly Hit[];
  readonly count: number;
  /** What was searched instead of `query` (its correction), and the words left out of it. */
  readonly searched?: string;
  readonly dropped?: readonly string[];
  readonly section?: SectionData;
  readonly literal?: boolean;
  readonly error?: string;
}

export default function LocalSearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const {version, latest} = useSearchVersion();
  const history = useHistory();
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  /** The query the reader asked to search as typed ("Search for … instead"), until the query changes. */
  const [literalFor, setLiteralFor] = useState<string | null>(null);
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
    const literal = literalFor === q;
    const key = `${version}\u0000${q}\u0000${literal}`;
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
          const found = await m.searchDocs(baseUrl, q, [version], {literal, pathname, shownFirst: boxHitLimit});
          const hits = found.count ? await found.hits(0, boxHitLimit) : found.closest;
          if (!current()) return;
          shownQuery.current = key;
          setShown({
            query: q,
            hits,
            count: found.count,
            literal,
            ...(found.query !== q && {searched: found.query}),
            ...(found.dropped.length > 0 && {dropped: found.dropped}),
            ...(found.section && {section: found.section}),
          });
          setActive(0);
        })
        .catch((e: unknown) => {
          if (current()) setShown({query: q, hits: [], count: 0, error: `Search is unavailable: ${String(e)}`});
        });
    }, literal ? 0 : pauseBeforeHits(query));
    return () => clearTimeout(timer);
  }, [query, q, version, baseUrl, literalFor, pathname]);

  useTypedBeforeHydration(input, (typed, focused) => {
    setQuery(typed);
    if (focused) {
      reach();
      setOpen(true);
    }
  });

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
        {shown && !shown.error && shown.count > 0 && (shown.searched !== undefined || shown.dropped) && (
          <Correction className={styles.note} searched={shown.searched ?? shown.query} dropped={shown.dropped ?? []}>
            <button type="button" className={styles.literal} onClick={() => setLiteralFor(shown.query)}>
              Search for “{shown.query}” instead
            </button>
          </Correction>
        )}
        {shown && !shown.error && shown.count === 0 && <NothingFound className={styles.note} dropped={shown.dropped ?? []} closest={shown.hits.length > 0} />}
        <div id={listId} role="listbox" aria-label={shown?.count === 0 ? 'Closest pages' : 'Search results'}>
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
        {shown?.count === 0 && shown.section && (
          <SectionLink className={styles.status} section={shown.section} onClick={() => setOpen(false)} />
        )}
        <Link className={styles.all} to={resultsUrl} onClick={() => setOpen(false)}>
          See all results
        </Link>
      </div>
    </div>
  );
}

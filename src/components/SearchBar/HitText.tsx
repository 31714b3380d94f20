/**
 * A hit's text, in the box and on the results page: title (or heading), the section path, the snippet; and
 * what both say when the search forgave (src/lib/forgivingSearch.ts): the correction with the way back to the
 * query as typed, why nothing was found, the reader's section.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {excerptParts, type Hit} from '@site/src/lib/localSearch';
import type {SectionData} from '@site/src/lib/searchWords';
import styles from './styles.module.css';

/** Words as a reader reads them: “a”, “a” and “b”, “a”, “b” and “c”. */
export function quotedList(words: readonly string[]): string {
  const quoted = words.map((w) => `“${w}”`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
}

/** "Showing results for X", the words nothing matched, and `children`: the way back to the query as typed. */
export function Correction({searched, dropped, className, children}: {searched: string; dropped: readonly string[]; className?: string; children: ReactNode}): ReactNode {
  return (
    <p className={className} data-search-correction="" aria-live="polite">
      Showing results for <strong>{searched}</strong>
      {dropped.length > 0 && <> (nothing matches {quotedList(dropped)})</>}. {children}
    </p>
  );
}

/** Why nothing was found: words no page has, or no page with all of them (the closest pages follow). */
export function NothingFound({dropped, closest, className}: {dropped: readonly string[]; closest: boolean; className?: string}): ReactNode {
  if (!dropped.length && !closest) return null;
  return (
    <p className={className} data-search-nothing="" aria-live="polite">
      {dropped.length > 0 ? `No page has ${quotedList(dropped)}, nor a word close to it.` : ''}
      {dropped.length > 0 && closest ? ' ' : ''}
      {closest ? 'No page has all of these words. The closest pages:' : ''}
    </p>
  );
}

/** The first page of the reader's section, offered when nothing was found. */
export function SectionLink({section, className, onClick}: {section: SectionData; className?: string; onClick?: () => void}): ReactNode {
  return (
    <p className={className} data-search-section="">
      Browse this section from its first page:{' '}
      <Link className={styles.inlineLink} to={section.url} onClick={onClick}>
        {section.title}
      </Link>
    </p>
  );
}

export function Snippet({excerpt}: {excerpt: string}): ReactNode {
  return excerptParts(excerpt).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text));
}

export default function HitText({hit}: {hit: Hit}): ReactNode {
  return (
    <>
      <span className={styles.hitTitle}>{hit.title}</span>
      {hit.section.length > 0 && <span className={styles.hitSection}>{hit.section.join(' › ')}</span>}
      <span className={styles.hitSnippet}>
        <Snippet excerpt={hit.excerpt} />
      </span>
    </>
  );
}

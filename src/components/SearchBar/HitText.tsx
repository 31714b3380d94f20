/** A hit's text, in the box and on the results page: title (or heading), the section path, the snippet. */
import React, {type ReactNode} from 'react';
import {excerptParts, type Hit} from '@site/src/lib/localSearch';
import styles from './styles.module.css';

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

/**
 * Swizzled (wrap, Unsafe in 3.10.2: theme-classic lists no swizzle config for it; the original renders
 * unchanged). Adds the "Copy page as Markdown" button on the breadcrumbs line of every doc page. Breadcrumbs
 * also appear on category index pages, which have no Markdown: the button shows only on docs.
 */
import React, {useContext, type ComponentProps, type ReactNode} from 'react';
import DocBreadcrumbsOriginal from '@theme-original/DocBreadcrumbs';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {DocPermalink} from '@site/src/components/CopyPageButton/DocPermalink';
import {markdownUrlOf} from '@site/src/lib/pageMarkdown';
import styles from './styles.module.css';

export default function DocBreadcrumbs(props: ComponentProps<typeof DocBreadcrumbsOriginal>): ReactNode {
  const permalink = useContext(DocPermalink);
  return (
    <div className={styles.line}>
      <DocBreadcrumbsOriginal {...props} />
      {permalink !== null && <CopyPageButton markdownUrl={markdownUrlOf(permalink)} />}
    </div>
  );
}

/**
 * Swizzled (wrap, Unsafe in 3.10.2; the original is rendered unchanged; docs-dev/docusaurus.md §6).
 * Puts the page's `content_class` front matter on a wrapper of the content (docs-dev/requirements.md, "Page data").
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import ContentOriginal from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocItemContent(props: ComponentProps<typeof ContentOriginal>): ReactNode {
  const {content_class: contentClass} = useDoc().frontMatter as {content_class?: unknown};
  if (typeof contentClass !== 'string' || !contentClass) return <ContentOriginal {...props} />;
  return (
    <div className={contentClass} data-content-class={contentClass}>
      <ContentOriginal {...props} />
    </div>
  );
}

/**
 * Swizzled (wrap, Unsafe in 3.10.2; the original renders unchanged). Docusaurus writes the page's
 * description, canonical URL, `og:title`, `og:description` and `og:image` (front matter `image`, else the
 * default social card); this adds the Twitter card's own title and description and marks docs as articles.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import MetadataOriginal from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <MetadataOriginal />
      <Head>
        <meta property="og:type" content="article" />
        <meta name="twitter:title" content={metadata.title} />
        {metadata.description && <meta name="twitter:description" content={metadata.description} />}
      </Head>
    </>
  );
}

/**
 * Swizzled (wrap, Unsafe by default in 3.10.2; the original footer is rendered unchanged). Adds:
 * - the "Still have questions?" block linking to support and the community;
 * - the scroll spy of the page (it needs the doc's headings, known only inside the doc).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import FooterOriginal from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useScrollSpy} from '@site/src/components/ScrollSpy/useScrollSpy';
import StillHaveQuestions from '@site/src/components/StillHaveQuestions';

export default function DocItemFooter(props: ComponentProps<typeof FooterOriginal>): ReactNode {
  const {metadata, toc} = useDoc();
  useScrollSpy(metadata.permalink, toc);
  return (
    <>
      <StillHaveQuestions />
      <FooterOriginal {...props} />
    </>
  );
}

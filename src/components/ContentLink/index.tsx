/**
 * A link in a page's content (the MDX `a`, src/theme/MDXComponents.tsx): Docusaurus's own, except that a link to a
 * page another build of the site renders (a frozen version's: config/buildPart.ts) is a plain link that loads it,
 * which Docusaurus's link check leaves to that build; a "Changed since v1" panel links to v1's sections so.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useOtherBuild} from '@site/src/lib/siteVersions';

const A = MDXComponents.a;

export default function ContentLink(props: ComponentProps<'a'>): ReactNode {
  const otherBuild = useOtherBuild(useDocusaurusContext().siteConfig.baseUrl);
  return otherBuild(props.href) ? <A {...props} href={`pathname://${props.href}`} target="_self" /> : <A {...props} />;
}

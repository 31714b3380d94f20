/**
 * Follows @docusaurus/theme-classic/lib/theme/CodeBlock/index.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (replaced; CodeBlock is Safe in 3.10.2, and its re-mount cannot be removed by wrapping). The
 * original renders every code block a second time once the page hydrates (a `key` on `useIsBrowser()`), to
 * swap the server's light inline colours for the reader's colour mode. Here both modes share one Prism theme
 * whose colours are CSS variables (config/codeThemes.ts), so the server HTML is already right and hydration
 * keeps it: on a page with many blocks that second render was a large part of a phone's main-thread work.
 * Otherwise the same as the original: string children go to `CodeBlock/Content/String`, elements to
 * `CodeBlock/Content/Element`.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain string children joined (so the block can be copied); children with elements as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}

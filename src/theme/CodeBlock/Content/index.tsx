/**
 * Follows @docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (replaced; CodeBlock/Content is Unsafe in 3.10.2). Prism is not in the main bundle and does no work
 * when a page loads (issue 23): its grammars cost a phone about a third of the main bundle's start-up, and
 * tokenising every block again while hydrating came to a tenth of the hydration of a page of code.
 * - On the server, the block renders as the original does (`./Highlighted`: the original with Prism and the
 *   site's grammars; the render waits for it).
 * - A block the browser hydrates keeps the server's tokens: its `<code>` is left as the server wrote it, with
 *   an empty `dangerouslySetInnerHTML` that React neither compares nor writes (`suppressHydrationWarning`
 *   covers development builds), for as long as the block is on the page. The `<pre>` and `<code>` carry the
 *   original's classes and styles, so word wrap, line numbers and the buttons work on them as on the original.
 * - A block mounted later (client navigation, or the development server, which does not hydrate) loads
 *   Prism with the grammars once, showing the plain code until then.
 */
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@site/src/upstream/codeBlockContentStyles';
import {hydratesServerHtml} from '@site/src/upstream/hydration';

const Highlighted = lazy(() => import('./Highlighted'));


/**
 * The original's `<pre>` and `<code>`: the `<code>` as the server wrote it (`serverTokens`), or the plain code
 * while Prism loads.
 */
function Block({className, serverTokens}: {className?: string; serverTokens: boolean}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: {counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined},
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the original: the block scrolls with the keyboard
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={theme.plain}>
      {serverTokens ? <code {...codeProps} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning /> : <code {...codeProps}>{metadata.code}</code>}
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once: a block that was hydrated keeps the server's tokens for its whole life.
  const [keepsServerTokens] = useState(hydratesServerHtml && !isBrowser);
  if (keepsServerTokens) return <Block className={props.className} serverTokens />;
  if (!ExecutionEnvironment.canUseDOM) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<Block className={props.className} serverTokens={false} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}

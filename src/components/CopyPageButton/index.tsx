/**
 * "Copy page as Markdown": fetches the page's Markdown (written by the build beside the page, see
 * src/lib/pageMarkdown.ts) and puts it on the clipboard, saying so. Beside it, a plain link to the
 * Markdown, which also works without JavaScript.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {copyText} from '@site/src/lib/pageMarkdown';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const labels: Record<State, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed: open the Markdown',
};

export default function CopyPageButton({markdownUrl}: {readonly markdownUrl: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    setState('copying');
    try {
      const res = await fetch(markdownUrl);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await copyText(await res.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`button button--sm button--outline button--secondary ${styles.button}`}
        data-state={state}
        disabled={state === 'copying'}
        onClick={() => void copy()}>
        {labels[state]}
      </button>
      <a className={styles.link} href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {state === 'copied' ? 'The page is on your clipboard as Markdown.' : ''}
      </span>
    </div>
  );
}

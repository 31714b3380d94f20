/**
 * Swizzled (wrap, Safe): the search box of whichever search is on (config/search.ts), plus the `/`
 * shortcut that @easyops-cn/docusaurus-search-local 0.55.3 lacks (it takes one keymap, used for Ctrl/Cmd+K).
 * The listener focuses the input inside this wrapper; DocSearch renders a button here and handles `/`
 * itself, so there it finds no input and does nothing.
 */
import React, {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {isSlashShortcut} from '@site/src/lib/searchShortcut';

type Props = ComponentProps<typeof SearchBar>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = scope.current?.querySelector('input');
      if (!input || !isSlashShortcut(event)) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div ref={scope} className="search-bar-scope">
      <SearchBar {...props} />
    </div>
  );
}

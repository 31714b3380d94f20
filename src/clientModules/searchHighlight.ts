/**
 * Highlights, on the page opened from a search hit, the terms searched for (`?_highlight=cron&_highlight=job`,
 * put there by src/lib/localSearch.ts `withHighlight`). mark.js loads only on such a page (src/lib/lazyMark.ts).
 * Registered by plugins/searchPlugin.ts, in the default build only.
 */
import type {ClientModule} from '@docusaurus/types';
import LazyMark from '@site/src/lib/lazyMark';
import {highlightTerms} from '@site/src/lib/localSearch';

let marked: InstanceType<typeof LazyMark> | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    marked?.unmark();
    marked = undefined;
    const terms = highlightTerms(location.search);
    const article = document.querySelector('article .theme-doc-markdown') ?? document.querySelector('article');
    if (terms.length === 0 || !article) return;
    marked = new LazyMark(article);
    marked.mark(terms, {exclude: ['pre', 'code .token', '.hash-link']});
  },
};

export default clientModule;

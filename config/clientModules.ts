/**
 * Every client module of the site (modules the browser runs on every page, before the app renders), in one list
 * for docusaurus.config.ts (issue 36: they were registered in four places). The code blocks' token colours, a
 * stylesheet plugins/sitePlugin.ts writes when it loads, come with that plugin; the performance layer's swapped
 * modules are not client modules (plugins/upstream/).
 */
import path from 'node:path';

const clientModule = (file: string) => path.join(__dirname, '..', 'src', 'clientModules', file);

export function clientModules(search: 'local' | 'algolia'): string[] {
  return [
    // A `.html` copy of a page starts the app on its slash route (docs-dev/docusaurus.md §1).
    clientModule('htmlCopy.ts'),
    clientModule('prefetchOnIntent.ts'),
    clientModule('tabMemory.ts'),
    clientModule('chunkFailure.ts'),
    clientModule('sections.ts'),
    // A click or Enter on a figure enlarges it; the zoom's code loads on that first use.
    clientModule('figureZoom.ts'),
    // The local search marks a hit's terms on the page it opens; DocSearch does its own.
    ...(search === 'local' ? [clientModule('searchHighlight.ts')] : []),
  ];
}

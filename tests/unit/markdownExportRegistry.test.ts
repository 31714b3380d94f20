/**
 * Every component a page can use has a Markdown export (plugins/lib/markdownExport/components.ts): those every
 * page has (src/theme/MDXComponents.tsx) and those pages import from src/components/.
 */
import fs from 'node:fs';
import path from 'node:path';
import MDXComponents from '@site/src/theme/MDXComponents';
import OriginalMDXComponents from '@theme-original/MDXComponents';
import {componentExports} from '@site/plugins/lib/markdownExport/components';

const componentsDir = path.join(__dirname, '..', '..', 'src', 'components');

/**
 * Components of the theme (and the search results page, a route of plugins/searchPlugin.ts; the route of another
 * build's pages, of plugins/docsPlugin.ts; the MDX `a`), never written in a page.
 */
const notForPages = new Set(['VersionMenu', 'DocTabs', 'StillHaveQuestions', 'ChunkFailure', 'ScrollSpy', 'CopyPageButton', 'LimitRows', 'GuideCardList', 'SearchPage', 'DesktopOnly', 'OtherBuild', 'ContentLink']);

const globalNames = Object.keys(MDXComponents).filter((k) => /^[A-Z]/.test(k) && !(k in OriginalMDXComponents));
const importableNames = fs
  .readdirSync(componentsDir)
  .filter((d) => fs.existsSync(path.join(componentsDir, d, 'index.tsx')))
  .flatMap((d) => {
    const src = fs.readFileSync(path.join(componentsDir, d, 'index.tsx'), 'utf8');
    const named = [...src.matchAll(/^export function ([A-Z]\w+)\(/gm)].map((m) => m[1]!);
    return /^export default function/m.test(src) ? [d, ...named] : named;
  });
const names = [...new Set([...globalNames, ...importableNames])].filter((n) => !notForPages.has(n));

describe('Markdown export registry', () => {
  it('finds the components', () => expect(names).toEqual(expect.arrayContaining(['Tabs', 'TabItem', 'Limit', 'LimitsTable'])));
  it.each(names)('has an export for <%s>', (name) => expect(componentExports[name]).toBeDefined());
});

/**
 * What the search index (Pagefind, plugins/searchPlugin.ts) reads of a built page: the doc's own text, marked
 * up with Pagefind's attributes, and nothing of the page's chrome. Pure, tested in tests/unit/searchIndexHtml.test.ts.
 *
 * - Only doc pages are indexed: a page without Docusaurus's `.theme-doc-markdown` element (the 404 page, the
 *   search page, a redirect stub) gives `undefined`.
 * - The indexed part is that element (`data-pagefind-body`): its `<h1>` title, headings and text. The navbar,
 *   sidebar, breadcrumbs, table of contents, "Still have questions?" block and footer lie outside it.
 * - Pagefind weighs `<h1>` above `<h2>`…`<h6>` above body text by default; code blocks get `codeWeight`; tab
 *   buttons (the same "Node.js / Python" on many pages) and the headings' `#` links are not indexed
 *   (`pagefindExcludeSelectors`, given to Pagefind by plugins/searchPlugin.ts).
 * - `data-pagefind-filter="version:…"`: the version label, which names a hit's version when the results page's
 *   "All versions" switch merges the versions' indexes (each version has its own: plugins/searchPlugin.ts).
 *
 * The built HTML is minified and leaves out optional end tags (`</p>`, `</td>`, `</tr>`), which Pagefind's
 * streaming parser does not infer: a table after an unclosed `<p>` lost its words. So the doc content is
 * parsed here (htmlparser2, which infers them) and given to Pagefind written out whole; only that part of the
 * page is parsed (from its start to the end of its `<article>`), which halves the time of a whole-page parse.
 */

import {DomUtils, parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import {docContentHtml, docContentStart} from './pageData';

/** Weight of the text in code blocks (body text is 1, an `<h2>` 6, the title 7). */
export const codeWeight = 0.25;

/** What Pagefind leaves out of every page's body: tab buttons and the headings' `#` links (a zero-width space). */
export const pagefindExcludeSelectors = ['[role=tablist]', '.hash-link'] as const;

/** The docs version of a built page, from the `docs-version-<name>` class Docusaurus puts on `<html>`. */
export function pageVersionName(html: string): string | undefined {
  const root = /<html\b[^>]*\bclass=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const classes = (root?.[1] ?? root?.[2] ?? '').split(/\s+/);
  return classes.find((c) => c.startsWith('docs-version-'))?.slice('docs-version-'.length);
}

const hasClass = (el: Element, name: string): boolean => (el.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * The HTML Pagefind indexes for a built doc page (its doc content written out whole, marked as the body with
 * the version filter, code blocks weighted), or `undefined` for a page that is no doc.
 */
export function searchableHtml(html: string, versionLabel: string): string | undefined {
  // The doc content element, found as the page data finds it (plugins/lib/pageData.ts); a page with none, or two, is no doc.
  if ((html.match(new RegExp(docContentStart.source, 'g')) ?? []).length !== 1) return undefined;
  const doc = parseDocument(docContentHtml(html)!);
  const body = DomUtils.findOne((el) => el.name === 'div' && hasClass(el, 'theme-doc-markdown'), doc.children, false);
  if (!body) return undefined;
  body.attribs['data-pagefind-body'] = '';
  body.attribs['data-pagefind-filter'] = `version:${versionLabel}`;
  for (const pre of DomUtils.findAll((el) => el.name === 'pre', body.children)) {
    pre.attribs['data-pagefind-weight'] = String(codeWeight);
  }
  return `<!doctype html><html lang="en"><body>${DomUtils.getOuterHTML(body)}</body></html>`;
}

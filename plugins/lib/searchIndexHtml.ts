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
 * - The other names of what the page is about (src/data/searchSynonyms.ts): the aliases of a term in its title
 *   in the metadata field `synonyms`, of a term in one of its `h2`/`h3` headings in `section_synonyms`
 *   (plugins/lib/searchSynonyms.ts); Pagefind searches metadata and ranks by it (src/lib/localSearch.ts).
 *
 * The built HTML is minified and leaves out optional end tags (`</p>`, `</td>`, `</tr>`), which Pagefind's
 * streaming parser does not infer: a table after an unclosed `<p>` lost its words. So the doc content is
 * parsed here (htmlparser2, which infers them) and given to Pagefind written out whole; only that part of the
 * page is parsed (from its start to the end of its `<article>`), which halves the time of a whole-page parse.
 */

import {DomUtils, parseDocument} from 'htmlparser2';
import {Element} from 'domhandler';
import {docContentHtml, docContentStart} from './pageData';
import {pageSynonyms, synonymFields} from './searchSynonyms';
import type {SearchSynonym} from '../../src/data/searchSynonyms';

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

/** Text of an element as a reader sees it: without the headings' `#` link (a zero-width space), spaces collapsed. */
const textOf = (el: Element): string => DomUtils.textContent(el).replace(/[\u200b\s]+/g, ' ').trim();

/** A doc page as Pagefind indexes it, and the synonym entries applied to it (by term). */
export interface SearchablePage {
  readonly html: string;
  readonly synonyms: readonly string[];
}

/**
 * The HTML Pagefind indexes for a built doc page (its doc content written out whole, marked as the body with
 * the version filter, code blocks weighted, the aliases of `synonyms` whose term is in its title or a
 * heading), or `undefined` for a page that is no doc.
 */
export function searchablePage(html: string, versionLabel: string, synonyms: readonly SearchSynonym[] = []): SearchablePage | undefined {
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
  const h1 = DomUtils.findOne((el) => el.name === 'h1', body.children);
  const headings = DomUtils.findAll((el) => el.name === 'h2' || el.name === 'h3', body.children).map(textOf);
  const applied = pageSynonyms(synonyms, h1 ? textOf(h1) : '', headings);
  for (const [field, entries] of [[synonymFields.title, applied.title], [synonymFields.heading, applied.heading]] as const) {
    const aliases = [...new Set(entries.flatMap((e) => e.aliases))];
    // An empty element whose attribute gives the field its value: nothing of it is page text.
    if (aliases.length) DomUtils.prependChild(body, new Element('span', {'data-pagefind-meta': `${field}:${aliases.join(' ')}`}));
  }
  return {
    html: `<!doctype html><html lang="en"><body>${DomUtils.getOuterHTML(body)}</body></html>`,
    synonyms: [...applied.title, ...applied.heading].map((e) => e.term),
  };
}

/** The HTML Pagefind indexes for a built doc page, without synonyms (`searchablePage`), or `undefined` for a page that is no doc. */
export function searchableHtml(html: string, versionLabel: string): string | undefined {
  return searchablePage(html, versionLabel)?.html;
}

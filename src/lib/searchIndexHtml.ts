/**
 * What the search index (Pagefind, config/searchPlugin.ts) reads of a built page: the doc's own text, marked
 * up with Pagefind's attributes, and nothing of the page's chrome. Pure, tested in tests/unit/searchIndexHtml.test.ts.
 *
 * - Only doc pages are indexed: a page without Docusaurus's `.theme-doc-markdown` (the 404 page, the search
 *   page, a redirect stub) gives `undefined`.
 * - The indexed part is that element alone (`data-pagefind-body`): its `<h1>` title, headings and text. The
 *   navbar, sidebar, breadcrumbs, table of contents, "Still have questions?" block and footer lie outside it.
 * - Pagefind weighs `<h1>` above `<h2>`…`<h6>` above body text by default; code blocks get `codeWeight`, and
 *   tab buttons (the same "Node.js / Python" on many pages) are not indexed.
 * - `data-pagefind-filter="version:…"`: the version label; a search filters on the reader's version, or on
 *   none when the results page's "All versions" switch is on (one index for all versions: config/searchPlugin.ts).
 */
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';

/** Weight of the text in code blocks (body text is 1, an `<h2>` 6, the title 7). */
export const codeWeight = 0.25;

/** The docs version of a built page, from the `docs-version-<name>` class Docusaurus puts on `<html>`. */
export function pageVersionName(html: string): string | undefined {
  const root = /<html\b[^>]*\bclass=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const classes = (root?.[1] ?? root?.[2] ?? '').split(/\s+/);
  return classes.find((c) => c.startsWith('docs-version-'))?.slice('docs-version-'.length);
}

const hasClass = (el: Element, name: string): boolean => (el.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * The HTML Pagefind indexes for a built doc page (its `.theme-doc-markdown`, annotated), or `undefined` for a
 * page that is no doc.
 */
export function searchableHtml(html: string, versionLabel: string): string | undefined {
  const doc = parseDocument(html);
  const body = DomUtils.findOne((el) => el.name === 'div' && hasClass(el, 'theme-doc-markdown'), doc.children, true);
  if (!body) return undefined;
  body.attribs['data-pagefind-body'] = '';
  body.attribs['data-pagefind-filter'] = `version:${versionLabel}`;
  for (const pre of DomUtils.findAll((el) => el.name === 'pre', body.children)) {
    pre.attribs['data-pagefind-weight'] = String(codeWeight);
  }
  // Tab buttons (the same "Node.js / Python" on many pages) and the headings' `#` links (a zero-width space).
  for (const el of DomUtils.findAll((e) => e.attribs.role === 'tablist' || hasClass(e, 'hash-link'), body.children)) {
    el.attribs['data-pagefind-ignore'] = 'all';
  }
  return `<!doctype html><html lang="en"><body>${DomUtils.getOuterHTML(body)}</body></html>`;
}

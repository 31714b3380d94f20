/**
 * Anchors and the links to them, read from a page's MDX source the way the build sees them, so a broken
 * `#anchor` is reported with its file, line and link as written, before any bundling:
 * - the build (plugins/anchorCheckPlugin.ts) checks every link of every doc, same page and other pages;
 * - `npx tsx scripts/check-mdx.ts FILE…` checks the links of the files it is given.
 *
 * An anchor is what Docusaurus's broken-anchor check collects on a rendered page: the id of every `##`–`######`
 * heading (github-slugger over the heading text, or the explicit `{#custom-id}` / `{/* #custom-id *\/}`,
 * exactly as @docusaurus/mdx-loader's `headings` plugin computes it; the h1 is slugged but is no anchor) and
 * the `id` of `<Link>`, `<Details>`/`<details>` and `<Heading>` elements. An `id` on a plain JSX element
 * (`<a id="x">`, `<div id="x">`) is in the HTML but Docusaurus does not count it: it is reported as such.
 *
 * Pure: files are read through the `readFile` callback.
 */
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import type {Heading, Nodes, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {frontMatterBlock} from './frontMatter';
import {mdLinkFile} from './mdLinks';
import {addTrailingSlash} from '@docusaurus/utils-common';

/** Elements whose `id` Docusaurus collects as an anchor (core `Link`, theme `Details`, `Heading`). */
const anchorElements = new Set(['Link', 'Details', 'details', 'Heading']);
/** Elements whose href Docusaurus leaves unchecked (plain JSX `<a>`), and `<Link to>`, which it checks. */
const linkElements: Readonly<Record<string, string>> = {a: 'href', Link: 'to'};

export interface PageAnchors {
  /** Ids Docusaurus counts as anchors. */
  readonly anchors: ReadonlySet<string>;
  /** Ids on plain JSX elements: in the HTML, but not anchors for the build's check. */
  readonly plainIds: ReadonlySet<string>;
}

export interface PageLink {
  /** The link as written: `../limits.md#memory`, `#setup`, `/docs/limits/#memory`. */
  readonly url: string;
  /** 1-based line in the file. */
  readonly line: number;
}

export interface ParsedPage {
  readonly anchors: PageAnchors;
  readonly links: readonly PageLink[];
  /** Relative `.md`/`.mdx` imports (partials): their headings render on this page. */
  readonly partials: readonly string[];
}

/** The front matter and HTML comments blanked out, keeping every line where it is. */
function blankOut(source: string): string {
  const keepLines = (s: string) => s.replace(/[^\n]/g, '');
  return source
    .replace(frontMatterBlock, keepLines)
    .replace(/<!--[\s\S]*?-->/g, keepLines);
}

/** The MDX tree of a page, parsed as the build does (MDX, GFM, directives; `{#id}` headings escaped first). */
export function parsePageTree(source: string): Root {
  return fromMarkdown(escapeMarkdownHeadingIds(blankOut(source)), {
    extensions: [mdxjs(), gfm(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

/** mdast-util-to-string's text of nodes (what the mdx-loader's `headings` plugin slugs). */
function toString(value: Nodes | readonly Nodes[]): string {
  if (Array.isArray(value)) return value.map((n: Nodes) => toString(n)).join('');
  const node = value as Nodes;
  if ('value' in node) return node.value;
  if ('alt' in node && node.alt) return node.alt;
  return 'children' in node ? toString(node.children as Nodes[]) : '';
}

/** Calls `visit` on `node` and every node below it, in document order. */
export function walk(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

/** `{/* #my-id *\/}` or `{/* my-id *\/}` as the heading's last child, as the mdx-loader reads it. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const m = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(last.value);
  const first = m?.[1]?.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The id Docusaurus gives each heading, in order (the slugger numbers repeated texts: `setup`, `setup-1`). */
export function headingIds(tree: Root): {depth: number; id: string}[] {
  const slugger = createSlugger();
  const ids: {depth: number; id: string}[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const explicit = commentId(node);
    if (explicit) {
      ids.push({depth: node.depth, id: explicit});
      return;
    }
    const textNodes = node.children.filter((c) => !['html', 'jsx'].includes(c.type));
    const text = toString(textNodes.length > 0 ? textNodes : node);
    const id = parseMarkdownHeadingId(text, 'classic').id ?? slugger.slug(text);
    ids.push({depth: node.depth, id});
  });
  return ids;
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/**
 * A change the build makes to the tree before headings get their ids (the docs' `beforeDefaultRemarkPlugins`,
 * such as `<OpenApiOperations />` expanding into headings). `file` is relative to the site.
 */
export type TreeTransform = (tree: Root, file: string) => void;

export function parsePage(source: string, file = '', transform?: TreeTransform): ParsedPage {
  const tree = parsePageTree(source);
  transform?.(tree, file);
  const anchors = new Set(headingIds(tree).filter((h) => h.depth > 1).map((h) => h.id));
  const plainIds = new Set<string>();
  const links: PageLink[] = [];
  const partials: string[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link' || node.type === 'definition') links.push({url: node.url, line});
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const id = attribute(node, 'id');
      if (id !== undefined) (anchorElements.has(node.name ?? '') ? anchors : plainIds).add(id);
      const hrefAttribute = linkElements[node.name ?? ''];
      const href = hrefAttribute && attribute(node, hrefAttribute);
      if (href) links.push({url: href, line});
    } else if (node.type === 'mdxjsEsm') {
      for (const m of node.value.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/g)) partials.push(m[1]!);
    }
  });
  for (const id of anchors) plainIds.delete(id);
  return {anchors: {anchors, plainIds}, links, partials};
}

/** A page of the site: its source file (relative to the site, `docs/limits.md`) and public path (`/docs/limits/`). */
export interface SitePage {
  readonly file: string;
  readonly permalink: string;
}

export interface AnchorProblem {
  /** The page with the link, relative to the site. */
  readonly file: string;
  readonly line: number;
  /** The link as written. */
  readonly link: string;
  /** The anchor, decoded, without `#`. */
  readonly anchor: string;
  /** The page the anchor was looked for on (the file itself for a same-page link). */
  readonly target: string;
  /** The target's anchor closest to the missing one, if any is close. */
  readonly closest?: string;
  /** The anchor is an id on a plain JSX element, which the build does not count. */
  readonly plainId: boolean;
}

export interface AnchorCheckOptions {
  /** Reads a site-relative file (`docs/limits.md`). */
  readonly readFile: (file: string) => string;
  /** The site's base URL, `/docs/`; without pages, only same-page and `.md` links are checked. */
  readonly baseUrl?: string;
  /** Every page, for links by URL (`/docs/limits/#x`, `../limits/#x`) and for `.md` links. */
  readonly pages?: readonly SitePage[];
  /** What the build does to a page's tree before headings get their ids. */
  readonly transform?: TreeTransform;
  /**
   * Pages parsed by an earlier check, by file, with the text they were parsed from: a page whose text is the
   * same is not parsed again (the development server checks every page after each edit; issue 35).
   */
  readonly parsedPages?: Map<string, {readonly source: string; readonly page: ParsedPage | null}>;
}

/** Any text that could be a link with a `#` (Markdown inline or reference link, `href`/`to` attribute). */
const mayLinkToAnchor = /\]\([^)\s]*#|\]\(<[^>]*#|\]:\s*<?\S*#|\b(?:href|to)=["'][^"']*#/;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  let prev = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

export function closestAnchor(missing: string, anchors: Iterable<string>): string | undefined {
  let best: {id: string; d: number} | undefined;
  for (const id of anchors) {
    const d = id.startsWith(missing) || missing.startsWith(id) ? 1 : distance(missing, id);
    if (!best || d < best.d) best = {id, d};
  }
  return best && best.d <= Math.max(3, missing.length / 2) ? best.id : undefined;
}

/**
 * Creates a checker that finds the broken anchors of pages, parsing each file at most once. A link whose
 * page is unknown (not a doc, a redirect, a missing file) is left to the build's link checks.
 */
export function createAnchorChecker(options: AnchorCheckOptions): (file: string) => AnchorProblem[] {
  const parsed = new Map<string, ParsedPage | null>();
  const parse = (file: string, onlyIfLinked = false): ParsedPage | null => {
    if (!parsed.has(file)) {
      let page: ParsedPage | null = null;
      try {
        const source = options.readFile(file);
        // Parsing is the cost: a page with no link to an anchor at all is not parsed for its links.
        if (onlyIfLinked && !mayLinkToAnchor.test(source)) return null;
        const earlier = options.parsedPages?.get(file);
        page = earlier?.source === source ? earlier.page : parsePage(source, file, options.transform);
        options.parsedPages?.set(file, {source, page});
      } catch {
        // Unreadable or not valid MDX: the MDX compile reports it.
      }
      parsed.set(file, page);
    }
    return parsed.get(file)!;
  };
  const anchorsCache = new Map<string, PageAnchors | null>();
  const anchorsOf = (file: string, depth = 0): PageAnchors | null => {
    if (!anchorsCache.has(file)) {
      const page = parse(file);
      if (!page || depth > 5) return page?.anchors ?? null;
      const anchors = new Set(page.anchors.anchors);
      const plainIds = new Set(page.anchors.plainIds);
      for (const partial of page.partials) {
        const included = anchorsOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), partial)), depth + 1);
        included?.anchors.forEach((a) => anchors.add(a));
        included?.plainIds.forEach((a) => plainIds.add(a));
      }
      anchorsCache.set(file, {anchors, plainIds});
    }
    return anchorsCache.get(file)!;
  };
  const pages = options.pages ?? [];
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const byPermalink = new Map(pages.map((p) => [addTrailingSlash(p.permalink), p]));
  const baseUrl = options.baseUrl ?? '/';

  /** The site-relative file a link points into, or undefined when it is not a known page. */
  function targetFile(from: string, url: string): string | undefined {
    if (url.startsWith('#')) return from;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
    const pathname = url.replace(/[?#].*$/, '');
    const file = mdLinkFile(from, pathname);
    if (file !== undefined) return pages.length === 0 || byFile.has(file) ? file : undefined;
    const self = byFile.get(from);
    if (!self) return undefined;
    let resolved: string;
    if (pathname.startsWith('/')) resolved = pathname.startsWith(baseUrl) ? pathname : `${baseUrl}${pathname.replace(/^\/+/, '')}`;
    else resolved = new URL(pathname, `http://site${addTrailingSlash(self.permalink)}`).pathname;
    return byPermalink.get(addTrailingSlash(safeDecode(resolved)))?.file;
  }

  return (file) => {
    const page = parse(file, true);
    if (!page) return [];
    const problems: AnchorProblem[] = [];
    for (const {url, line} of page.links) {
      const hashAt = url.indexOf('#');
      if (hashAt < 0 || hashAt === url.length - 1) continue; // no anchor, or a bare `#`: Docusaurus skips those too
      const target = targetFile(file, url);
      if (target === undefined) continue;
      const targetAnchors = anchorsOf(target);
      if (!targetAnchors) continue;
      const anchor = safeDecode(url.slice(hashAt + 1));
      if (targetAnchors.anchors.has(anchor)) continue;
      const closest = closestAnchor(anchor, targetAnchors.anchors);
      problems.push({file, line, link: url, anchor, target, plainId: targetAnchors.plainIds.has(anchor), ...(closest && {closest})});
    }
    return problems;
  };
}

/** One line: file and line, the link, what is missing where, and what is expected. */
export function formatAnchorProblem(p: AnchorProblem): string {
  const where = p.target === p.file ? 'this page' : p.target;
  const expected = p.plainId
    ? `"${p.anchor}" is the id of a plain JSX element, which Docusaurus does not count as an anchor: put it on a heading ({#${p.anchor}})`
    : `expected the id of a heading of ${where}${p.closest ? ` (closest: #${p.closest})` : ''}, or an explicit {#${p.anchor}} on one`;
  return `Broken anchor in ${p.file}${p.line ? `:${p.line}` : ' (in generated content)'}: the link "${p.link}" points to #${p.anchor}, which ${where} does not have; ${expected}.`;
}

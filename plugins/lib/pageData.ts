/**
 * Page data (its fields: docs-dev/requirements.md, "Page data"): one entry per page of every version, written by the build as
 * `/docs/page-data.json` (plugins/docsExportPlugin.ts). The headers are read from the page's built HTML,
 * so they are exactly the h2-h6 the reader sees, with the same anchors.
 */
import {parseDocument} from 'htmlparser2';
import type {AnyNode, Element} from 'domhandler';
import {routeInVersion} from '../../src/lib/versionSwitch';
import type {DocsVersion} from '../../config/versions';

export interface PageHeader {
  /** 2 to 6 */
  readonly level: number;
  /** The heading's text as shown (without the "#" link). */
  readonly title: string;
  /** The heading's anchor: `/docs/page/#<slug>`. */
  readonly slug: string;
}

export interface PageDataEntry {
  /** Page title. */
  readonly title: string;
  /** The page's front matter (with the short flags' Docusaurus keys added, config/frontMatter.ts). */
  readonly frontmatter: Readonly<Record<string, unknown>>;
  /** Public path: `/docs/code/nodejs/`, `/docs/v1/quickstart/`. */
  readonly regularPath: string;
  /** Source file inside its version's folder: `code/nodejs/index.md`. */
  readonly relativePath: string;
  /** Stable page identifier: `<version label>:<doc id>`, e.g. `v2:code/nodejs/index`. */
  readonly key: string;
  /** Route inside its version: `/code/nodejs/` (the form of route-lists/*.txt). */
  readonly path: string;
  /** The page's h2-h6, in order. */
  readonly headers: readonly PageHeader[];
}

/** The fields of an entry, in the order the file writes them. */
export const pageDataFields = ['title', 'frontmatter', 'regularPath', 'relativePath', 'key', 'path', 'headers'] as const;

/** What an entry needs of a doc and its version, as the docs plugin loads them. */
export interface PageDataDoc {
  readonly id: string;
  readonly title: string;
  readonly permalink: string;
  /** `@site/docs/code/nodejs/index.md` */
  readonly source: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}
/** What an entry needs of its version, from the site model (config/versions.ts). */
export type PageDataVersion = Pick<DocsVersion, 'label' | 'path' | 'contentDir'>;

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

function visibleText(nodes: AnyNode[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text') return (n as unknown as {data: string}).data;
      if ('children' in n && !(n.type === 'tag' && hasClass(n as Element, 'hash-link'))) return visibleText(n.children as AnyNode[]);
      return '';
    })
    .join('');
}

/** Clean text of a heading: no zero-width spaces, single spaces. */
export function headingText(raw: string): string {
  return raw.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** The doc content element (`.theme-doc-markdown`, a `<div>`), its class quoted or not as the minifier left it. */
export const docContentStart = /<div\s[^>]*?\bclass=(?:"(?:[^"]*\s)?theme-doc-markdown[\s"]|theme-doc-markdown[\s>])/;
const divTag = /<(\/?)div(?=[\s>/])/g;
/** One h2-h6 element, from its opening to its closing tag (headings do not nest). */
const headingElement = /<h([2-6])(?=[\s>/])[\s\S]*?<\/h\1\s*>/g;

/** The HTML of the doc content element: from its opening tag to its matching `</div>` (or the end). */
export function docContentHtml(html: string): string | undefined {
  const start = html.search(docContentStart);
  if (start === -1) return undefined;
  let depth = 0;
  divTag.lastIndex = start;
  for (let m = divTag.exec(html); m; m = divTag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  return html.slice(start);
}

/**
 * The h2-h6 of a built page's content (`.theme-doc-markdown`), with their anchors. Only the headings are
 * parsed (htmlparser2), found by their tags in the content element: parsing the whole content was a sixth of
 * the Markdown export's time. In the built HTML `<div` and `<h2` only open elements (React writes
 * `<` in text as `&lt;`, and code blocks are text); tests/site/builtFiles.test.ts compares every built page's
 * headers with a full parse by jsdom.
 */
export function pageHeaders(html: string): PageHeader[] {
  const content = docContentHtml(html);
  if (content === undefined) return [];
  return [...content.matchAll(headingElement)].map((m) => {
    const h = parseDocument(m[0]).children[0] as Element;
    return {level: Number(m[1]), title: headingText(visibleText(h.children)), slug: h.attribs.id ?? ''};
  });
}

export function pageDataEntry(doc: PageDataDoc, version: PageDataVersion, headers: readonly PageHeader[]): PageDataEntry {
  const sourcePath = doc.source.replace(/^@site\//, '');
  const prefix = `${version.contentDir}/`;
  if (!sourcePath.startsWith(prefix)) throw new Error(`page data: ${sourcePath} is not in ${version.contentDir}/`);
  const route = routeInVersion(doc.permalink, version.path);
  if (route === undefined) throw new Error(`page data: ${doc.permalink} is not under ${version.path}`);
  return {
    title: doc.title,
    frontmatter: doc.frontMatter,
    regularPath: doc.permalink,
    relativePath: sourcePath.slice(prefix.length),
    key: `${version.label}:${doc.id}`,
    path: route,
    headers,
  };
}

/**
 * The types the Markdown export's parts share: the page's context, and how a component reads as Markdown (its
 * own module, so ./index.ts and ./components.ts do not import each other).
 */
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {RootContent} from 'mdast';
import type {CardSourceDoc} from '../guideCards';

export interface ExportContext {
  /** The source file, relative to the site (for messages). */
  readonly file: string;
  /** Docs version name of the page ('current', 'v1'…), for version-specific values. */
  readonly versionName: string;
  /** Makes a link or image URL of the source usable outside the site (absolute). */
  readonly resolveUrl: (url: string) => string;
  /** The docs of the page's version, for components that list pages. */
  readonly versionDocs: readonly CardSourceDoc[];
  /** Public base of the version: '/docs/' or '/docs/v1/'. */
  readonly versionBase: string;
  /** Site origin, e.g. 'https://pipedream.com'. */
  readonly siteOrigin: string;
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export interface ElementInput {
  readonly element: JsxElement;
  readonly props: Readonly<Record<string, unknown>>;
  /** Renders nodes of the source (e.g. the element's children) to plain Markdown. */
  readonly render: (nodes: readonly RootContent[]) => RootContent[];
  readonly ctx: ExportContext;
}

/** How one component reads as Markdown: flow or phrasing nodes (phrasing is wrapped as needed). */
export type ComponentExport = (input: ElementInput) => RootContent[];

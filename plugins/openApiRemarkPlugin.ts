/**
 * A remark plugin of the docs: `<OpenApiOperations />` on a page becomes the endpoint sections generated
 * from openapi/pipedream.yaml (plugins/lib/openapi/mdast.ts): headings, tables, `<Tabs>`/`<TabItem>`, code
 * blocks. Runs before Docusaurus's own plugins (`beforeDefaultRemarkPlugins`), so the generated headings get
 * their ids and TOC entries and the links their checks like written ones; nothing is left for the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {siteUrls} from '../src/data/platform';
import {openApiMarker, restApiExtraAnchors} from '../src/data/restApi';
import {loadOpenApi} from './lib/openapi/document';
import {pageLinkResolver} from './lib/openapi/links';
import {operationsTree} from './lib/openapi/mdast';

export interface OpenApiRemarkOptions {
  readonly siteDir: string;
}

type Parent = {children: RootContent[]};

/** The endpoint sections for a page, by its site-relative source file. */
export function operationsForPage(siteDir: string, pageFile: string): RootContent[] {
  const {doc} = loadOpenApi(siteDir);
  return operationsTree(doc, {
    baseUrl: siteUrls.api,
    link: pageLinkResolver({pageFile, exists: (f) => fs.existsSync(path.join(siteDir, f))}),
    extraAnchors: restApiExtraAnchors,
  });
}

/** Replaces every `<OpenApiOperations />` of the tree, in place. */
export function expandOpenApiMarkers(tree: Root, siteDir: string, pageFile: string): void {
  const visit = (parent: Parent) => {
    parent.children = parent.children.flatMap((node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === openApiMarker) return operationsForPage(siteDir, pageFile);
      if ('children' in node) visit(node as unknown as Parent);
      return [node];
    });
  };
  visit(tree);
}

export default function openApiRemarkPlugin(options: OpenApiRemarkOptions) {
  return (tree: Root, file: {path?: string}): void => {
    const pageFile = path.relative(options.siteDir, file.path ?? '').split(path.sep).join('/');
    expandOpenApiMarkers(tree, options.siteDir, pageFile);
  };
}

/**
 * Broken anchors, found from the sources once every doc is loaded, before any bundling (plugins/lib/anchors.ts):
 * every link of every doc of every version with a `#anchor`, on the same page (`#setup`) or another
 * (`../limits.md#memory`, `/docs/limits/#memory`, `/limits/#memory`, `<a href="…#memory">`), is looked up
 * in the target page's headings and explicit ids. One line per broken link names the file and line, the
 * link as written and what is expected; the build stops.
 *
 * Docusaurus's own check (`onBrokenAnchors: 'throw'`) still runs after rendering, but it names the route,
 * not the file, shows the resolved URL instead of the link as written, comes after the whole build, and
 * never sees the links of plain JSX `<a href>` elements.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Root} from 'mdast';
import {createAnchorChecker, formatAnchorProblem, type AnchorCheckOptions as CheckOptions, type SitePage, type TreeTransform} from './lib/anchors';

export const anchorCheckPluginName = 'pipedream-anchor-check';

/** A writer's mistake, not a crash: its stack is left out so the message is what the build log shows. */
export class BrokenAnchorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrokenAnchorError';
    this.stack = `${this.name}: ${message}`;
  }
}

/** The docs of every version as site pages: `docs/limits.md` at `/docs/limits/`. */
export function sitePages(content: LoadedContent): SitePage[] {
  return content.loadedVersions.flatMap((version) =>
    version.docs.map((doc) => ({file: doc.source.replace(/^@site\//, ''), permalink: doc.permalink})),
  );
}

/** The plugin's options: the docs plugin's own, of which it reads `beforeDefaultRemarkPlugins`. */
export interface AnchorCheckOptions {
  readonly beforeDefaultRemarkPlugins?: readonly unknown[];
}

type Transformer = (tree: Root, file: {path: string}) => unknown;

/**
 * The docs' `beforeDefaultRemarkPlugins` as one tree transform: the changes the build makes before headings
 * get their ids (`<OpenApiOperations />` becomes the endpoint headings). Each plugin is called as unified
 * would, with its options; its transformer must be synchronous.
 */
export function remarkTransform(siteDir: string, plugins: readonly unknown[] = []): TreeTransform {
  const transformers = plugins.map((entry) => {
    const [attacher, options] = Array.isArray(entry) ? entry : [entry, undefined];
    return (attacher as (options: unknown) => Transformer)(options);
  });
  return (tree, file) => {
    for (const transformer of transformers) {
      const result = transformer(tree, {path: path.resolve(siteDir, file)});
      if (result instanceof Promise) throw new Error(`${anchorCheckPluginName}: a remark plugin before the default ones is asynchronous`);
    }
  };
}

/** Every broken anchor of the pages, one line each. */
export function brokenAnchorMessages(
  siteDir: string,
  baseUrl: string,
  pages: readonly SitePage[],
  transform?: TreeTransform,
  parsedPages?: CheckOptions['parsedPages'],
): string[] {
  const readFile = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');
  const check = createAnchorChecker({readFile, baseUrl, pages, ...(transform && {transform}), ...(parsedPages && {parsedPages})});
  return pages.flatMap((page) => check(page.file)).map(formatAnchorProblem);
}

/** `options`: the docs plugin's options (typed `unknown` as the config's plugin list takes it). */
export default function anchorCheckPlugin(context: LoadContext, options?: unknown): Plugin {
  const transform = remarkTransform(context.siteDir, (options as AnchorCheckOptions | undefined)?.beforeDefaultRemarkPlugins);
  // Kept across the development server's reloads: after an edit, only the pages whose text changed are parsed again.
  const parsedPages: NonNullable<CheckOptions['parsedPages']> = new Map();
  return {
    name: anchorCheckPluginName,
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error(`${anchorCheckPluginName}: the docs plugin's content is missing`);
      const messages = brokenAnchorMessages(context.siteDir, context.baseUrl, sitePages(docs), transform, parsedPages);
      if (messages.length > 0) {
        // Printed at once too: Docusaurus reports the error only at the end of a long cause chain.
        for (const m of messages) console.error(`[ERROR] ${m}`);
        throw new BrokenAnchorError(messages.join('\n'));
      }
    },
  };
}

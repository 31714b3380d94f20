/**
 * A page compiled as the build compiles it, for scripts/check-mdx.ts: Docusaurus's own MDX processor
 * (@docusaurus/mdx-loader over @mdx-js/mdx, with its preprocessing, remark plugins and the MDX 1 compat
 * options) and the docs' `beforeDefaultRemarkPlugins` (plugins/docsRemarkPlugins.ts). Compiling is the check
 * that the page is valid MDX; on the way, two plugins keep copies of the tree for the checks of
 * scripts/lib/pageProblems.ts: as written, and once the site's own plugins have expanded their elements.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {DEFAULT_MARKDOWN_CONFIG, preprocessContent, createProcessorUncached, type SimpleProcessor, type MdxLoaderOptions as Options} from '../../plugins/upstream/mdxLoader';
import {beforeDefaultRemarkPlugins} from '../../plugins/docsRemarkPlugins';
import type {PageTrees} from './pageProblems';

type Kept = {written?: Root; expanded?: Root};

/**
 * A remark plugin that keeps a copy of the tree as it is at its place in the list, by file path: outside the
 * file's data, which a failed compile does not return.
 */
const keepTree = (kept: Map<string, Kept>, key: keyof Kept) => () => (tree: Root, file: {path: string}) => {
  kept.set(file.path, {...kept.get(file.path), [key]: structuredClone(tree)});
};

export interface CompiledPage {
  /** The trees, when the page parsed (also when a later step of the compile failed). */
  readonly trees?: PageTrees;
  /** Why the page does not compile, and the line of the file, when the compiler says. */
  readonly error?: {readonly message: string; readonly line?: number};
}

export type PageCompiler = (file: string, source: string, frontMatter: Record<string, unknown>) => Promise<CompiledPage>;

/**
 * A compiler for the pages of the site at `siteDir`. The site's config changes no markdown option the
 * compile uses (only `parseFrontMatter`, checked apart, and the broken-link hook, for links this script
 * checks itself), so Docusaurus's defaults are the build's options here.
 */
export async function createPageCompiler(siteDir: string): Promise<PageCompiler> {
  const kept = new Map<string, Kept>();
  const options: Options = {
    siteDir,
    staticDirs: [path.join(siteDir, 'static')],
    markdownConfig: DEFAULT_MARKDOWN_CONFIG,
    admonitions: true, // the docs plugin's default, which the site keeps
    beforeDefaultRemarkPlugins: [keepTree(kept, 'written'), ...beforeDefaultRemarkPlugins, keepTree(kept, 'expanded')],
  };
  const processor: SimpleProcessor = await createProcessorUncached({options, format: 'mdx'});
  return async (file, source, frontMatter) => {
    const text = preprocessContent({fileContent: source, filePath: file, markdownConfig: options.markdownConfig, admonitions: options.admonitions});
    let error: CompiledPage['error'];
    try {
      await processor.process({content: text, filePath: file, frontMatter, compilerName: 'server'});
    } catch (e) {
      const err = e as Error & {reason?: string; line?: number};
      error = {message: err.reason ?? err.message, ...(typeof err.line === 'number' && {line: err.line})};
    }
    const {written, expanded} = kept.get(file) ?? {};
    kept.delete(file);
    return {...(written && expanded && {trees: {text, written, expanded}}), ...(error && {error})};
  };
}

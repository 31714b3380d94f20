/**
 * Docusaurus's own MDX processor, from the private modules of @docusaurus/mdx-loader and @docusaurus/core 3.10.2
 * (their `lib/` paths are not public API): scripts/lib/mdxPage.ts compiles a page with it as the build does, for
 * `check-mdx`. The upgrade checklist: docs-dev/upgrading.md.
 */
export {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
export {default as preprocessContent} from '@docusaurus/mdx-loader/lib/preprocessor';
export {createProcessorUncached, type SimpleProcessor} from '@docusaurus/mdx-loader/lib/processor';
export type {Options as MdxLoaderOptions} from '@docusaurus/mdx-loader/lib/options';

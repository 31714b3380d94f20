/**
 * The CSS module of theme-classic's CodeBlock/Content (3.10.2; a `lib/` path, not public API): the site's
 * CodeBlock/Content (src/theme/CodeBlock/Content) gives its `<pre>` and `<code>` the original's classes, so the
 * blocks it keeps from the server and the ones the original renders are styled as one (docs-dev/upgrading.md).
 */
export {default} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

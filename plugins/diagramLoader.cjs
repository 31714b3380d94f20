// @ts-check
/**
 * The loader of a diagram's figure (plugins/remarkDiagrams.ts, issue 42): the page's MDX requires the figure's
 * module (`require("!!…/diagramLoader.cjs!…/<hash>.diagram").default`, JSON written by
 * plugins/lib/diagrams.ts writeDiagramModule) for its `dangerouslySetInnerHTML` and its `data-diagram`.
 *
 * Docusaurus compiles a page's MDX once for both bundles (mdx-loader's crossCompilerCache), but each bundler
 * runs this loader itself, so the figure's content differs by bundle while the page's code does not:
 * - the server's (SSR, target node…): the SVG and caption, so the page's HTML holds the diagram inline, as
 *   it must with JavaScript off;
 * - the browser's, in a production build: only an empty SVG of the same size (the space) and the caption.
 *   The SVG is emitted as `assets/diagrams/<hash>.svg` (hashed, so served immutable), the URL `data-diagram`
 *   gives. Hydration keeps the server's SVG (React leaves what `dangerouslySetInnerHTML` holds as it is, and
 *   sets it again only when its string changes); after a client navigation, src/clientModules/figureZoom.ts
 *   fetches that file into the space. So no JavaScript chunk carries the SVG;
 * - the development server's: the SVG inline, as before (no server rendering there to hold it).
 *
 * Plain CommonJS: the bundler loads it without the TypeScript loader.
 */
const crypto = require('node:crypto');

/**
 * @typedef {{svg: string, space: string, caption: string}} DiagramModule
 * @typedef {{resourcePath: string, target?: unknown, mode?: string, emitFile(name: string, content: string): void}} Context
 */

/** @param {string} svg */
const assetName = (svg) => `assets/diagrams/${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;

/** @this {Context} @param {string} source */
module.exports = function diagramLoader(source) {
  /** @type {DiagramModule} */
  const {svg, space, caption} = JSON.parse(source);
  const target = [this.target].flat().join(' ');
  if (!target) throw new Error(`${this.resourcePath}: the bundler gave the diagram loader no target`);
  const server = /^node/.test(target);
  const name = assetName(svg);
  if (!server) this.emitFile(name, svg);
  const html = server || this.mode !== 'production' ? svg + caption : space + caption;
  return `export default {__html: ${JSON.stringify(html)}, src: __webpack_public_path__ + ${JSON.stringify(name)}};\n`;
};

module.exports.assetName = assetName;

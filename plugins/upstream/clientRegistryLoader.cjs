// @ts-check
/**
 * A loader for the browser build of Docusaurus's generated chunk registry (`.docusaurus/registry.js`, read by
 * plugins/sitePlugin.ts). Each entry is `[loader, module path, module id]`; the module path serves react-loadable
 * on the server only (it reports which modules a page rendered, through a context the browser never sets), yet
 * the browser's main bundle carries it for every page: about 50 bytes a page. Here it becomes `0`. The import
 * loses its chunk name too: a named chunk has an entry in two maps of the bundler's runtime, which every page
 * loads (the chunk's file name, and Docusaurus's name-to-id map for `prefetch`, which this site turns off:
 * src/clientModules/prefetchOnIntent.ts), about 14 bytes gzip a chunk; an unnamed one is its id. And the
 * entries that only one route group uses leave the main bundle for that group's chunk (plugins/upstream/routeGroups.cjs).
 *
 * Plain CommonJS: the bundler loads it without the TypeScript loader. The generated format is Docusaurus
 * 3.10's; a line in another shape fails the build with the line, rather than leaving paths in the bundle.
 */
const path = require('node:path');
const {planFromDir} = require('./routeGroups.cjs');

const entry = /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \2, (require\.resolveWeak\(\2\)\],?(?:\};)?)$/;
const frame = /^(export default \{|\};|)$/;

/**
 * @param {string} source the generated registry module
 * @returns {string} the same module with each entry's module path replaced by 0, its chunk unnamed
 */
function clientRegistry(source) {
  return source
    .split('\n')
    .map((line, i) => {
      const m = entry.exec(line);
      if (m) return `${/** @type {string} */ (m[1]).replace(/\/\* webpackChunkName: "[^"]+" \*\/ /, '')}, 0, ${m[3]}`;
      if (frame.test(line.trim())) return line;
      throw new Error(`[pipedream-site] .docusaurus/registry.js line ${i + 1} is not an entry of the shape this loader knows (plugins/upstream/clientRegistryLoader.cjs): ${line.slice(0, 200)}`);
    })
    .join('\n');
}

/**
 * The registry without the entries of `grouped` (chunk names a route group carries instead).
 * @param {string} source a registry module, one entry a line
 * @param {ReadonlyMap<string, string>} grouped
 */
function withoutGrouped(source, grouped) {
  return source
    .split('\n')
    .flatMap((line) => {
      const m = /^\s*"([^"]+)": \[/.exec(line);
      if (!m || !grouped.has(/** @type {string} */ (m[1]))) return [line];
      // Docusaurus closes the object on the last entry's line.
      return line.endsWith('};') ? ['};'] : [];
    })
    .join('\n');
}

/** @this {{resourcePath: string, addDependency(file: string): void}} @param {string} source */
module.exports = function clientRegistryLoader(source) {
  const {plan} = planFromDir(path.dirname(this.resourcePath), (f) => this.addDependency(f));
  return withoutGrouped(clientRegistry(source), plan.groupOfChunk);
};
module.exports.clientRegistry = clientRegistry;
module.exports.withoutGrouped = withoutGrouped;

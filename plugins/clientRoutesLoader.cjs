// @ts-check
/**
 * A loader for the browser build of Docusaurus's generated route table (`.docusaurus/routes.js`, read by
 * plugins/sitePlugin.ts): its `ComponentCreator` becomes the site's lazy one (src/lib/lazyComponentCreator.tsx),
 * which builds a route's component when the route is first preloaded or rendered instead of building every
 * route's when the main bundle starts.
 *
 * Plain CommonJS: the bundler loads it without the TypeScript loader. The import line is Docusaurus 3.10's; a
 * table without it fails the build, rather than leaving the eager components in the bundle.
 */
const path = require('node:path');

const importLine = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const lazyCreator = path.join(__dirname, '..', 'src', 'lib', 'lazyComponentCreator.tsx');

/**
 * @param {string} source the generated route table
 * @returns {string} the same table, its routes' components created on first use
 */
function clientRoutes(source) {
  const at = source.indexOf(importLine);
  if (at === -1 || source.indexOf(importLine, at + 1) !== -1) {
    throw new Error(`[pipedream-site] .docusaurus/routes.js does not import ComponentCreator once as this loader knows (plugins/clientRoutesLoader.cjs): ${importLine}`);
  }
  return source.replace(importLine, `import ComponentCreator from ${JSON.stringify(lazyCreator)};`);
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function clientRoutesLoader(source) {
  return clientRoutes(source);
};
module.exports.clientRoutes = clientRoutes;

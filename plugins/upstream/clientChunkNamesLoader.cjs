// @ts-check
/**
 * A loader for the browser build of Docusaurus's generated `.docusaurus/routesChunkNames.json` (read by
 * plugins/sitePlugin.ts): the chunk names of the routes in route groups leave the main bundle for their group's
 * chunk (plugins/upstream/routeGroups.cjs), which adds them back when it loads (src/upstream/routeGroups.ts).
 *
 * Plain CommonJS: the bundler loads it without the TypeScript loader.
 */
const path = require('node:path');
const {planFromDir} = require('./routeGroups.cjs');

/**
 * @param {Record<string, unknown>} chunkNames
 * @param {ReadonlyMap<string, string>} groupOfRoute route key (`path-hash`) to its group
 * @returns {Record<string, unknown>} the entries of the routes in no group
 */
function mainChunkNames(chunkNames, groupOfRoute) {
  // A grouped route whose key is not in the file: Docusaurus's key scheme (`path-hash`, core's codegenRoutes.js)
  // moved, and every page's chunk names would stay in the main bundle unnoticed (docs-dev/upgrading.md).
  const missing = [...groupOfRoute.keys()].filter((key) => !Object.hasOwn(chunkNames, key));
  if (missing.length) {
    throw new Error(`[pipedream-site] .docusaurus/routesChunkNames.json has no entry for ${missing.length} grouped routes (first: ${missing[0]}): the route key scheme of @docusaurus/core changed (plugins/upstream/clientChunkNamesLoader.cjs, docs-dev/upgrading.md)`);
  }
  return Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !groupOfRoute.has(key)));
}

/** @this {{resourcePath: string, addDependency(file: string): void}} @param {string} source */
module.exports = function clientChunkNamesLoader(source) {
  const {plan} = planFromDir(path.dirname(this.resourcePath), (f) => this.addDependency(f));
  return JSON.stringify(mainChunkNames(JSON.parse(source), plan.groupOfRoute));
};
module.exports.mainChunkNames = mainChunkNames;

// @ts-check
/**
 * A loader for the browser build of Docusaurus's generated route table (`.docusaurus/routes.js`, read by
 * plugins/sitePlugin.ts). Two changes, both for first-load JS (issue 23):
 * - its `ComponentCreator` becomes the site's lazy one (src/upstream/lazyComponentCreator.tsx), which builds a
 *   route's component when the route is first preloaded or rendered instead of building every route's when
 *   the main bundle starts;
 * - the docs versions' page routes leave the main bundle for route groups (plugins/upstream/routeGroups.cjs): the
 *   table keeps each list empty and exports `routeGroups`; the same file requested with `?group=<key>` is that
 *   group's module.
 *
 * Plain CommonJS: the bundler loads it without the TypeScript loader. The import line is Docusaurus 3.10's; a
 * table without it fails the build, rather than leaving the eager components in the bundle.
 */
const path = require('node:path');
const fs = require('node:fs');
const {groupModuleCode, groupQuery, mainTableCode, planFromDir, registryLines} = require('./routeGroups.cjs');
const {clientRegistry} = require('./clientRegistryLoader.cjs');

const importLine = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const lazyCreator = path.join(__dirname, '..', '..', 'src', 'upstream', 'lazyComponentCreator.tsx');

/**
 * The browser's main route table: the routes of `source` with the lazy creator, each docs version's pages in
 * groups loaded by path.
 * @param {string} source the generated route table
 * @param {import('./routeGroups.cjs').Plan} plan its groups (`planRouteGroups` of `readRouteTable(source)`)
 * @param {string} self the table's own request (its groups are it with a query)
 * @returns {string}
 */
function clientRoutes(source, plan, self = './routes.js') {
  const at = source.indexOf(importLine);
  if (at === -1 || source.indexOf(importLine, at + 1) !== -1) {
    throw new Error(`[pipedream-site] .docusaurus/routes.js does not import ComponentCreator once as this loader knows (plugins/upstream/clientRoutesLoader.cjs): ${importLine}`);
  }
  return mainTableCode(plan, lazyCreator, self);
}

/**
 * @this {{resourcePath: string, resourceQuery: string, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function clientRoutesLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const {plan, chunkNames} = planFromDir(dir, (f) => this.addDependency(f));
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const key = query.get(groupQuery.replace('=', ''));
  if (key === null) return clientRoutes(source, plan);
  const registryFile = path.join(dir, 'registry.js');
  this.addDependency(registryFile);
  this.addDependency(require.resolve('./clientRegistryLoader.cjs'));
  const registry = registryLines(clientRegistry(fs.readFileSync(registryFile, 'utf8')));
  return groupModuleCode(plan, key, chunkNames, registry, lazyCreator);
};
module.exports.clientRoutes = clientRoutes;

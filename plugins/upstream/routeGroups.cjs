// @ts-check
/**
 * The browser's route table in groups (issue 23: first-load JS flat in the page count). Docusaurus puts every
 * route of the site in the main bundle three times over: the route table (`.docusaurus/routes.js`), the chunk
 * names of each route (`routesChunkNames.json`) and the loader of each chunk (`registry.js`), about 50 bytes
 * gzip a page that every reader downloads on every page.
 *
 * Here, in the browser build only, each list of leaf routes (a docs version's pages, under its DocRoot route)
 * is cut into groups of at most `maxRoutesPerGroup` routes, consecutive in path order, and each group becomes
 * a chunk of its own: its routes, their chunk names and the registry entries only they use. The main bundle
 * keeps the rest of the table, the list left empty, and for each list the first path of each group with the
 * group's loader (`routeGroups`). The browser loads the group of a path before it matches it
 * (src/upstream/routeGroups.ts, called by the app's preload: src/upstream/preload.ts). The server build keeps
 * Docusaurus's table as it is.
 *
 * Plain CommonJS: the bundler's loaders (plugins/upstream/clientRoutesLoader.cjs, plugins/upstream/clientRegistryLoader.cjs)
 * load it without the TypeScript loader. Pure but for `planFromDir`, which reads the generated files.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

/** Routes in a group, at most: about 3 KB gzip of table, chunk names and loaders, one request. */
const maxRoutesPerGroup = 48;

/** The request of a group's module: the route table itself with the group's key as its query. */
const groupQuery = 'group=';

/**
 * @typedef {{path: string, hash: string}} ComponentRef
 * @typedef {{path: string, component: ComponentRef, exact?: boolean, routes?: RouteNode[], [key: string]: unknown}} RouteNode
 * @typedef {{index: number, route: RouteNode}} Placed
 * @typedef {{key: string, start: string, routes: Placed[]}} Group
 * @typedef {{list: RouteNode[], kept: Placed[], groups: Group[]}} Split
 * @typedef {{table: RouteNode[], splits: Split[], groupOfChunk: Map<string, string>, groupOfRoute: Map<string, string>}} Plan
 */

/**
 * Reads the route table Docusaurus generates (an ES module of object literals and `ComponentCreator(path,
 * hash)` calls) into data, each component as `{path, hash}`.
 * @param {string} source
 * @returns {RouteNode[]}
 */
function readRouteTable(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'result = ');
  /** @type {{ComponentCreator: (path: string, hash: string) => ComponentRef, result: unknown}} */
  const context = {ComponentCreator: (p, hash) => ({path: p, hash}), result: undefined};
  try {
    vm.runInNewContext(body, context, {timeout: 10_000});
  } catch (e) {
    throw new Error(`[pipedream-site] .docusaurus/routes.js is not a route table this build can read (plugins/upstream/routeGroups.cjs): ${String(e)}`);
  }
  if (!Array.isArray(context.result)) {
    throw new Error('[pipedream-site] .docusaurus/routes.js does not export an array of routes as default (plugins/upstream/routeGroups.cjs)');
  }
  return /** @type {RouteNode[]} */ (context.result);
}

/** @param {RouteNode} route */
const routeKey = (route) => `${route.component.path}-${route.component.hash}`;

/** Comparison as the browser makes it (src/upstream/routeGroups.ts): case-insensitive, as routes match. */
const sortKey = (/** @type {string} */ p) => p.toLowerCase();

/**
 * The chunk names of a route's entry in `routesChunkNames.json`, at any depth.
 * @param {unknown} value
 * @returns {string[]}
 */
function chunkNamesIn(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * Which lists are cut, into which groups, and which chunk names and routes go with each group. A list is cut
 * when it has two routes or more and none of them has routes of its own. A chunk name goes with a group when
 * only that group's routes use it; one used by routes of the main table or of two groups stays in main.
 * @param {RouteNode[]} table
 * @param {Record<string, unknown>} chunkNames the generated `routesChunkNames.json`
 * @param {number} [max]
 * @returns {Plan}
 */
function planRouteGroups(table, chunkNames, max = maxRoutesPerGroup) {
  /** @type {Split[]} */
  const splits = [];
  /** @param {RouteNode[]} list */
  const visit = (list) => {
    for (const route of list) {
      const children = route.routes;
      if (!children) continue;
      if (children.length >= 2 && children.every((c) => !c.routes)) {
        // The list's own index route (a docs version's home) stays: theme-common looks the site's home page up
        // in the table (`useHomePageRoute`, for the breadcrumbs' home link) on every page.
        const all = children.map((r, index) => ({index, route: r}));
        const placed = all.filter(({route: r}) => r.path !== route.path);
        const kept = all.filter(({route: r}) => r.path === route.path);
        placed.sort((a, b) => (sortKey(a.route.path) < sortKey(b.route.path) ? -1 : sortKey(a.route.path) > sortKey(b.route.path) ? 1 : a.index - b.index));
        const count = Math.ceil(placed.length / max);
        const size = Math.ceil(placed.length / count);
        /** @type {Group[]} */
        const groups = [];
        for (let i = 0; i < count; i++) {
          const routes = placed.slice(i * size, (i + 1) * size);
          groups.push({key: `${splits.length}.${i}`, start: sortKey(/** @type {Placed} */ (routes[0]).route.path), routes});
        }
        splits.push({list: children, kept, groups});
      } else {
        visit(children);
      }
    }
  };
  visit(table);

  /** @type {Map<string, string>} */
  const groupOfRoute = new Map();
  for (const split of splits) for (const g of split.groups) for (const {route} of g.routes) groupOfRoute.set(routeKey(route), g.key);
  /** @type {Map<string, Set<string>>} */
  const users = new Map();
  for (const [key, value] of Object.entries(chunkNames)) {
    const user = groupOfRoute.get(key) ?? 'main';
    for (const name of chunkNamesIn(value)) {
      const set = users.get(name) ?? new Set();
      set.add(user);
      users.set(name, set);
    }
  }
  /** @type {Map<string, string>} */
  const groupOfChunk = new Map();
  for (const [name, set] of users) {
    const [only = 'main'] = set;
    if (set.size === 1 && only !== 'main') groupOfChunk.set(name, only);
  }
  return {table, splits, groupOfChunk, groupOfRoute};
}

/**
 * A route as code, its component built by `ComponentCreator` and its routes by `children`.
 * @param {RouteNode} route
 * @param {(routes: RouteNode[]) => string} children
 */
function routeCode(route, children) {
  const fields = Object.entries(route).map(([k, v]) => {
    if (k === 'component') return `component: ComponentCreator(${JSON.stringify(route.component.path)}, ${JSON.stringify(route.component.hash)})`;
    if (k === 'routes') return `routes: ${children(/** @type {RouteNode[]} */ (v))}`;
    return `${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return `{${fields.join(', ')}}`;
}

/**
 * The main bundle's route table: Docusaurus's (the plan's), each cut list left with its index route only, and
 * `routeGroups`: for each list, the index route's place in it, the first path of each group (in order) and its
 * loader.
 * @param {Plan} plan
 * @param {string} creator the module that exports `ComponentCreator`
 * @param {string} self the route table's request, to which the group's query is added
 */
function mainTableCode(plan, creator, self) {
  const listName = new Map(plan.splits.map((s, i) => [s.list, `list${i}`]));
  /** @param {RouteNode} route @returns {string} */
  const code = (route) => routeCode(route, listCode);
  /** @param {RouteNode[]} list @returns {string} */
  const listCode = (list) => listName.get(list) ?? `[\n${list.map(code).join(',\n')}\n]`;
  const groups = plan.splits.map((s, i) => {
    const starts = JSON.stringify(s.groups.map((g) => g.start));
    const loads = s.groups.map((g) => `() => import(/* webpackChunkName: "routes-${g.key}" */ ${JSON.stringify(`${self}?${groupQuery}${g.key}`)})`);
    return `{routes: list${i}, kept: ${JSON.stringify(s.kept.map((k) => k.index))}, starts: ${starts}, load: [${loads.join(', ')}]}`;
  });
  return [
    `import ComponentCreator from ${JSON.stringify(creator)};`,
    ...plan.splits.map((s, i) => `const list${i} = [${s.kept.map(({route}) => code(route)).join(', ')}];`),
    `export default ${listCode(plan.table)};`,
    `export const routeGroups = [${groups.join(',\n')}];`,
    '',
  ].join('\n');
}

/**
 * A group's module: its routes (each with its place in the list), their chunk names, and the registry entries
 * that only this group uses, as lines of the browser's registry (`registryEntries`).
 * @param {Plan} plan
 * @param {string} key
 * @param {Record<string, unknown>} chunkNames
 * @param {Map<string, string>} registryEntries chunk name to its registry line (`"name": [...]`)
 * @param {string} creator
 */
function groupModuleCode(plan, key, chunkNames, registryEntries, creator) {
  const group = plan.splits.flatMap((s) => s.groups).find((g) => g.key === key);
  if (!group) throw new Error(`[pipedream-site] no route group ${key} in the route table (plugins/upstream/routeGroups.cjs)`);
  const names = Object.fromEntries(group.routes.map(({route}) => [routeKey(route), chunkNames[routeKey(route)]]));
  const entries = [...plan.groupOfChunk].filter(([, g]) => g === key).map(([name]) => {
    const line = registryEntries.get(name);
    if (!line) throw new Error(`[pipedream-site] chunk ${name} of route group ${key} is not in .docusaurus/registry.js (plugins/upstream/routeGroups.cjs)`);
    return line;
  });
  return [
    `import ComponentCreator from ${JSON.stringify(creator)};`,
    `export const routes = [\n${group.routes.map(({index, route}) => `[${index}, ${routeCode(route, () => '[]')}]`).join(',\n')}\n];`,
    `export const chunkNames = ${JSON.stringify(names)};`,
    `export const registry = {\n${entries.join(',\n')}\n};`,
    '',
  ].join('\n');
}

/** The registry's entries by chunk name (`"name": [...]`, from its lines). @param {string} registry */
function registryLines(registry) {
  /** @type {Map<string, string>} */
  const lines = new Map();
  for (const line of registry.split('\n')) {
    const m = /^\s*("([^"]+)": \[.*\])/.exec(line);
    if (m) lines.set(/** @type {string} */ (m[2]), /** @type {string} */ (m[1]));
  }
  return lines;
}

/** @type {{source: string, chunkNames: string, plan: Plan} | undefined} */
let last;

/**
 * The plan for the generated files in `dir` (`.docusaurus`), read from disk; the loaders of the three files
 * each ask, so the last one is kept.
 * @param {string} dir
 * @param {(file: string) => void} addDependency
 * @returns {{plan: Plan, chunkNames: Record<string, unknown>}}
 */
function planFromDir(dir, addDependency) {
  const routesFile = path.join(dir, 'routes.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  addDependency(routesFile);
  addDependency(chunkNamesFile);
  // This file too: the bundler's persistent cache keeps a loader's output until one of its dependencies changes.
  addDependency(__filename);
  const source = fs.readFileSync(routesFile, 'utf8');
  const chunkNamesText = fs.readFileSync(chunkNamesFile, 'utf8');
  if (!last || last.source !== source || last.chunkNames !== chunkNamesText) {
    last = {source, chunkNames: chunkNamesText, plan: planRouteGroups(readRouteTable(source), JSON.parse(chunkNamesText))};
  }
  return {plan: last.plan, chunkNames: JSON.parse(chunkNamesText)};
}

module.exports = {maxRoutesPerGroup, groupQuery, readRouteTable, planRouteGroups, mainTableCode, groupModuleCode, registryLines, planFromDir};

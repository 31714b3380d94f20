/**
 * The browser's route groups (plugins/upstream/routeGroups.cjs): each docs version's pages are in groups of a few
 * dozen routes, loaded by path, so the main bundle does not grow with the page count. `ensureRoutes(pathname)`
 * loads the group a path falls in, if any, and adds its routes to their list (in their original order), its
 * chunk names and its registry entries to Docusaurus's: after it, Docusaurus matches and renders the path as
 * if the whole table had been there. The app's preload calls it before matching (src/upstream/preload.ts).
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {matchPath} from 'react-router-dom';
import routes, {routeGroups, type RouteGroupList} from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import {addScriptsOneATask, readChunkFilesFirst, type BundlerRequire} from './chunkFiles';

declare const __webpack_require__: BundlerRequire | undefined;

// The files of the chunks a group loads are in the group, not in the bundler's runtime (plugins/upstream/routeGroupChunkFiles.ts);
// the chunks' scripts are added one a task (./chunkFiles.ts).
if (typeof __webpack_require__ !== 'undefined') {
  readChunkFilesFirst(__webpack_require__, self as unknown as Record<string, unknown>);
  addScriptsOneATask(__webpack_require__);
}

/** The index of the group `pathname` falls in: the last whose first path is not after it. */
export function groupIndex(starts: readonly string[], pathname: string): number {
  // Routes match with or without the trailing slash and in any case; the starts are lower-cased slash paths.
  const key = (pathname.endsWith('/') ? pathname : `${pathname}/`).toLowerCase();
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (starts[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const lists = new Map(routeGroups.map((list) => [list.routes, list]));
/** The routes each list starts with (its index route), in no group. */
const kept = new Map(routeGroups.map((list) => [list, list.routes.slice()]));
const loading = new Map<string, Promise<void>>();
const placed = new Map<RouteGroupList, (readonly [number, RouteConfig])[]>();

function loadGroup(list: RouteGroupList, index: number, pathname: string): Promise<void> {
  const key = `${routeGroups.indexOf(list)}.${index}`;
  let load = loading.get(key);
  // A path the main table already has (a version's home) needs no group.
  if (!load && kept.get(list)!.some((route) => matchPath(pathname, route))) return Promise.resolve();
  if (!load) {
    load = list.load[index]!().then(
      (group) => {
        Object.assign(routesChunkNames, group.chunkNames);
        Object.assign(registry, group.registry);
        const all = [...(placed.get(list) ?? list.kept.map((at, i) => [at, kept.get(list)![i]!] as const)), ...group.routes];
        all.sort((a, b) => a[0] - b[0]);
        placed.set(list, all);
        list.routes.splice(0, list.routes.length, ...all.map(([, route]) => route));
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** Loads the route group `pathname` falls in (none if it is in no grouped list); resolves once its routes are in the table. */
export function ensureRoutes(pathname: string): Promise<void> {
  let list: RouteGroupList | undefined;
  for (const {route} of matchRoutes(routes, pathname)) list = (route.routes && lists.get(route.routes)) || list;
  return list ? loadGroup(list, groupIndex(list.starts, pathname), pathname) : Promise.resolve();
}

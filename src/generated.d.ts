/** Modules resolved at build time: data files the site's plugins write into `.docusaurus/`, and aliases. */
declare module '@generated/pipedream-guide-cards/default/guide-cards.json' {
  const data: unknown;
  export default data;
}

/** The search box of the search that is on: an alias set by config/search.ts. */
declare module '@pipedream/search-bar' {
  import type {ComponentType} from 'react';
  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}

/**
 * The browser build's route table also exports its route groups (plugins/upstream/routeGroups.cjs): each docs
 * version's page list, left with its index route, with the first path of each group and its loader. Read by
 * src/upstream/routeGroups.ts only; the server build's table has no such export.
 */
declare module '@generated/routes' {
  import type {RouteConfig} from 'react-router-config';

  export interface RouteGroupModule {
    /** The group's routes, each with its place in the list. */
    readonly routes: readonly (readonly [number, RouteConfig])[];
    readonly chunkNames: Record<string, unknown>;
    readonly registry: Record<string, unknown>;
  }
  export interface RouteGroupList {
    /** The list the groups fill (a route's `routes`): until one loads, its index route only (if any). */
    readonly routes: RouteConfig[];
    /** The places in the list of the routes it starts with. */
    readonly kept: readonly number[];
    /** Each group's first path, lower-cased, in order. */
    readonly starts: readonly string[];
    readonly load: readonly (() => Promise<RouteGroupModule>)[];
  }
  export const routeGroups: readonly RouteGroupList[];
}

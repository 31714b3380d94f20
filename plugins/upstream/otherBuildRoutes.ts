/**
 * The routes of the pages another part of the site renders (config/buildPart.ts: each frozen version is a build of its
 * own, issue 39), added to the docs root route so that Docusaurus's link check knows them and an in-app link there
 * loads the page from the server (src/components/OtherBuild):
 * - the latest version's build: each frozen version's path;
 * - a frozen version's build: everything else under the base URL, as a catch-all route beside the version's own.
 *
 * Bound to a private shape of Docusaurus 3.10.2 (pinned in ./pins.ts): the catch-all only works because
 * `sortRoutes` (@docusaurus/core/lib/server/plugins/routeConfig.js) places a child route whose path is the base URL
 * last, and a parent route whose path holds another's (`/docs/v1/` holds `/docs/`) before it, so the version's own
 * route is matched first. tests/unit/frozenVersions.test.ts runs the routes through that function and react-router's
 * matching, so an upgrade that changes the order fails there, not on every page of a frozen version.
 */
import type {RouteConfig} from '@docusaurus/types';
import {flattenRoutes} from '@docusaurus/utils';
import type {BuildPart} from '../../config/buildPart';
import {siteModel, type SiteModel} from '../../config/versions';

/** The component of the pages another build renders (src/components/OtherBuild): an in-app link there loads the page. */
export const otherBuildComponent = '@site/src/components/OtherBuild';

/** The docs root route (`root`, at `baseUrl`) with the routes of the pages the other parts of the site render. */
export function withOtherBuildRoutes(root: RouteConfig, part: BuildPart, baseUrl: string, model: SiteModel = siteModel): RouteConfig {
  if (root.path !== baseUrl) return root;
  const leaf = (p: string): RouteConfig => ({path: p, exact: false, component: otherBuildComponent});
  const other =
    part.kind === 'latest'
      ? model.versions.filter((v) => !v.isLatest).map((v) => leaf(v.path))
      : part.kind === 'frozen'
        ? // The exact one is the home page of the breadcrumbs (theme-common's useHomePageRoute), as in the whole site.
          [{...leaf(baseUrl), routes: [{...leaf(baseUrl), exact: true}, leaf(baseUrl)]}]
        : [];
  return other.length ? {...root, routes: [...(root.routes ?? []), ...other]} : root;
}

/**
 * The paths of `routes` that more than one final route has: Docusaurus's own duplicate check
 * (@docusaurus/core/lib/server/routes.js `handleDuplicateRoutes`). A frozen version's build turns that check off
 * (docusaurus.config.ts `onDuplicateRoutes`), as the home page and the catch-all above share the base URL on purpose,
 * and the docs plugin (plugins/docsPlugin.ts) runs this one on the version's own routes instead.
 */
export function duplicateRoutePaths(routes: readonly RouteConfig[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const {path} of flattenRoutes([...routes])) (seen.has(path) ? duplicates : seen).add(path);
  return [...duplicates];
}

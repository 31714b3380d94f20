/**
 * Follows @docusaurus/core/lib/client/preload.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for `@docusaurus/core/lib/client/preload.js` in the browser build (plugins/sitePlugin.ts), as
 * Docusaurus 3.10.2 writes it but for one step: the route group of the path is loaded first
 * (src/upstream/routeGroups.ts), so the routes it matches are in the table. Docusaurus calls it before hydrating
 * the first page, before rendering each navigation, and on a link's hover or focus.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {ensureRoutes} from '@site/src/upstream/routeGroups';

export default function preload(pathname: string): Promise<unknown[]> {
  // As Docusaurus's: a malformed address throws here, before anything loads.
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(paths.map(ensureRoutes)).then(() =>
    Promise.all(paths.flatMap((p) => matchRoutes(routes, p)).map((match) => match.route.component.preload?.())),
  );
}

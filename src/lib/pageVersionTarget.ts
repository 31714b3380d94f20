/**
 * Where the version menu and the old-version banner send the reader of the page at `pathname`: the target the
 * build gave the page's route for that version (`versionTargets`, plugins/docsPlugin.ts, from the pure
 * `switchVersionTarget`), else the version's home. The browser holds no list of every doc to work it out
 * from: a docs page's route is in the table before the page renders (its group is loaded by then:
 * src/upstream/routeGroups.ts), on the server too.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import type {VersionHome, VersionTargets} from './versionSwitch';

export function pageVersionTarget(pathname: string, to: VersionHome): string {
  let targets: VersionTargets | undefined;
  for (const {route} of matchRoutes(routes, pathname)) targets = (route as {versionTargets?: VersionTargets}).versionTargets ?? targets;
  return targets?.[to.name] ?? to.homePath;
}

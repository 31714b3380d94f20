/**
 * The data of the docs versions that the build writes and the browser reads (src/lib/siteVersions.ts,
 * plugins/siteVersionsPlugin.ts), and the pure logic over it: no React, no Docusaurus client module, so the build
 * imports it too.
 */
import {addTrailingSlash} from '@docusaurus/utils-common';
import {joinVersionPath, pathInVersion, type VersionHome} from './versionSwitch';

export const siteVersionsPluginName = 'pipedream-site-versions';

export interface SiteVersion extends VersionHome {
  readonly label: string;
  /** The latest version: at the base URL, marked New. */
  readonly isLatest: boolean;
}

/** What a build knows of the versions (the plugin's global data). */
export interface SiteVersionsData {
  /** Newest first. On a frozen version's build, its own version only. */
  readonly versions: readonly SiteVersion[];
  /** Names of the versions whose pages this build renders (a link to another's pages is a full page load). */
  readonly inBuild: readonly string[];
  /** A frozen version's build: where its menu data is, under the base URL (`version-menu/v1.json`). */
  readonly menuFile?: string;
}

/** `version-menu/<name>.json`: what the latest build says of the versions, for a frozen version's pages. */
export interface VersionMenuFile {
  readonly versions: readonly SiteVersion[];
  /**
   * For each of the frozen version's pages (path in slash form), where each other version's menu item leads, where
   * that is not the same path in that version.
   */
  readonly targets: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Pages of the frozen version whose counterpart in the latest version lists what changed ("Changed since"). */
  readonly changed: Readonly<Record<string, string>>;
}

/** A link target that leaves this build: Docusaurus's `pathname://` makes it a plain link, opened in place. */
export function linkTo(target: string, inBuild: boolean): {to: string; target?: '_self'} {
  return inBuild ? {to: target} : {to: `pathname://${target}`, target: '_self'};
}

/** The menu target of `pathname` in `to` from a frozen version's menu file: the listed one, else the same path there. */
export function menuFileTarget(file: VersionMenuFile, pathname: string, own: SiteVersion, to: SiteVersion): string {
  if (to.name === own.name) return pathname;
  const key = addTrailingSlash(pathname);
  const listed = file.targets[key]?.[to.name];
  if (listed !== undefined) return listed;
  const relative = pathInVersion(key, own.path);
  return relative === undefined ? to.homePath : joinVersionPath(to.path, relative);
}

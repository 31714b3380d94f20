/**
 * Where the version menu sends a reader: the same page in the other version, else the page it moved to
 * (versionPageMap), else that version's home. Pure, so it is tested directly (tests/unit/versionSwitch.test.ts).
 */
import {addTrailingSlash, removeTrailingSlash} from '@docusaurus/utils-common';
import type {VersionedPaths} from '@site/src/data/versionPageMap';

export interface VersionInfo {
  /** Docusaurus version name, the key of versions (config/versions.ts): 'current' for docs/, else as in versions.json. */
  readonly name: string;
  /** Public base path of the version, e.g. '/docs/' or '/docs/v1'. */
  readonly path: string;
  /** Public paths of every doc of the version. */
  readonly docPaths: readonly string[];
  /** Public path of the version's home doc. */
  readonly homePath: string;
}

/**
 * The route of a permalink inside its version, in the permalink's own slash form: `/docs/v1/code/` in
 * `/docs/v1/` → `/code/`, `/docs/v1/code` → `/code`, the version's base itself → `/`; undefined when outside
 * the version. Page data, guide cards and the version menu all use it.
 */
export function routeInVersion(permalink: string, versionPath: string): string | undefined {
  const base = addTrailingSlash(versionPath);
  if (permalink === removeTrailingSlash(base)) return '/';
  return permalink.startsWith(base) ? `/${permalink.slice(base.length)}` : undefined;
}

/** '/docs/v1/quickstart/' in version '/docs/v1' → '/quickstart/' (slash form, `index.html` dropped); undefined when outside the version. */
export function pathInVersion(publicPath: string, versionPath: string): string | undefined {
  return routeInVersion(addTrailingSlash(publicPath.replace(/index\.html$/, '')), versionPath);
}

export function joinVersionPath(versionPath: string, relative: string): string {
  return `${addTrailingSlash(versionPath)}${relative.replace(/^\//, '')}`;
}

/** A version of the docs plugin's global data, as plugins/docsPlugin.ts leaves it. */
export interface CompactGlobalVersion {
  readonly name: string;
  readonly path: string;
  readonly mainDocId: string;
  /** The version's home doc only (plugins/docsPlugin.ts). */
  readonly docs: readonly {readonly id: string; readonly path: string}[];
  /** The route in the version (`routeInVersion`) of every doc. */
  readonly docPaths: readonly string[];
}

/** What the version menu and banner need of a version of the docs plugin's global data. */
export function versionInfoOf(v: CompactGlobalVersion): VersionInfo {
  const home = v.docs.find((d) => d.id === v.mainDocId);
  return {name: v.name, path: v.path, docPaths: v.docPaths.map((r) => joinVersionPath(v.path, r)), homePath: home?.path ?? v.path};
}

/**
 * The version whose base path holds `publicPath` most specifically ('/docs/v1/x/' is in v1, not in the
 * latest version at '/docs/').
 */
export function versionOfPath<V extends VersionInfo>(publicPath: string, versions: readonly V[]): V | undefined {
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => pathInVersion(publicPath, v.path) !== undefined);
}

/**
 * Where a page-map entry puts the page in a version: the version's own key, else the key of the closest
 * newer version in the entry, since cutting a version copies the newer docs as they are. So a version cut
 * with `npm run version:cut` needs no new keys; only a page that moves later needs the older path added.
 * `newestFirst` lists version names newest first ('current', then versions.json).
 */
export function mappedPath(entry: VersionedPaths, name: string, newestFirst: readonly string[]): string | undefined {
  if (entry[name] !== undefined) return entry[name];
  for (let i = newestFirst.indexOf(name) - 1; i >= 0; i--) {
    const path = entry[newestFirst[i]!];
    if (path !== undefined) return path;
  }
  return undefined;
}

export function switchVersionTarget(
  publicPath: string,
  from: VersionInfo | undefined,
  to: VersionInfo,
  pageMap: readonly VersionedPaths[],
  newestFirst: readonly string[] = [],
): string {
  const relative = from ? pathInVersion(publicPath, from.path) : undefined;
  if (relative === undefined || !from) return to.homePath;
  const has = (v: VersionInfo, rel: string) => v.docPaths.map(addTrailingSlash).includes(joinVersionPath(v.path, rel));
  if (has(to, relative)) return joinVersionPath(to.path, relative);
  const entry = pageMap.find((e) => mappedPath(e, from.name, newestFirst) === relative);
  const mapped = entry && mappedPath(entry, to.name, newestFirst);
  if (mapped !== undefined && has(to, mapped)) return joinVersionPath(to.path, mapped);
  return to.homePath;
}

/**
 * Where the version menu sends a reader: the same page in the other version, else the page it moved to
 * (versionPageMap), else that version's home. Pure, so it is tested directly (tests/unit/versionSwitch.test.ts).
 */
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {addTrailingSlash, removeTrailingSlash} from '@docusaurus/utils-common';
import type {VersionedPaths} from '@site/src/data/versionPageMap';

/** A version as the browser knows it: no list of its docs (a page's targets come with its route: `VersionTargets`). */
export interface VersionHome {
  /** Docusaurus version name, the key of versions (config/versions.ts): 'current' for docs/, else as in versions.json. */
  readonly name: string;
  /** Public base path of the version, e.g. '/docs/' or '/docs/v1'. */
  readonly path: string;
  /** Public path of the version's home doc. */
  readonly homePath: string;
}

/** A version with its docs, as the build knows it (plugins/docsPlugin.ts). */
export interface VersionInfo extends VersionHome {
  /** Public paths of every doc of the version. */
  readonly docPaths: readonly string[];
}

/** Where the version menu sends a reader of a page, by version name (each docs page's route carries them). */
export type VersionTargets = Readonly<Record<string, string>>;

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

/** A version of the docs plugin's global data: in the browser its home doc only (plugins/docsPlugin.ts), at build time every doc. */
export interface GlobalDocsVersion {
  readonly name: string;
  readonly path: string;
  readonly mainDocId: string;
  readonly docs: readonly {readonly id: string; readonly path: string}[];
}

/** What the version menu and banner need of a version of the docs plugin's global data. */
export function versionHomeOf(v: GlobalDocsVersion): VersionHome {
  const home = v.docs.find((d) => d.id === v.mainDocId);
  return {name: v.name, path: v.path, homePath: home?.path ?? v.path};
}

/** {@link versionHomeOf} of a version as the docs plugin's client hooks type it (`useVersions`, `useDocsVersion`). */
export function toVersionHome(v: GlobalVersion): VersionHome {
  return versionHomeOf(v as unknown as GlobalDocsVersion);
}

/**
 * The version whose base path holds `publicPath` most specifically ('/docs/v1/x/' is in v1, not in the
 * latest version at '/docs/').
 */
export function versionOfPath<V extends VersionHome>(publicPath: string, versions: readonly V[]): V | undefined {
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

const docPathSets = new WeakMap<readonly string[], ReadonlySet<string>>();
/** A version's doc paths in slash form, as a set made once per list (the build asks for every page of every version). */
function docPathSet(paths: readonly string[]): ReadonlySet<string> {
  let set = docPathSets.get(paths);
  if (!set) docPathSets.set(paths, (set = new Set(paths.map(addTrailingSlash))));
  return set;
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
  const has = (v: VersionInfo, rel: string) => docPathSet(v.docPaths).has(joinVersionPath(v.path, rel));
  if (has(to, relative)) return joinVersionPath(to.path, relative);
  const entry = pageMap.find((e) => mappedPath(e, from.name, newestFirst) === relative);
  const mapped = entry && mappedPath(entry, to.name, newestFirst);
  if (mapped !== undefined && has(to, mapped)) return joinVersionPath(to.path, mapped);
  return to.homePath;
}

/** The targets of every version for the page at `publicPath` (the build gives each docs page's route its own). */
export function versionTargetsOf(
  publicPath: string,
  versions: readonly VersionInfo[],
  pageMap: readonly VersionedPaths[],
  newestFirst: readonly string[],
): VersionTargets {
  const from = versionOfPath(publicPath, versions);
  return Object.fromEntries(versions.map((to) => [to.name, switchVersionTarget(publicPath, from, to, pageMap, newestFirst)]));
}

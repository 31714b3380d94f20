/**
 * Where the version menu sends a reader: the same page in the other version, else the page it moved to
 * (versionPageMap), else that version's home. Pure, so it is tested directly (tests/unit/versionSwitch.test.ts).
 */
import type {VersionedPaths} from '@site/src/data/versionPageMap';

export interface VersionInfo {
  /** Version name as in versions.json ('current' for docs/). */
  readonly name: string;
  /** Public base path of the version, e.g. '/docs/' or '/docs/v1'. */
  readonly path: string;
  /** Public paths of every doc of the version. */
  readonly docPaths: readonly string[];
  /** Public path of the version's home doc. */
  readonly homePath: string;
}

function slashed(p: string): string {
  return p.endsWith('/') ? p : `${p}/`;
}

/** '/docs/v1/quickstart/' in version '/docs/v1' → '/quickstart/'; undefined when outside the version. */
export function pathInVersion(publicPath: string, versionPath: string): string | undefined {
  const base = slashed(versionPath);
  const p = slashed(publicPath.replace(/index\.html$/, ''));
  return p.startsWith(base) ? `/${p.slice(base.length)}` : undefined;
}

export function joinVersionPath(versionPath: string, relative: string): string {
  return `${slashed(versionPath)}${relative.replace(/^\//, '')}`;
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
  const has = (v: VersionInfo, rel: string) => v.docPaths.map(slashed).includes(joinVersionPath(v.path, rel));
  if (has(to, relative)) return joinVersionPath(to.path, relative);
  const entry = pageMap.find((e) => mappedPath(e, from.name, newestFirst) === relative);
  const mapped = entry && mappedPath(entry, to.name, newestFirst);
  if (mapped !== undefined && has(to, mapped)) return joinVersionPath(to.path, mapped);
  return to.homePath;
}

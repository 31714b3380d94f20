/**
 * The docs versions as the version menu, the old-version banner and the search page show them, whichever part of
 * the site this build is (config/buildPart.ts): the build's `pipedream-site-versions` data (plugins/siteVersionsPlugin.ts),
 * and, on a frozen version's pages, the latest build's `version-menu/<name>.json`, read once the page runs, so a
 * frozen version's files never change when the latest version does.
 */
import {useEffect, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {addTrailingSlash} from '@docusaurus/utils-common';
import {menuFileTarget, siteVersionsPluginName, type SiteVersion, type SiteVersionsData, type VersionMenuFile} from './siteVersionsData';
import {pageVersionTarget} from './pageVersionTarget';
import {pathInVersion} from './versionSwitch';

export interface SiteVersions {
  readonly versions: readonly SiteVersion[];
  readonly latest: SiteVersion | undefined;
  /** Where the menu sends a reader of `pathname` in version `to`. */
  readonly targetOf: (pathname: string, to: SiteVersion) => string;
  /** Whether `to`'s pages are in this build (else a link there is a full page load: {@link linkTo}). */
  readonly inBuild: (to: SiteVersion) => boolean;
  /** The latest page that lists what changed since this one, when there is one. */
  readonly changedIn: (pathname: string) => string | undefined;
}

const menuFiles = new Map<string, Promise<VersionMenuFile>>();
function fetchMenu(url: string): Promise<VersionMenuFile> {
  let p = menuFiles.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return r.json() as Promise<VersionMenuFile>;
    });
    // A failed fetch is tried again by the next page.
    p.catch(() => menuFiles.delete(url));
    menuFiles.set(url, p);
  }
  return p;
}

export function useSiteVersions(baseUrl: string): SiteVersions {
  const data = usePluginData(siteVersionsPluginName) as SiteVersionsData;
  const [file, setFile] = useState<VersionMenuFile | null>(null);
  const url = data.menuFile && `${baseUrl}${data.menuFile}`;
  useEffect(() => {
    if (!url) return;
    let current = true;
    fetchMenu(url).then(
      (f) => current && setFile(f),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (file) {
    const own = data.versions[0]!;
    return {
      versions: file.versions,
      latest: file.versions.find((v) => v.isLatest),
      targetOf: (pathname, to) => menuFileTarget(file, pathname, own, to),
      inBuild: (to) => data.inBuild.includes(to.name),
      changedIn: (pathname) => file.changed[addTrailingSlash(pathname)],
    };
  }
  return {
    versions: data.versions,
    latest: data.versions.find((v) => v.isLatest),
    // A frozen version's own build, before its menu file: a page's own version is the page itself.
    targetOf: (pathname, to) => (data.menuFile ? (pathInVersion(pathname, to.path) !== undefined ? pathname : to.homePath) : pageVersionTarget(pathname, to)),
    inBuild: (to) => data.inBuild.includes(to.name),
    changedIn: () => undefined,
  };
}

/**
 * Whether a link's path is a page another build renders: a version this build does not, or, on a frozen version's
 * own build (which knows no other version), any page of the site outside that version.
 */
export function useOtherBuild(baseUrl: string): (href: string | undefined) => boolean {
  const data = usePluginData(siteVersionsPluginName) as SiteVersionsData;
  let test = otherBuildTests.get(data);
  if (!test) otherBuildTests.set(data, (test = otherBuildTest(data, baseUrl)));
  return test;
}

/** Made once per build's data, not for every link of every render. */
const otherBuildTests = new WeakMap<SiteVersionsData, (href: string | undefined) => boolean>();

function otherBuildTest(data: SiteVersionsData, baseUrl: string): (href: string | undefined) => boolean {
  if (data.menuFile) {
    const own = addTrailingSlash(data.versions[0]!.path);
    return (href) => href !== undefined && href.startsWith(baseUrl) && !href.startsWith(own);
  }
  const others = data.versions.filter((v) => !data.inBuild.includes(v.name)).map((v) => addTrailingSlash(v.path));
  return (href) => href !== undefined && others.some((p) => href.startsWith(p));
}

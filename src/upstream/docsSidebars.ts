/**
 * A docs page's sidebar, loaded with the page (plugins/docsPlugin.ts): the version data every docs page loads
 * comes without its sidebars, and each page's route has a module of its own sidebar that, when it runs, puts
 * that sidebar back in the version data, where the theme's DocRoot reads it (`useDocRootMetadata`). It runs
 * before the page renders: Docusaurus loads a route's modules before rendering it, on the server and in the
 * browser, and the version data is one object that every page of the version shares.
 */
export interface VersionSidebars {
  docsSidebars: Record<string, unknown>;
}

/** Puts `items` in `version` as its sidebar `name`, and returns them (the page's `docsSidebar` prop). */
export function addSidebar<T>(version: VersionSidebars, name: string, items: T): T {
  version.docsSidebars[name] = items;
  return items;
}

/**
 * The docs plugin (@docusaurus/plugin-content-docs), as the classic preset would add it, less two lists of
 * every doc, which every reader would otherwise download whatever page they read, and with each page's
 * sidebar loaded with the page rather than every sidebar of its version (`withSidebarsByPage`; issue 23):
 * - the version data every docs page loads (`props.version`) comes without its `docs` map (id, title,
 *   description and sidebar of every doc: 30 KB of the 45 KB for the current version). Only `useDocById`,
 *   that is the theme's DocCard, reads it, and the site renders no DocCard: its cards are
 *   src/components/GuideCards, fed at build time, and no sidebar has a generated index;
 * - the plugin's global data (in the main bundle of every page) keeps in each version's `docs` only the
 *   version's home doc. The full list (id, path and sidebar of every doc) was 18 KB of the 19 KB at 198
 *   pages, about 90 bytes a page. The version menu and banner need to know, for the page being read, where
 *   the same page is in each version: the build works that out for each docs page and puts it in the page's
 *   route (`withVersionTargets`), which the browser loads with the page's route group. Only the active doc of
 *   `useActiveDocContext` (and its other versions) and the navbar's doc items read the list: the site's
 *   navbar has no doc, docSidebar or docsVersion item, and the site's code takes only the active version
 *   from that hook, which comes from the versions' paths.
 * tests/unit/docsPlugin.test.ts checks all of this, and says to come here if a page ever needs them.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {versionHomeOf, versionTargetsOf, type VersionInfo} from '../src/lib/versionSwitch';
import {versionPageMap} from '../src/data/versionPageMap';
import {addTrailingSlash} from '@docusaurus/utils-common';

interface VersionProp {
  docs?: Record<string, unknown>;
}

/** The routes with each version's `docs` map emptied (a copy; the input is left alone). */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props = version?.docs === undefined ? route.props : {...route.props, version: {...version, docs: {}}};
  return {...route, ...(props && {props}), ...(route.routes && {routes: route.routes.map(withoutVersionDocs)})};
}

interface VersionWithSidebars {
  version: string;
  docsSidebars: Record<string, unknown>;
}

/** The module that puts one sidebar back in its version's data (src/lib/docsSidebars.ts). */
export function sidebarModuleCode(versionPropsFile: string, name: string, items: unknown): string {
  return [
    `import props from ${JSON.stringify(versionPropsFile)};`,
    "import {addSidebar} from '@site/src/lib/docsSidebars';",
    `export default addSidebar(props.version, ${JSON.stringify(name)}, ${JSON.stringify(items)});`,
    '',
  ].join('\n');
}

type CreateData = (name: string, data: string) => Promise<string>;

/**
 * Each page its own sidebar (a copy; the input is left alone). The version data every docs page loads
 * (`props.version`) held every sidebar of the version: at the bench's 5,000 generated pages, a sidebar of
 * 2,500 pages that a reader of any other sidebar downloaded too. Here the version data is a module written
 * with its sidebars left out, and each page route below it gets a `docsSidebar` module of its own sidebar,
 * which puts it back in the version data when the page loads (src/lib/docsSidebars.ts). A page with no
 * sidebar gets none.
 */
export async function withSidebarsByPage(route: RouteConfig, createData: CreateData): Promise<RouteConfig> {
  const version = (route.props as {version?: VersionWithSidebars} | undefined)?.version;
  if (!version?.docsSidebars) {
    return route.routes ? {...route, routes: await Promise.all(route.routes.map((r) => withSidebarsByPage(r, createData)))} : route;
  }
  const slug = version.version.replace(/[^\w-]/g, '_');
  const propsFile = await createData(`version-${slug}.json`, JSON.stringify({...route.props, version: {...version, docsSidebars: {}}}));
  const sidebarFiles = new Map<string, string>();
  for (const [name, items] of Object.entries(version.docsSidebars)) {
    sidebarFiles.set(name, await createData(`sidebar-${slug}-${name.replace(/[^\w-]/g, '_')}.js`, sidebarModuleCode(propsFile, name, items)));
  }
  const withSidebar = (r: RouteConfig): RouteConfig => {
    const name = (r as RouteConfig & {sidebar?: string}).sidebar;
    const file = name === undefined ? undefined : sidebarFiles.get(name);
    if (name !== undefined && !file) throw new Error(`[docs] route ${r.path} names sidebar "${name}", which version ${version.version} does not have`);
    return {
      ...r,
      ...(file && {modules: {...r.modules, docsSidebar: file}}),
      ...(r.routes && {routes: r.routes.map(withSidebar)}),
    };
  };
  const {props: _props, ...rest} = route;
  return {...rest, modules: {...route.modules, __props: propsFile}, ...(route.routes && {routes: route.routes.map(withSidebar)})};
}

interface GlobalVersion {
  readonly name: string;
  readonly path: string;
  readonly mainDocId: string;
  readonly docs?: readonly {readonly id: string; readonly path: string}[];
}

/** The plugin's global data with each version's docs down to its home doc (a copy). */
export function compactGlobalDocs(data: unknown): unknown {
  const {versions} = data as {versions?: GlobalVersion[]};
  if (!versions) return data;
  return {...(data as object), versions: versions.map((v) => ({...v, docs: (v.docs ?? []).filter((d) => d.id === v.mainDocId)}))};
}

/** The versions with every doc, from the plugin's full global data, newest first as it lists them. */
export function versionInfosOf(data: unknown): VersionInfo[] {
  const {versions = []} = data as {versions?: GlobalVersion[]};
  return versions.map((v) => ({...versionHomeOf({...v, docs: v.docs ?? []}), docPaths: (v.docs ?? []).map((d) => d.path)}));
}

/**
 * Each docs page's route with where the version menu sends its reader in each version (`versionTargets`:
 * src/lib/versionSwitch.ts `versionTargetsOf`, read by src/lib/pageVersionTarget.ts), so the browser needs no
 * list of every doc of every version (a copy). Only routes of a version's docs get them.
 */
export function withVersionTargets(route: RouteConfig, versions: readonly VersionInfo[]): RouteConfig {
  const newestFirst = versions.map((v) => v.name);
  const docPaths = new Set(versions.flatMap((v) => v.docPaths.map(addTrailingSlash)));
  const visit = (r: RouteConfig): RouteConfig => ({
    ...r,
    // Before Docusaurus adds the trailing slash to the routes (core, after the plugins).
    ...(r.exact && docPaths.has(addTrailingSlash(r.path)) && {versionTargets: versionTargetsOf(r.path, versions, versionPageMap, newestFirst)}),
    ...(r.routes && {routes: r.routes.map(visit)}),
  });
  return visit(route);
}

async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  // `options` is what validateOptions (below, the docs plugin's own) returned.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...plugin,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      let versions: VersionInfo[] = [];
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => routes.push(withoutVersionDocs(route)),
          setGlobalData: (data) => {
            versions = versionInfosOf(data);
            args.actions.setGlobalData(compactGlobalDocs(data));
          },
        },
      });
      for (const route of routes) args.actions.addRoute(await withSidebarsByPage(withVersionTargets(route, versions), args.actions.createData));
    },
  };
}

/**
 * With the docs plugin's own option validation (defaults included). Typed as the config's plugin list takes
 * it (`Plugin<unknown>`), as the docs plugin's own module is.
 */
export default Object.assign(docsPlugin, {validateOptions}) as unknown as PluginModule;

/**
 * The docs plugin's data, less what every reader would download whatever page they read (issue 23; used by
 * plugins/docsPlugin.ts when the performance layer is on). These read the shapes of the props and global data of
 * @docusaurus/plugin-content-docs 3.10.2 (`props.version.docs`, `props.version.docsSidebars`, the global
 * `versions[].docs`), which are not its public API: tests/unit/docsPlugin.test.ts builds them from the installed
 * plugin's own output and fails, naming this file, if a shape moves (docs-dev/upgrading.md).
 */
import type {RouteConfig} from '@docusaurus/types';

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

/** The module that puts one sidebar back in its version's data (src/upstream/docsSidebars.ts). */
export function sidebarModuleCode(versionPropsFile: string, name: string, items: unknown): string {
  return [
    `import props from ${JSON.stringify(versionPropsFile)};`,
    "import {addSidebar} from '@site/src/upstream/docsSidebars';",
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
 * which puts it back in the version data when the page loads (src/upstream/docsSidebars.ts). A page with no
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

export interface GlobalVersion {
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

/**
 * The docs plugin (@docusaurus/plugin-content-docs), as the classic preset would add it, with each docs page's
 * route carrying where the version menu sends its reader in each version (`withVersionTargets`), so the browser
 * needs no list of every doc of every version. With the performance layer on (plugins/upstream/), the plugin's
 * data also loses the two lists of every doc that every reader would otherwise download, and each page loads
 * its own sidebar only (plugins/upstream/docsData.ts says how and why).
 * tests/unit/docsPlugin.test.ts checks all of this.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {versionHomeOf, versionTargetsOf, type VersionInfo} from '../src/lib/versionSwitch';
import {versionPageMap} from '../src/data/versionPageMap';
import {addTrailingSlash} from '@docusaurus/utils-common';
import {performanceLayerOn} from './upstream';
import {buildPart, frozenSummaries, versionsInPart} from '../config/buildPart';
import {drawDiagramsAhead} from './remarkDiagrams';
import {knownVersionInfos} from './siteVersionsPlugin';
import {compactGlobalDocs, withSidebarsByPage, withoutVersionDocs, type GlobalVersion} from './upstream/docsData';
import {duplicateRoutePaths, withOtherBuildRoutes} from './upstream/otherBuildRoutes';

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
  // The docs data less what every reader downloads (plugins/upstream/docsData.ts), with the performance layer only.
  const layer = performanceLayerOn();
  return {
    ...plugin,
    async loadContent() {
      // The diagrams not drawn before start drawing now, on the core the loading leaves free (plugins/remarkDiagrams.ts).
      drawDiagramsAhead(context.siteDir, versionsInPart(buildPart).map((v) => v.contentDir));
      return plugin.loadContent!();
    },
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      let versions: VersionInfo[] = [];
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => routes.push(layer ? withoutVersionDocs(route) : route),
          setGlobalData: (data) => {
            versions = versionInfosOf(data);
            args.actions.setGlobalData(layer ? compactGlobalDocs(data) : data);
          },
        },
      });
      // The latest version's build knows the frozen versions' pages from their own builds (config/buildPart.ts);
      // a frozen version's pages get their targets in the browser (src/lib/siteVersions.ts).
      if (buildPart.kind === 'latest') versions = knownVersionInfos(args.content, await frozenSummaries(buildPart));
      // A frozen version's build leaves Docusaurus's duplicate check off (docusaurus.config.ts): its own routes are checked here.
      if (buildPart.kind === 'frozen') {
        const duplicates = duplicateRoutePaths(routes);
        if (duplicates.length) console.warn(`[WARNING] Duplicate routes found in version ${buildPart.version.name}: ${duplicates.join(', ')}; each path must have one page.`);
      }
      for (const route of routes) {
        const targeted = buildPart.kind === 'frozen' ? route : withVersionTargets(route, versions);
        const built = layer ? await withSidebarsByPage(targeted, args.actions.createData) : targeted;
        args.actions.addRoute(withOtherBuildRoutes(built, buildPart, context.baseUrl));
      }
    },
  };
}

/**
 * With the docs plugin's own option validation (defaults included). Typed as the config's plugin list takes
 * it (`Plugin<unknown>`), as the docs plugin's own module is.
 */
export default Object.assign(docsPlugin, {validateOptions}) as unknown as PluginModule;

/**
 * The docs plugin (@docusaurus/plugin-content-docs), as the classic preset would add it, less one thing: the
 * version data every docs page loads (`props.version`) comes without its `docs` map (id, title, description
 * and sidebar of every doc: 30 KB of the 45 KB for the current version). Only `useDocById`, that is the
 * theme's DocCard, reads it, and the site renders no DocCard: its cards are src/components/GuideCards, fed at
 * build time, and no sidebar has a generated index. tests/unit/docsPlugin.test.ts checks both, and says to
 * come here if a page ever needs DocCards.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';

interface VersionProp {
  docs?: Record<string, unknown>;
}

/** The routes with each version's `docs` map emptied (a copy; the input is left alone). */
export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props = version?.docs === undefined ? route.props : {...route.props, version: {...version, docs: {}}};
  return {...route, ...(props && {props}), ...(route.routes && {routes: route.routes.map(withoutVersionDocs)})};
}

async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  // `options` is what validateOptions (below, the docs plugin's own) returned.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutVersionDocs(route))},
      });
    },
  };
}

/**
 * With the docs plugin's own option validation (defaults included). Typed as the config's plugin list takes
 * it (`Plugin<unknown>`), as the docs plugin's own module is.
 */
export default Object.assign(docsPlugin, {validateOptions}) as unknown as PluginModule;

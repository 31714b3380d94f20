/**
 * The docs plugin (@docusaurus/plugin-content-docs), as the classic preset would add it, less one thing: the
 * version data every docs page loads (`props.version.docs`, about 16 KB of the 45 KB for the current version)
 * keeps each doc's id, title and sidebar but not its description. Only the theme's DocCard reads it, and the
 * site renders no DocCard (its cards are src/components/GuideCards, fed at build time, and no sidebar has a
 * generated index). tests/unit/docsPlugin.test.ts checks both.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';

interface VersionProp {
  docs?: Record<string, {description?: string}>;
}

/** The routes with the docs' descriptions taken out of each version's props (a copy; the input is left alone). */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, doc]) => {
                const {description: _dropped, ...kept} = doc;
                return [id, kept];
              }),
            ),
          },
        };
  return {...route, ...(props && {props}), ...(route.routes && {routes: route.routes.map(withoutDocDescriptions)})};
}

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route))},
      });
    },
  };
}

docsPlugin.validateOptions = validateOptions;

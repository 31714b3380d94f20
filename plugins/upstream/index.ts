/**
 * The seam (issue 36): the site's performance layer over Docusaurus's client, and the one switch that turns it
 * off. Everything in `plugins/upstream/` (build side) and `src/upstream/` (browser side) depends on a private
 * shape of Docusaurus 3.10.2, Rspack or React Router; nothing outside those two folders does
 * (tests/unit/layers.test.ts). The inventory, what each part buys and what breaks on an upgrade:
 * docs-dev/upgrading.md. The installed originals the copies follow are pinned: tests/unit/upstreamPins.test.ts.
 *
 * The layer is on in a production build (`npm run build`) and off:
 * - with `PIPEDREAM_STOCK_CLIENT=1`: the site builds on Docusaurus's own client, its own page template and its
 *   own docs-plugin data; every behaviour the site promises holds there too (the e2e `stock` project);
 * - in the development server (`npm start`): it renders rather than hydrates, has no minified runtime to
 *   edit, and reloads from Docusaurus's own route modules. One switch, tested both ways, is simpler than
 *   making each part of the layer work in a build it buys nothing in.
 *
 * docusaurus.config.ts spreads {@link upstreamConfig} in one line.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {addGroupScripts} from './routeGroupPreload';
import {RouteGroupChunkFilesPlugin} from './routeGroupChunkFiles';
import {CompileHintsPlugin} from './compileHints';
import {ssrTemplate} from './appStart';

/** The variable that builds the site on Docusaurus's own client. */
export const stockClientVariable = 'PIPEDREAM_STOCK_CLIENT';

/** Whether the performance layer is on: a production build without {@link stockClientVariable}=1. */
export function performanceLayerOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[stockClientVariable] !== '1' && env.NODE_ENV === 'production';
}

const src = (...parts: string[]) => path.join(__dirname, '..', '..', 'src', ...parts);

/**
 * Docusaurus modules the browser build takes from the site instead (`file`, under src/; issue 23): the
 * navigation progress bar loaded on first intent, the two flips that follow hydration (is-browser, window
 * size) as transitions, the preload that first loads a path's route group (src/upstream/routeGroups.ts),
 * theme-common's React helpers without the ICU collator, and the code blocks' word wrap without a second render
 * of every block after hydration. tests/unit/upstreamPins.test.ts pins each original.
 */
export const clientInternals = [
  {original: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, file: 'upstream/progressBar.ts'},
  {original: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, file: 'upstream/browserContext.tsx'},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, file: 'upstream/useWindowSize.ts'},
  {original: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, file: 'upstream/preload.ts'},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, file: 'upstream/reactUtils.tsx'},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/, file: 'upstream/useCodeWordWrap.ts'},
  // theme-classic's client module that loads Prism at every page load does nothing: the code blocks load Prism
  // when they need it (src/theme/CodeBlock/Content).
  // In the server build too, whose render would load them otherwise.
  {original: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, file: 'upstream/noPrismAtStart.ts', server: true},
] as const;

/** The generated files the browser build reads through a loader of its own, by the file it rewrites. */
export const generatedFileLoaders = [
  // The chunk registry without the module paths that only the server uses (clientRegistryLoader.cjs).
  {test: /[\\/]\.docusaurus[\\/]registry\.js$/, loader: 'clientRegistryLoader.cjs'},
  // Each route's component built on first use, not all at start, and the docs' page routes in groups loaded
  // by path (clientRoutesLoader.cjs, routeGroups.cjs); their chunk names follow.
  {test: /[\\/]\.docusaurus[\\/]routes\.js$/, loader: 'clientRoutesLoader.cjs'},
  {test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, loader: 'clientChunkNamesLoader.cjs'},
] as const;

/** The message of a build the layer cannot work in (unminified: the runtime edit reads the minifier's output). */
export const unminifiedMessage = `[pipedream-site] the performance layer edits the minified runtime: build with ${stockClientVariable}=1 for an unminified build (npm run build -- --no-minify does it for you)`;

/** The layer's build plugin: module swaps, the generated files' loaders, the runtime edit, compile hints. */
export function performanceLayerPlugin(context: LoadContext): Plugin {
  return {
    name: 'pipedream-performance-layer',
    configureWebpack(config, isServer, {currentBundler}) {
      const swap = ({original, file}: (typeof clientInternals)[number]) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(original, src(file));
      if (isServer) return {plugins: clientInternals.filter((c) => 'server' in c).map(swap)};
      // Never in a development bundle (a shell's NODE_ENV=production under `npm start`): it has no minified runtime.
      if (config.mode !== 'production') return {};
      if (config.optimization?.minimize === false) {
        // Printed at once, as the first error line: Docusaurus reports it only at the end of a long cause chain.
        console.error(`[ERROR] ${unminifiedMessage}`);
        throw Object.assign(new Error(unminifiedMessage), {stack: unminifiedMessage});
      }
      return {
        plugins: [
          ...clientInternals.map(swap),
          // The route groups' chunk files out of the runtime (routeGroupChunkFiles.ts).
          new RouteGroupChunkFilesPlugin(context.generatedFilesDir),
          // Every script compiled while it streams in, off the main thread (compileHints.ts).
          new CompileHintsPlugin(),
        ],
        module: {rules: generatedFileLoaders.map(({test, loader}) => ({test, use: [path.join(__dirname, loader)]}))},
      };
    },
  };
}

/**
 * The layer's step after the build, which plugins/sitePlugin.ts runs before its `.html` copies so they have it
 * too (Docusaurus runs the plugins' `postBuild` in parallel): each grouped page's route group script.
 */
export async function performanceLayerPostBuild(context: LoadContext, outDir: string): Promise<void> {
  if (performanceLayerOn()) await addGroupScripts(context.generatedFilesDir, outDir, context.baseUrl);
}

type RspackCache = {type?: string; version?: string; buildDependencies?: string[]};

/**
 * Rspack's persistent cache kept apart for builds with the layer and without it. Docusaurus keys the cache by its
 * version, the theme aliases and docusaurus.config.ts, not by what plugins swap: a default build after a
 * `PIPEDREAM_STOCK_CLIENT=1` build reused the stock build's modules and shipped without the swaps, silently
 * (every grouped page a "Page Not Found" in the browser). The layer's state goes into the cache version, and the
 * seam's files into its build dependencies, so editing them evicts it too.
 */
export function layerCachePlugin(): Plugin {
  return {
    name: 'pipedream-layer-cache-key',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: RspackCache} | undefined)?.cache;
      if (cache?.type !== 'persistent') return {};
      const layer = performanceLayerOn() && config.mode === 'production' ? 'layer' : 'stock-client';
      // `PIPEDREAM_RSPACK_CACHE_DIR` puts it elsewhere than Rspack's `node_modules/.cache/rspack`: a copy of the site
      // whose node_modules is the project's (tests/build/tempSite.ts) keeps a cache of its own.
      const directory = process.env.PIPEDREAM_RSPACK_CACHE_DIR;
      // Docusaurus merges this into its config: the version replaces its own, the dependencies are appended.
      return {
        experiments: {
          cache: {
            version: `${cache.version ?? ''}-${layer}`,
            buildDependencies: [__filename, path.join(__dirname, '..', 'sitePlugin.ts')],
            ...(directory && {storage: {type: 'filesystem', directory: path.resolve(directory)}}),
          },
        },
      } as Record<string, unknown>;
    },
  };
}

/** What docusaurus.config.ts takes from the seam: the paint-first page template and the layer's plugin when on; the cache key always. */
export function upstreamConfig(env: NodeJS.ProcessEnv = process.env): {ssrTemplate?: string; plugins: PluginConfig[]} {
  return performanceLayerOn(env) ? {ssrTemplate, plugins: [layerCachePlugin, performanceLayerPlugin]} : {plugins: [layerCachePlugin]};
}

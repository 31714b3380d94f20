/**
 * The site's own build plugin:
 * - `.html` routes of the route lists (e.g. /quickstart/create-new-workflow.html) are written as real
 *   files, copied from the page's slash route after the build (a `.html` slug would become a folder
 *   with trailingSlash: true; docs-dev/docusaurus.md §1);
 * - in the browser, the `.html` copies start the app on their slash route (src/clientModules/htmlCopy.ts);
 * - the inline head script that turns `/docs/<route>index.html` into `/docs/<route>` before the app starts;
 * - the inline guard that shows the chunk-failure screen when the main bundle fails (plugins/bundleGuard.ts);
 * - the client chunk load time-out, from the constants module;
 * - no Prism at page load: theme-classic's client module that adds the grammars is replaced by an empty one;
 * - the browser's chunk registry without the module paths only the server uses (plugins/clientRegistryLoader.cjs);
 * - the code blocks' token colours per colour mode, a stylesheet written from config/codeThemes.ts;
 * - V8's compile hint on every script (plugins/compileHints.ts).
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeListFiles, readRouteList} from '../src/data/routes';
import {behaviour} from '../src/data/platform';
import {bundleGuardScript} from './bundleGuard';
import {addGroupScripts} from './routeGroupPreload';
import {RouteGroupChunkFilesPlugin} from './routeGroupChunkFiles';
import {CompileHintsPlugin} from './compileHints';
import {codeThemeCss} from '../config/codeThemes';

/** Routes served as a `.html` file (relative to the base, without version prefix for the latest docs). */
export function htmlFileRoutes(): string[] {
  return readRouteList(routeListFiles.current).filter((r) => r.endsWith('.html'));
}

/** Runs before the app's bundle: `/x/index.html?q#h` becomes `/x/?q#h` without a reload. */
export const indexHtmlScript =
  "(function(){var p=location.pathname;if(/\\/index\\.html$/.test(p)){history.replaceState(history.state,'',p.replace(/index\\.html$/,'')+location.search+location.hash);}})();";

/**
 * Docusaurus modules the browser build takes from the site instead (`file`, under src/; issue 23): the
 * navigation progress bar loaded on first intent, the two flips that follow hydration (is-browser, window
 * size) as transitions, the preload that first loads a path's route group (src/lib/routeGroups.ts),
 * theme-common's React helpers without the ICU collator, and the code blocks' word wrap without a second render
 * of every block after hydration.
 * tests/unit/internals.test.tsx checks that each pattern still matches the installed file, so an upgrade that
 * moves one fails there rather than silently.
 */
export const clientInternals = [
  {original: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, file: 'clientModules/progressBar.ts'},
  {original: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, file: 'internals/browserContext.tsx'},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, file: 'internals/useWindowSize.ts'},
  {original: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, file: 'internals/preload.ts'},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, file: 'internals/reactUtils.tsx'},
  {original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/, file: 'internals/useCodeWordWrap.ts'},
] as const;

export default function sitePlugin(context: LoadContext): Plugin {
  // Written when the plugin loads, so it exists before the bundler reads the client modules.
  const codeCss = path.join(context.generatedFilesDir, 'pipedream-site', 'code-tokens.css');
  fsSync.mkdirSync(path.dirname(codeCss), {recursive: true});
  fsSync.writeFileSync(codeCss, codeThemeCss());
  return {
    name: 'pipedream-site',
    getClientModules() {
      return [path.join(__dirname, '..', 'src', 'clientModules', 'htmlCopy.ts'), codeCss];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: indexHtmlScript},
          {tagName: 'script', innerHTML: bundleGuardScript(context.baseUrl)},
        ],
      };
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      // theme-classic's client module that loads Prism at every page load does nothing here: the code blocks
      // load Prism when they need it (src/theme/CodeBlock/Content).
      const noPrismAtStart = new currentBundler.instance.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
        path.join(__dirname, '..', 'src', 'clientModules', 'noPrismAtStart.ts'),
      );
      if (isServer) return {plugins: [noPrismAtStart]};
      return {
        plugins: [
          noPrismAtStart,
          ...clientInternals.map(({original, file}) => new currentBundler.instance.NormalModuleReplacementPlugin(original, path.join(__dirname, '..', 'src', file))),
          // The route groups' chunk files out of the runtime (plugins/routeGroupChunkFiles.ts).
          new RouteGroupChunkFilesPlugin(),
          // Every script compiled while it streams in, off the main thread (plugins/compileHints.ts).
          new CompileHintsPlugin(),
        ],
        output: {chunkLoadTimeout: behaviour.chunkLoadTimeoutMs},
        module: {
          rules: [
            // The chunk registry without the module paths that only the server uses (plugins/clientRegistryLoader.cjs).
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [path.join(__dirname, 'clientRegistryLoader.cjs')]},
            // Each route's component built on first use, not all at start, and the docs' page routes in groups
            // loaded by path (plugins/clientRoutesLoader.cjs, plugins/lib/routeGroups.cjs); their chunk names follow.
            {test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [path.join(__dirname, 'clientRoutesLoader.cjs')]},
            {test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, use: [path.join(__dirname, 'clientChunkNamesLoader.cjs')]},
          ],
        },
      };
    },
    async postBuild({outDir}) {
      // Before the `.html` copies, so they have it too.
      await addGroupScripts(context.generatedFilesDir, outDir, context.baseUrl);
      for (const route of htmlFileRoutes()) {
        const source = path.join(outDir, route.replace(/\.html$/, ''), 'index.html');
        try {
          await fs.copyFile(source, path.join(outDir, route));
        } catch (e) {
          throw new Error(`[pipedream-site] ${route} is in route-lists/v2.txt but no page built ${source}: ${String(e)}`);
        }
      }
    },
  };
}

/**
 * The site's own build plugin:
 * - `.html` routes of the route lists (e.g. /quickstart/create-new-workflow.html) are written as real
 *   files, copied from the page's slash route after the build (a `.html` slug would become a folder
 *   with trailingSlash: true; docs-dev/docusaurus.md §1);
 * - in the browser, the `.html` copies start the app on their slash route (src/clientModules/htmlCopy.ts, listed in
 *   config/clientModules.ts);
 * - the inline head script that turns `/docs/<route>index.html` into `/docs/<route>` before the app starts;
 * - the inline guard that shows the chunk-failure screen when the main bundle fails (plugins/bundleGuard.ts);
 * - the client chunk load time-out, from the constants module; the development server's error overlay;
 * - the code blocks' token colours per colour mode, a stylesheet written from config/codeThemes.ts;
 * - after the build, the performance layer's step (plugins/upstream/index.ts), before the `.html` copies.
 * The performance layer itself (module swaps, loaders, runtime edits) is plugins/upstream/.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeListFiles, readRouteList} from './lib/routeLists';
import {buildPart} from '../config/buildPart';
import {behaviour} from '../src/data/platform';
import {bundleGuardScript} from './bundleGuard';
import {performanceLayerPostBuild} from './upstream';
import {codeThemeCss} from '../config/codeThemes';

/** Routes served as a `.html` file (relative to the base, without version prefix for the latest docs). */
export function htmlFileRoutes(): string[] {
  return readRouteList(routeListFiles.current).filter((r) => r.endsWith('.html'));
}

/** Runs before the app's bundle: `/x/index.html?q#h` becomes `/x/?q#h` without a reload. */
export const indexHtmlScript =
  "(function(){var p=location.pathname;if(/\\/index\\.html$/.test(p)){history.replaceState(history.state,'',p.replace(/index\\.html$/,'')+location.search+location.hash);}})();";

/** Which runtime errors the development server's overlay shows (serialised into its client: self-contained). */
export const devOverlayRuntimeErrors = (error: Error): boolean => !/Module build failed/.test(String(error && error.message));

export default function sitePlugin(context: LoadContext): Plugin {
  // Written when the plugin loads, so it exists before the bundler reads the client modules.
  const codeCss = path.join(context.generatedFilesDir, 'pipedream-site', 'code-tokens.css');
  fsSync.mkdirSync(path.dirname(codeCss), {recursive: true});
  fsSync.writeFileSync(codeCss, codeThemeCss());
  return {
    name: 'pipedream-site',
    getClientModules() {
      // The site's client modules are listed in config/clientModules.ts; this is the stylesheet written above.
      return [codeCss];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: indexHtmlScript},
          {tagName: 'script', innerHTML: bundleGuardScript(context.baseUrl)},
        ],
      };
    },
    configureWebpack(config) {
      return {
        output: {chunkLoadTimeout: behaviour.chunkLoadTimeoutMs},
        // The development server's overlay (issue 35): a page that fails to compile is shown as the build error,
        // which goes once the file compiles again. The same error thrown again when the failed module runs is
        // left out: that copy stayed over the page after the file was fixed.
        ...(config.mode === 'development' && {devServer: {client: {overlay: {runtimeErrors: devOverlayRuntimeErrors}}}}),
      };
    },
    async postBuild({outDir}) {
      // Before the `.html` copies, so they have it too.
      await performanceLayerPostBuild(context, outDir);
      // The `.html` copies are pages of the latest version: not a frozen version's build (config/buildPart.ts).
      for (const route of buildPart.kind === 'frozen' ? [] : htmlFileRoutes()) {
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

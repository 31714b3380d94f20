/**
 * V8's explicit compile hint on every script of the browser build (issue 23). V8 compiles a function the first
 * time it is called, on the main thread, unless told sooner; the main bundle's start-up is mostly calls of
 * functions seen for the first time (each module's factory, React's), so a phone compiled them in the same long
 * task that ran them. The magic comment `//# allFunctionsCalledOnLoad` as a script's first line (Chromium 136
 * and later; to other engines it is only a comment) has V8 compile all its functions while the script streams
 * in, off the main thread; what stays on it is the compiled code's finalisation (38 ms of the main bundle's 68 ms
 * evaluation at 4x CPU). Measured on /docs/troubleshooting/ at 4x CPU: main-thread JS 889 → 632 ms, median of 6
 * traces alternating with the build before; the main bundle's evaluation 98-163 → 78-88 ms (3 traces each).
 *
 * Every script gets it: a chunk the app loads is loaded to run, at start or on the reader's action. It is
 * written after minification (the minifier drops comments) and before the final content hashes, so a file's
 * name still follows its bytes.
 */
import type {Compiler} from '@rspack/core';

export const compileHint = '//# allFunctionsCalledOnLoad';

const pluginName = 'pipedream-compile-hints';

export class CompileHintsPlugin {
  // Typed as Docusaurus's `configureWebpack` takes plugins (webpack's); the build runs it in Rspack.
  apply(bundler: unknown): void {
    const compiler = bundler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING}, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (old) => new sources.ConcatSource(`${compileHint}\n`, old));
        }
      });
    });
  }
}

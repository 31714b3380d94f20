/**
 * Chunk failures on a first load: Docusaurus preloads the page's chunks and renders only when they
 * arrive, with no error handling (docs-dev/docusaurus.md, "Chunk failures"), so a failed chunk surfaces as an unhandled
 * promise rejection. This module shows the reader the reason and a Reload button. On client navigation,
 * Docusaurus reloads the target page when a chunk fails, which lands here if it fails again; failures
 * while rendering go to src/theme/Loading. When the main bundle itself fails, the inline guard of
 * plugins/bundleGuard.ts shows the same screen.
 *
 * A navigation whose chunks time out: the reload would wait a whole time-out again, so the navigation
 * records its time-out and the reloaded page shows the screen at once (src/lib/chunkError.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// With the performance layer, src/upstream/preload.ts: it loads the path's route group first.
import preload from '@site/src/upstream/corePreload';
import {behaviour} from '@site/src/data/platform';
import {
  chunkFailureReason,
  diagnoseChunkFailure,
  isChunkLoadError,
  recordTimedOutNavigation,
  takeTimedOutNavigation,
} from '@site/src/lib/chunkError';
import {showChunkFailureScreen} from '@site/src/components/ChunkFailure/screen';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    void diagnoseChunkFailure(event.reason).then((reason) => showChunkFailureScreen(reason));
  });
  const store = session();
  if (store && takeTimedOutNavigation(store, window.location.pathname, Date.now(), behaviour.chunkLoadTimeoutMs)) {
    showChunkFailureScreen('timeout');
  }
}

const chunkFailure: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (!previousLocation) return;
    // The same loads Docusaurus waits on (the route group's load and each route component's preload are
    // shared): seen here first.
    preload(location.pathname).catch((error: unknown) => {
      const store = session();
      if (store && isChunkLoadError(error) && chunkFailureReason(error) === 'timeout') {
        recordTimedOutNavigation(store, location.pathname, Date.now());
      }
    });
  },
};

export default chunkFailure;

/**
 * Chunk failures on a first load: Docusaurus preloads the page's chunks and renders only when they
 * arrive, with no error handling (docusaurus-notes.md §8), so a failed chunk surfaces as an unhandled
 * promise rejection. This module shows the reader the reason and a Reload button. On client navigation,
 * Docusaurus reloads the target page when a chunk fails, which lands here if it fails again; failures
 * while rendering go to src/theme/Loading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {diagnoseChunkFailure, isChunkLoadError} from '@site/src/lib/chunkError';
import {showChunkFailureScreen} from '@site/src/components/ChunkFailure/screen';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    void diagnoseChunkFailure(event.reason).then((reason) => showChunkFailureScreen(reason));
  });
}

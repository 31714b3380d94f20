/**
 * Docusaurus's preload of a path's route components (`@docusaurus/core/lib/client/preload`, not public API),
 * for the chunk-failure handling of src/clientModules/chunkFailure.ts. With the performance layer on, the browser
 * build swaps that module for ./preload.ts, which loads the path's route group first (plugins/upstream/index.ts).
 */
export {default} from '@docusaurus/core/lib/client/preload';

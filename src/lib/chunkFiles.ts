/**
 * Where the browser finds the files of the chunks a route group can load (plugins/routeGroupChunkFiles.ts
 * moves them from the bundler's runtime into the group's chunk): the global each group adds them to, and the
 * runtime's chunk file lookup made to read it first.
 */

/** The global (on `self`) that maps a chunk id to its file, under the public path. */
export const chunkFilesGlobal = '__pipedreamChunkFiles';

interface BundlerRequire {
  /** The runtime's chunk file lookup: the file of a chunk id, under the public path. */
  u(id: string | number): string;
}

/** Makes `bundler.u` return the file `scope[chunkFilesGlobal]` has for an id, if any, else what it returned. */
export function readChunkFilesFirst(bundler: BundlerRequire, scope: Record<string, unknown>): void {
  const own = bundler.u;
  bundler.u = (id) => (scope[chunkFilesGlobal] as Record<string, string> | undefined)?.[String(id)] ?? own(id);
}

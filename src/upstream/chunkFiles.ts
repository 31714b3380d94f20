/**
 * The bundler runtime's chunk loading, as the browser build uses it:
 * - where the browser finds the files of the chunks a route group can load (plugins/upstream/routeGroupChunkFiles.ts
 *   moves them from the bundler's runtime into the group's chunk): the global each group adds them to, and the
 *   runtime's chunk file lookup made to read it first;
 * - one chunk's `<script>` added per task (issue 23): a page's first load asks for all its chunks at once (ten
 *   on /docs/limits/), and adding a script costs a phone a few milliseconds (the fetch starts inside
 *   `appendChild`), so the runtime added them in one task of 50-100 ms at 4x CPU, inside the app's start.
 */

/** The global (on `self`) that maps a chunk id to its file, under the public path. */
export const chunkFilesGlobal = '__pipedreamChunkFiles';

export interface BundlerRequire {
  /** The runtime's chunk file lookup: the file of a chunk id, under the public path. */
  u(id: string | number): string;
  /** The runtime's script loader: adds a `<script>` for `url` and calls `done` when it loads or fails. */
  l(url: string, done: (event: Event) => void, key?: string, chunkId?: string | number): void;
}

/** Makes `bundler.u` return the file `scope[chunkFilesGlobal]` has for an id, if any, else what it returned. */
export function readChunkFilesFirst(bundler: Pick<BundlerRequire, 'u'>, scope: Record<string, unknown>): void {
  const own = bundler.u;
  bundler.u = (id) => (scope[chunkFilesGlobal] as Record<string, string> | undefined)?.[String(id)] ?? own(id);
}

/** A macrotask: the page can paint and handle input between two of them. */
const nextTask = (run: () => void) => void setTimeout(run, 0);

/** Makes `bundler.l` add each script in a task of its own, in the order asked, through `schedule`. */
export function addScriptsOneATask(bundler: Pick<BundlerRequire, 'l'>, schedule: (run: () => void) => void = nextTask): void {
  const own = bundler.l;
  bundler.l = (...args) => schedule(() => own(...args));
}

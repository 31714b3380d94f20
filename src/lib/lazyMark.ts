/**
 * A stand-in for mark.js (8.11.1) that loads it only when a page has search terms to highlight.
 *
 * src/clientModules/searchHighlight.ts marks a search hit's terms on the page it opens (`?_highlight=…`) with
 * this class, so first loads skip mark.js (~5.6 KB gzip) and only such a page fetches it, as its own chunk.
 * Calls keep their order: each waits on the same promise.
 */
interface MarkInstance {
  mark(keywords: string | readonly string[], options?: object): void;
  unmark(options?: object): void;
}
type MarkConstructor = new (context: Element) => MarkInstance;

export type MarkLoader = () => Promise<MarkConstructor>;

const loadMarkJs: MarkLoader = () =>
  import('mark.js/dist/mark.es6.js').then((m: {default: MarkConstructor}) => m.default);

/** Builds the stand-in class around a loader (the real one, or a fake in tests). */
export function createLazyMark(load: MarkLoader) {
  let loaded: Promise<MarkConstructor> | undefined;
  return class LazyMark {
    constructor(private readonly context: Element) {}

    mark(keywords: string | readonly string[], options?: object): void {
      loaded ??= load();
      void loaded.then((Mark) => new Mark(this.context).mark(keywords, options));
    }

    /** Nothing to remove until something was marked, so no load for it. */
    unmark(options?: object): void {
      void loaded?.then((Mark) => new Mark(this.context).unmark(options));
    }
  };
}

export default createLazyMark(loadMarkJs);

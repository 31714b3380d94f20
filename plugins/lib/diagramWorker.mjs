/**
 * The thread that parses and draws the Mermaid diagrams (plugins/lib/diagrams.ts). Both packages are ES modules
 * whose `exports` have no `require` entry: the site config's loader (jiti) turns an `import()` of a plugin into
 * a require, and Jest runs no `import()` at all, while a worker thread is plain Node in all three (the build,
 * check-mdx and the tests). Loaded once, on the first page with a diagram; it loads the packages beside the
 * build's main thread.
 *
 * A message `{id, sources, draw, options}` gets `{id, results}`: per source, the parser's errors and, when
 * there are none and `draw` is set, the SVG.
 */
import {parentPort} from 'node:worker_threads';

const [{validate}, {renderMermaidSVG}] = await Promise.all([import('@probelabs/maid/core/router'), import('beautiful-mermaid')]);

parentPort.on('message', ({id, sources, draw, options}) => {
  const results = sources.map((source) => {
    const started = performance.now();
    const errors = validate(source)
      .errors.filter((e) => e.severity === 'error')
      .map(({line, column, message, hint}) => ({line, column, message, hint}));
    if (errors.length || !draw) return {errors};
    try {
      return {errors, svg: renderMermaidSVG(source, options), ms: performance.now() - started};
    } catch (e) {
      return {errors, failure: e instanceof Error ? e.message : String(e)};
    }
  });
  parentPort.postMessage({id, results});
});

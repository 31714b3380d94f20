// @ts-check
/**
 * A loader on every docs page that changes nothing: it makes the page depend on the files its version-changes
 * panel is made from (its counterpart in the previous and next version, src/data/platform.ts,
 * src/data/apiRenames.ts; every page of both versions for the overview), as plugins/versionChangesPlugin.ts
 * lists them. So Rspack's persistent cache and the development server compile a page again when its counterpart
 * changes, not only when the page itself does.
 *
 * Plain CommonJS: the bundler loads it without the TypeScript loader.
 */
const fs = require('node:fs');

/** @type {{file: string, mtimeMs: number, map: Record<string, string[]>} | undefined} */
let read;

/** @this {{resourcePath: string, getOptions(): {dependenciesFile: string}, addDependency(file: string): void}} @param {string} source */
module.exports = function versionChangesLoader(source) {
  const {dependenciesFile} = this.getOptions();
  const stat = fs.statSync(dependenciesFile, {throwIfNoEntry: false});
  if (!stat) return source;
  if (read?.file !== dependenciesFile || read.mtimeMs !== stat.mtimeMs) {
    read = {file: dependenciesFile, mtimeMs: stat.mtimeMs, map: JSON.parse(fs.readFileSync(dependenciesFile, 'utf8'))};
  }
  for (const file of read.map[this.resourcePath] ?? []) this.addDependency(file);
  return source;
};

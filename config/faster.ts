/**
 * Docusaurus's `future.faster` options (build budgets: docs-dev/benchmark.md): all of them, but Rspack's persistent cache only for a site
 * of at most `persistentCachePageLimit` doc pages. The cache makes warm builds faster, but Rspack keeps its
 * snapshot in memory while it bundles: at 5,000 pages it costs about 2.4 GiB of the build's peak (7.4 GiB
 * against 5.0 GiB without) and makes the cold bundling slower (225 s against 147 s), which puts the build
 * of a large site over an 8 GB machine. `PIPEDREAM_RSPACK_PERSISTENT_CACHE=on` or `off` overrides the count;
 * Docusaurus's own `DOCUSAURUS_NO_PERSISTENT_CACHE=1` still turns it off for one build.
 */
import fs from 'node:fs';
import path from 'node:path';

export const persistentCachePageLimit = 2000;

/** Where doc pages live: every version's folder. */
const docFolders = ['docs', 'versioned_docs'];

/** The Markdown and MDX files under the docs folders of a site. */
export function countDocPages(siteDir: string): number {
  let count = 0;
  for (const folder of docFolders) {
    const dir = path.join(siteDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, {recursive: true}) as string[]) if (/\.mdx?$/.test(file)) count++;
  }
  return count;
}

export function rspackPersistentCache(pages: number, setting = process.env.PIPEDREAM_RSPACK_PERSISTENT_CACHE): boolean {
  if (setting === 'on' || setting === 'off') return setting === 'on';
  if (setting) throw new Error(`PIPEDREAM_RSPACK_PERSISTENT_CACHE is "${setting}": expected on or off`);
  return pages <= persistentCachePageLimit;
}

/** `future.faster` for the site: every option on, the persistent cache as above. */
export function fasterOptions(siteDir: string) {
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: rspackPersistentCache(countDocPages(siteDir)),
    ssgWorkerThreads: true,
    gitEagerVcs: true,
  };
}

/**
 * The docs plugin's own helpers for a version's files, for `npm run version:cut` (scripts/lib/versionCut.ts), which
 * writes what `docusaurus docs:version` writes (the same paths, the sidebars as the plugin loads them) but all or
 * nothing. Deep imports of @docusaurus/plugin-content-docs, so they live in the seam, pinned (pins.ts).
 */
export {getVersionDocsDirPath, getVersionSidebarsPath, getVersionsFilePath} from '@docusaurus/plugin-content-docs/lib/versions/files.js';

/** The sidebars file loaded as the plugin loads it (an import, so the cut's other commands do not pay for it). */
export async function loadSidebarsFile(sidebarFilePath: string): Promise<unknown> {
  const sidebars = await import('@docusaurus/plugin-content-docs/lib/sidebars/index.js');
  return sidebars.loadSidebarsFile(sidebarFilePath);
}

/**
 * The upstream files the site copies, swaps or reads the output of, pinned to the versions they were taken from
 * (issue 36). For each: the installed file (by package and path), the site's file that follows it, and what
 * breaks if it moves. `pins.json` holds each installed file's sha256 at the pinned version, and `pins/` the diff
 * from it to the site's copy, so an upgrade is a three-way merge: old original, new original, the copy.
 * tests/unit/upstreamPins.test.ts fails, naming the file and docs-dev/upgrading.md, when an installed file differs
 * from its pin or a diff is stale; `npm run upstream:pin` writes both again once the copy is merged.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const projectRoot = path.join(__dirname, '..', '..');

export interface Pin {
  /** The installed file: package name, then its path in the package. */
  readonly pkg: string;
  readonly file: string;
  /** The site's file that follows it (a copy, a swap, a template), or that reads what it generates. */
  readonly site: string;
  /** copy: the site's file is the original with changes, kept as a diff; reader: the site reads its output's shape. */
  readonly kind: 'copy' | 'reader';
}

const core = '@docusaurus/core';
const classic = '@docusaurus/theme-classic';
const common = '@docusaurus/theme-common';

export const pins: readonly Pin[] = [
  // Swapped in the browser build (plugins/upstream/index.ts clientInternals).
  {pkg: core, file: 'lib/client/browserContext.js', site: 'src/upstream/browserContext.tsx', kind: 'copy'},
  {pkg: core, file: 'lib/client/preload.js', site: 'src/upstream/preload.ts', kind: 'copy'},
  {pkg: common, file: 'lib/hooks/useWindowSize.js', site: 'src/upstream/useWindowSize.ts', kind: 'copy'},
  {pkg: common, file: 'lib/utils/reactUtils.js', site: 'src/upstream/reactUtils.tsx', kind: 'copy'},
  {pkg: common, file: 'lib/hooks/useCodeWordWrap.js', site: 'src/upstream/useCodeWordWrap.ts', kind: 'copy'},
  {pkg: classic, file: 'lib/nprogress.js', site: 'src/upstream/progressBar.ts', kind: 'copy'},
  {pkg: classic, file: 'lib/prism-include-languages.js', site: 'src/upstream/noPrismAtStart.ts', kind: 'copy'},
  // The page template (plugins/upstream/appStart.ts ssrTemplate).
  {pkg: core, file: 'lib/ssg/ssgTemplate.html.js', site: 'plugins/upstream/appStart.ts', kind: 'copy'},
  // The generated files the loaders rewrite (routes.js, registry.js, routesChunkNames.json).
  {pkg: core, file: 'lib/server/codegen/codegenRoutes.js', site: 'plugins/upstream/routeGroups.cjs', kind: 'reader'},
  {pkg: core, file: 'lib/server/codegen/codegen.js', site: 'plugins/upstream/clientRegistryLoader.cjs', kind: 'reader'},
  // The client entry's hydrate flag (src/upstream/hydration.ts) and the chunk-failure handling of navigations.
  {pkg: core, file: 'lib/webpack/client.js', site: 'src/upstream/hydration.ts', kind: 'reader'},
  {pkg: core, file: 'lib/client/clientEntry.js', site: 'src/upstream/hydration.ts', kind: 'reader'},
  // The docs plugin's props and global data the site trims (plugins/upstream/docsData.ts).
  {pkg: '@docusaurus/plugin-content-docs', file: 'lib/routes.js', site: 'plugins/upstream/docsData.ts', kind: 'reader'},
  {pkg: '@docusaurus/plugin-content-docs', file: 'lib/globalData.js', site: 'plugins/upstream/docsData.ts', kind: 'reader'},
  {pkg: '@docusaurus/plugin-content-docs', file: 'lib/props.js', site: 'plugins/upstream/docsData.ts', kind: 'reader'},
  // The version's paths and the sidebars loader that `npm run version:cut` uses as `docs:version` does.
  {pkg: '@docusaurus/plugin-content-docs', file: 'lib/versions/files.js', site: 'plugins/upstream/docsVersionFiles.ts', kind: 'reader'},
  {pkg: '@docusaurus/plugin-content-docs', file: 'lib/sidebars/index.js', site: 'plugins/upstream/docsVersionFiles.ts', kind: 'reader'},
  // The route sort that puts a frozen version's own routes before the catch-all of the other builds' pages.
  {pkg: core, file: 'lib/server/plugins/routeConfig.js', site: 'plugins/upstream/otherBuildRoutes.ts', kind: 'reader'},
  // The duplicate-route check that a frozen version's build turns off for that catch-all, and runs on its own routes.
  {pkg: core, file: 'lib/server/routes.js', site: 'plugins/upstream/otherBuildRoutes.ts', kind: 'reader'},
  // The bundler runtime's chunk file function the route groups edit (plugins/upstream/routeGroupChunkFiles.ts):
  // Rspack writes it from its native binary, so the pin is the package's version.
  {pkg: '@rspack/core', file: 'package.json', site: 'plugins/upstream/routeGroupChunkFiles.ts', kind: 'reader'},
  // Swizzles that copy the original (src/theme/README.md: eject or replace).
  {pkg: classic, file: 'lib/theme/Tabs/index.js', site: 'src/theme/Tabs/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/CodeBlock/index.js', site: 'src/theme/CodeBlock/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/CodeBlock/Content/index.js', site: 'src/theme/CodeBlock/Content/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/DocVersionBanner/index.js', site: 'src/theme/DocVersionBanner/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/LastUpdated/index.js', site: 'src/theme/LastUpdated/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/DocSidebar/index.js', site: 'src/theme/DocSidebar/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/NotFound/Content/index.js', site: 'src/theme/NotFound/Content/index.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/NavbarItem/ComponentTypes.js', site: 'src/theme/NavbarItem/ComponentTypes.tsx', kind: 'copy'},
  {pkg: classic, file: 'lib/theme/prism-include-languages.js', site: 'src/theme/prism-include-languages.ts', kind: 'copy'},
];

/** The installed file of a pin (in the project's node_modules: some packages export no deep paths to resolve). */
export function installedFile(pin: Pin): string {
  return path.join(projectRoot, 'node_modules', pin.pkg, pin.file);
}

/** The pin's key: its package and path, as pins.json and the messages name it. */
export const pinKey = (pin: Pin) => `${pin.pkg}/${pin.file}`;

export const sha256 = (text: string | Buffer) => crypto.createHash('sha256').update(text).digest('hex');

export const pinsFile = path.join(__dirname, 'pins.json');
export const diffsDir = path.join(__dirname, 'pins');

/** The diff file of a copy pin. */
export const diffFile = (pin: Pin) => path.join(diffsDir, `${pin.site.replace(/[\\/]/g, '__')}.diff`);

/** `diff -u` from the installed original to the site's copy, with stable labels (no dates, no machine paths). */
export function copyDiff(pin: Pin): string {
  const r = spawnSync('diff', ['-u', '--label', `a/node_modules/${pinKey(pin)}`, '--label', `b/${pin.site}`, installedFile(pin), path.join(projectRoot, pin.site)], {encoding: 'utf8'});
  if (r.status !== 0 && r.status !== 1) throw new Error(`diff ${pinKey(pin)} ${pin.site}: ${r.stderr || r.error}`);
  return r.stdout;
}

export interface PinRecord {
  readonly version: string;
  readonly sha256: string;
}

/** The installed version of a pin's package. */
export function installedVersion(pin: Pin): string {
  return (JSON.parse(fs.readFileSync(installedFile({...pin, file: 'package.json'}), 'utf8')) as {version: string}).version;
}

/** What pins.json records for each pin, from the installed files. */
export function currentRecords(): Record<string, PinRecord> {
  return Object.fromEntries(pins.map((pin) => [pinKey(pin), {version: installedVersion(pin), sha256: sha256(fs.readFileSync(installedFile(pin)))}]));
}

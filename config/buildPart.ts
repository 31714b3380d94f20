/**
 * Which part of the site a Docusaurus build makes (issue 39, scripts/build.ts): the production build is one build
 * of the latest version with the site's own pages, and one build of each frozen version, whose output is kept
 * between builds and reused while nothing it is rendered from changes (scripts/lib/frozenVersions.ts).
 *
 * - `site`: every version in one build, as Docusaurus does by default: `npm start`, and `docusaurus build` run by hand;
 * - `latest`: the latest version (docs/), the site's own pages (search, redirects, 404) and its files for tools;
 *   what it shows of the frozen versions (their homes, the page each of its pages maps to there) comes from the
 *   frozen parts' own summaries (`PIPEDREAM_FROZEN_PARTS`, a JSON file of {@link FrozenPartSummary});
 * - `frozen`: one frozen version alone. It knows nothing of the other versions at build time, so adding a page to
 *   the latest version or cutting a new one never changes it: its version menu and banner read the latest build's
 *   `version-menu/<name>.json` in the browser.
 *
 * `PIPEDREAM_BUILD_PART` is `latest` or a frozen version's name; unset is `site`.
 */
import fs from 'node:fs';
import {siteModel, type DocsVersion, type SiteModel} from './versions';

export const buildPartVariable = 'PIPEDREAM_BUILD_PART';
export const frozenPartsVariable = 'PIPEDREAM_FROZEN_PARTS';

/** What a frozen part's build says of its version, for the latest part's version menu. */
export interface FrozenPartSummary {
  readonly name: string;
  readonly homePath: string;
  /** Public paths of every doc of the version, in slash form. */
  readonly docPaths: readonly string[];
  /** Its sections, for the search page's list when a search finds nothing (plugins/lib/searchVocabulary.ts). */
  readonly searchSections?: readonly unknown[];
}

export type BuildPart =
  | {readonly kind: 'site'}
  | {readonly kind: 'latest'; readonly frozen: readonly FrozenPartSummary[]}
  | {readonly kind: 'frozen'; readonly version: DocsVersion};

/** The file the frozen part's build writes at the root of its output, for scripts/build.ts. */
export const frozenSummaryFile = 'version-part.json';

/** The folder, under the output, of each frozen version's menu data (`version-menu/v1.json`). */
export const versionMenuFolder = 'version-menu';

/** The part of a build from its environment; a wrong value is one line naming the variable. */
export function buildPartOf(env: NodeJS.ProcessEnv = process.env, model: SiteModel = siteModel): BuildPart {
  const value = env[buildPartVariable];
  if (!value) return {kind: 'site'};
  if (value === 'latest') {
    const file = env[frozenPartsVariable];
    let frozen: FrozenPartSummary[] = [];
    if (file) {
      try {
        frozen = JSON.parse(fs.readFileSync(file, 'utf8')) as FrozenPartSummary[];
      } catch (e) {
        throw new Error(`${frozenPartsVariable}=${file}: ${(e as Error).message}`);
      }
    }
    return {kind: 'latest', frozen};
  }
  const version = model.versions.find((v) => v.name === value && !v.isLatest);
  if (!version) {
    const names = ['latest', ...model.versions.filter((v) => !v.isLatest).map((v) => v.name)];
    throw new Error(`${buildPartVariable}="${value}": expected one of ${names.join(', ')}`);
  }
  return {kind: 'frozen', version};
}

export const buildPart: BuildPart = buildPartOf();

/** The versions a build of `part` renders. */
export function versionsInPart(part: BuildPart, model: SiteModel = siteModel): readonly DocsVersion[] {
  if (part.kind === 'site') return model.versions;
  if (part.kind === 'frozen') return [part.version];
  return model.versions.filter((v) => v.isLatest);
}

/** Whether a public path is one of the pages a build of `part` renders (else another part's, or the site's own). */
export function pathInPart(pathname: string, part: BuildPart, model: SiteModel = siteModel): boolean {
  if (part.kind === 'site') return true;
  if (part.kind === 'frozen') return pathname.startsWith(part.version.path);
  return !model.versions.some((v) => !v.isLatest && pathname.startsWith(v.path));
}

/**
 * The docs plugin's version options for a part: a frozen version's build loads and is told of that version alone
 * (its `lastVersion` too, which Docusaurus requires to be loaded), so nothing of the others is in its files.
 */
export function docsVersionOptions<O>(part: BuildPart, versions: Record<string, O>, latestName: string) {
  if (part.kind === 'site') return {lastVersion: latestName, versions};
  const names = versionsInPart(part).map((v) => v.name);
  return {
    lastVersion: part.kind === 'frozen' ? part.version.name : latestName,
    onlyIncludeVersions: names,
    versions: Object.fromEntries(Object.entries(versions).filter(([name]) => names.includes(name))),
  };
}

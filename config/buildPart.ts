/**
 * Which part of the site a Docusaurus build makes (issue 39, scripts/build.ts): the production build is one build
 * of the latest version with the site's own pages, and one build of each frozen version, whose output is kept
 * between builds and reused while nothing it is rendered from changes (scripts/lib/frozenVersions.ts).
 *
 * - `site`: every version in one build, as Docusaurus does by default: `npm start`, and `docusaurus build` run by hand;
 * - `latest`: the latest version (docs/), the site's own pages (search, redirects, 404) and its files for tools;
 *   what it shows of the frozen versions (their homes, the page each of its pages maps to there) comes from the
 *   frozen parts' own summaries (`PIPEDREAM_FROZEN_PARTS`: a JSON list of the files of their
 *   {@link FrozenPartSummary}, which it waits for: a frozen version's build writes its summary as soon as it has
 *   loaded its pages, so the two builds can run side by side);
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
  | {readonly kind: 'latest'; readonly frozenFiles: readonly string[]}
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
    const list = env[frozenPartsVariable];
    let frozenFiles: string[] = [];
    if (list) {
      try {
        frozenFiles = JSON.parse(list) as string[];
      } catch (e) {
        throw new Error(`${frozenPartsVariable} is not a JSON list of files: ${(e as Error).message}`);
      }
    }
    return {kind: 'latest', frozenFiles};
  }
  const version = model.versions.find((v) => v.name === value && !v.isLatest);
  if (!version) {
    const names = ['latest', ...model.versions.filter((v) => !v.isLatest).map((v) => v.name)];
    throw new Error(`${buildPartVariable}="${value}": expected one of ${names.join(', ')}`);
  }
  return {kind: 'frozen', version};
}

export const buildPart: BuildPart = buildPartOf();


/** The variable a frozen version's build writes its summary to, as soon as its pages are loaded. */
export const frozenSummaryVariable = 'PIPEDREAM_FROZEN_SUMMARY';

/** How long the latest version's build waits for a frozen version's summary: the loading of its pages. */
const summaryWaitMs = 30 * 60_000;

/**
 * The frozen versions' summaries (latest part), once their builds have written them: polled, as the builds run side
 * by side; a build that failed writes `<file>.failed` (scripts/lib/siteBuild.ts), which ends the wait with its message.
 */
export async function frozenSummaries(part: BuildPart = buildPart): Promise<FrozenPartSummary[]> {
  if (part.kind !== 'latest') return [];
  const deadline = Date.now() + summaryWaitMs;
  const one = async (file: string): Promise<FrozenPartSummary> => {
    for (;;) {
      if (fs.existsSync(`${file}.failed`)) throw new Error(fs.readFileSync(`${file}.failed`, 'utf8'));
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as FrozenPartSummary;
      if (Date.now() > deadline) throw new Error(`${file}: no summary of a frozen version's build after ${summaryWaitMs / 60_000} minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return Promise.all(part.frozenFiles.map(one));
}

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

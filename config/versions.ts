/**
 * The site model: where the site is served and its docs versions, derived from versions.json and nothing
 * else, so `npm run version:cut` needs no hand edit. Every Node-side consumer reads it from here
 * (docusaurus.config.ts, the sitemap, the Markdown export and page data, guide cards, search indexing, the
 * server and its deploy configs, the version cut, the bench, the route lists); code in the browser reads it
 * through Docusaurus (`useVersions`, `siteConfig`), which gets it from docusaurus.config.ts.
 *
 * - the docs in docs/ are the latest version, at the base URL, labelled one above the newest frozen version
 *   (versions.json `["v1"]` → `v2`; after cutting v2, `["v2", "v1"]` → `v3`);
 * - every version in versions.json is older, served under its own name, labelled with it and marked
 *   unmaintained.
 *
 * A version has one key: its Docusaurus version name (`current` for docs/, else its versions.json name).
 * The docs plugin, its client hooks and its loaded content know versions by that name, and it does not
 * change when a version is cut (`current` stays docs/, `v1` stays v1), where labels shift (`current` is
 * labelled v2 today, v3 after the next cut) and paths are empty for the latest. Labels and paths are what
 * readers see (the menu, page data keys, search filters, URLs); they are read from the model, never keyed on.
 */
import path from 'node:path';
import {removeTrailingSlash} from '@docusaurus/utils-common';
import {readVersionsJson} from './versionsFile';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

export type VersionOptions = NonNullable<DocsOptions['versions']>[string];

/** The site's origin, Docusaurus's `url`. */
export const siteOrigin = 'https://pipedream.com';
/** Where the site is served, Docusaurus's `baseUrl`: `/docs/`. */
export const baseUrl = '/docs/';
/** The base URL without its trailing slash, as servers match it: `/docs`. */
export const basePath = removeTrailingSlash(baseUrl);

/** Docusaurus's name for the version in docs/ (its `CURRENT_VERSION_NAME`): the latest version here. */
export const latestVersionName = 'current';

export interface DocsVersion {
  /** The key: Docusaurus's version name, `current` for docs/, else as in versions.json (`v1`). */
  readonly name: string;
  /** What readers see: `v2`, `v1`. */
  readonly label: string;
  /** Path under the base URL, the docs plugin's `path` option: `` for the latest, `v1`. */
  readonly urlSegment: string;
  /** Public base path, with its trailing slash: `/docs/`, `/docs/v1/`. */
  readonly path: string;
  /** The folder of its pages, relative to the site: `docs`, `versioned_docs/version-v1`. */
  readonly contentDir: string;
  /** The latest version: served at the base URL, marked New, never bannered. */
  readonly isLatest: boolean;
}

export interface SiteModel {
  readonly origin: string;
  readonly baseUrl: string;
  /** Newest first: the latest, then versions.json's order. */
  readonly versions: readonly DocsVersion[];
}

/** Frozen version names look like `v1`, `v2`…: the number after the `v`. */
const numbered = /^v(\d+)$/;

/**
 * The label of the docs in docs/: one above the newest frozen version when versions are numbered
 * (`v1` → `v2`), `v1` when nothing is frozen yet, `latest` when the names are not `vN`.
 */
export function currentLabelFor(olderVersions: readonly string[]): string {
  const newest = olderVersions[0];
  if (newest === undefined) return 'v1';
  const n = numbered.exec(newest);
  return n ? `v${Number(n[1]) + 1}` : 'latest';
}

/** The site model for a versions.json list (newest first, as Docusaurus writes it). */
export function siteModelFor(olderVersions: readonly string[]): SiteModel {
  const version = (name: string, label: string, urlSegment: string, contentDir: string, isLatest: boolean): DocsVersion => ({
    name,
    label,
    urlSegment,
    path: urlSegment ? `${baseUrl}${urlSegment}/` : baseUrl,
    contentDir,
    isLatest,
  });
  return {
    origin: siteOrigin,
    baseUrl,
    versions: [
      version(latestVersionName, currentLabelFor(olderVersions), '', 'docs', true),
      ...olderVersions.map((name) => version(name, name, name, `versioned_docs/version-${name}`, false)),
    ],
  };
}

/** The Docusaurus `versions` option of a site model. */
export function docsVersionsOf(model: SiteModel): {current: VersionOptions} & Record<string, VersionOptions> {
  // The badge ("Version: v1") is set, not left to Docusaurus, which shows it only when a build loads several
  // versions: the production build loads one at a time (config/buildPart.ts).
  const badge = model.versions.length > 1;
  const options = (v: DocsVersion): VersionOptions =>
    v.isLatest ? {label: v.label, path: v.urlSegment, badge} : {label: v.label, path: v.urlSegment, badge, banner: 'unmaintained'};
  const [latest, ...older] = model.versions;
  return {current: options(latest!), ...Object.fromEntries(older.map((v) => [v.name, options(v)]))};
}

export {readVersionsJson};

/** The frozen versions, as versions.json lists them (newest first). */
export const olderVersions: readonly string[] = readVersionsJson(path.join(__dirname, '..'));

/** The site model of this site. */
export const siteModel: SiteModel = siteModelFor(olderVersions);

/** The version of a name, from the site model; throws on an unknown name. */
export function versionNamed(name: string, model: SiteModel = siteModel): DocsVersion {
  const version = model.versions.find((v) => v.name === name);
  if (!version) throw new Error(`no docs version named "${name}" (versions: ${model.versions.map((v) => v.name).join(', ')})`);
  return version;
}

/** The version in docs/, at the base URL. */
export const latestVersion: DocsVersion = versionNamed(latestVersionName);

/** Label of the docs in docs/ (the newest version). */
export const currentVersionLabel = latestVersion.label;

export const docsVersions = docsVersionsOf(siteModel) satisfies DocsOptions['versions'];

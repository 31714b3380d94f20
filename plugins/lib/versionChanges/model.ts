/**
 * What changed on each page from one docs version to the next, read from the Markdown sources of both versions
 * (build-time code: it reads the site's files). A page of a version has a counterpart in the previous version
 * (the next one in config/versions.ts's order, whatever its name) when that version has a page at the same path,
 * or at the path src/data/versionPageMap.ts maps it to (the version menu's rule, src/lib/versionSwitch.ts). Of each
 * pair it gives:
 * - sections new, gone, renamed or moved (./sections.ts);
 * - platform values (src/data/platform.ts) shown on either page, by `<Limit name>` or `<LimitsTable>`, whose
 *   value differs between the two versions, old → new;
 * - API names of src/data/apiRenames.ts introduced by the newer version whose old name the older page uses (and
 *   the newer page's code does not);
 * - the writer's notes of the newer page for its version (front matter `version_notes: {v2: ["…"]}`).
 *
 * Everything comes from the site's folder and versions.json (`siteModelFor`), so a cut version compares with the
 * version before it with no edit, and a test can hand it a site of its own. Results are kept in memory by the
 * files' modification times and sizes: the build asks once per page and gets the same answer. Each page's facts (its
 * parse, the costly part) are also kept on disk by the page's source and the code that reads it ({@link factsCacheDir}),
 * so the versions' own builds (config/buildPart.ts) and the next build read them instead of parsing every page again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Heading, Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import {readVersionsJson, siteModelFor, type DocsVersion, type SiteModel} from '../../../config/versions';
import {apiRenames, type ApiRename} from '../../../src/data/apiRenames';
import {constantsFor, isLimitName, limitNames, limitsPageGroups, type LimitName} from '../../../src/data/platform';
import {versionPageMap, type VersionedPaths} from '../../../src/data/versionPageMap';
import {pathInVersion, switchVersionTarget, type VersionInfo} from '../../../src/lib/versionSwitch';
import {expandOpenApiMarkers} from '../../openApiRemarkPlugin';
import {openApiMarker} from '../../../src/data/restApi';
import {parsePageTree, walk} from '../anchors';
import {writeWhole} from '../writeWhole';
import {headingText, matchSections, pageSections, type Section, type SectionChange} from './sections';

/** The element the overview page has where the list of every page's changes goes (plugins/remarkVersionChanges.ts). */
export const overviewMarker = 'VersionChanges';
const overviewMarkerPattern = new RegExp(`^<${overviewMarker}\\s*/>\\s*$`, 'm');

/** The front matter key of the writer's notes: version label → notes (plugins/lib/frontMatter.ts checks it). */
export const notesKey = 'version_notes';

/** What the comparison needs of one page. */
export interface PageFacts {
  readonly title: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly sections: readonly Section[];
  /** Platform values the page shows. */
  readonly limitNames: ReadonlySet<LimitName>;
  /** Text of its code blocks and inline code, and of the rest, for API names. */
  readonly code: string;
  readonly prose: string;
}

export interface ValueChange {
  readonly name: LimitName;
  /** The value's label in the newer version. */
  readonly label: string;
  readonly from: string;
  readonly to: string;
}

export interface PageChanges {
  readonly sections: readonly SectionChange[];
  readonly values: readonly ValueChange[];
  readonly apis: readonly ApiRename[];
  /** The writer's notes, inline Markdown. */
  readonly notes: readonly string[];
}

export const hasChanges = (c: PageChanges): boolean => c.sections.length + c.values.length + c.apis.length + c.notes.length > 0;

/** A page of a version. */
export interface VersionPage {
  readonly version: DocsVersion;
  /** Its source, relative to the site: `docs/limits.md`. */
  readonly file: string;
  /** Its path in the version, slash form: `/limits/`. */
  readonly route: string;
  /** Its public path: `/docs/v1/limits/`. */
  readonly url: string;
  readonly title: string;
}

export interface PagePair {
  readonly newer: VersionPage;
  readonly older: VersionPage;
  readonly changes: PageChanges;
}

export interface SiteVersionChanges {
  readonly model: SiteModel;
  /** Every page with a counterpart in the previous version, newest version first, then by path. */
  readonly pairs: readonly PagePair[];
  /** The pair of a page as the newer page ("Changed since"), by site-relative file. */
  since(file: string): PagePair | undefined;
  /** The pair of a page as the older page ("What is different in"), by site-relative file. */
  reverse(file: string): PagePair | undefined;
  /** The pairs whose newer page is in a version (by Docusaurus name). */
  ofVersion(versionName: string): readonly PagePair[];
  /** The version of a page, by site-relative file. */
  versionOf(file: string): DocsVersion | undefined;
  /** The public path of a version's overview page (the page with `<VersionChanges />`), if it has one. */
  overviewUrl(version: DocsVersion): string | undefined;
  /** The site-relative file of a version's overview page (by Docusaurus name), if it has one. */
  overviewFile(versionName: string): string | undefined;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Site-relative files of a version's pages: Markdown outside `_` files and folders, as the docs plugin reads them. */
export function versionFiles(siteDir: string, version: DocsVersion): string[] {
  const dir = path.join(siteDir, version.contentDir);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .map(toPosix)
    .filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')))
    .sort()
    .map((f) => `${version.contentDir}/${f}`);
}

/**
 * A page's path in its version, as the docs plugin makes it: `a/b.md` → `/a/b/`, `a/index.md` → `/a/`, or the
 * front matter `slug` (absolute, or relative to the file's folder). The site check (tests/site/versionChanges.test.ts)
 * holds it to the build's own paths.
 */
export function routeOf(fileInVersion: string, slug?: unknown): string {
  const parts = fileInVersion.replace(/\.mdx?$/, '').split('/');
  const name = parts.pop()!;
  const folder = parts.join('/');
  if (typeof slug === 'string' && slug !== '') {
    const joined = slug.startsWith('/') ? slug : `/${folder ? `${folder}/` : ''}${slug}`;
    return joined.endsWith('/') ? joined : `${joined}/`;
  }
  const index = /^(index|readme)$/i.test(name) || name === parts.at(-1);
  return `/${[folder, index ? '' : name].filter(Boolean).join('/')}/`.replace(/\/+/g, '/');
}

/** Platform values a page shows: `<Limit name>`, and every value of the groups of a `<LimitsTable>`. */
function shownLimits(tree: Root): Set<LimitName> {
  const names = new Set<LimitName>();
  walk(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const attr = (name: string) => node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
    if (node.name === 'Limit') {
      const name = attr('name')?.value;
      if (typeof name === 'string' && isLimitName(name)) names.add(name);
    } else if (node.name === 'LimitsTable') {
      const value = attr('groups')?.value;
      const groups = typeof value === 'object' && value ? [...value.value.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!) : limitsPageGroups;
      const constants = constantsFor(undefined);
      for (const name of limitNames) if ((groups as readonly string[]).includes(constants[name].group)) names.add(name);
    }
  });
  return names;
}

function codeAndProse(tree: Root): {code: string; prose: string} {
  const code: string[] = [];
  const prose: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') code.push(node.value);
    else if (node.type === 'text') prose.push(node.value);
  });
  return {code: code.join('\n'), prose: prose.join(' ')};
}

const factsCache = new Map<string, PageFacts>();

/**
 * Where the facts of each page are kept between builds: one file per page source and version of the code that reads
 * it (the files of {@link factsCode} and the lockfile), written whole (../writeWhole.ts), so two builds at once never
 * read half a file. `npm run clear` (`docusaurus clear`) empties it with the rest of `node_modules/.cache`.
 */
export const factsCacheDir = (siteDir: string): string => path.join(siteDir, 'node_modules', '.cache', 'pipedream-version-changes');

/** The code a page's facts come from, beside this file: a change to any of it is a new version of every fact. */
const factsCode = [
  'model.ts',
  'sections.ts',
  '../anchors.ts',
  '../frontMatter.ts',
  '../mdLinks.ts',
  '../../../src/data/platform.ts',
].map((f) => path.join(__dirname, f));

const codeVersions = new Map<string, string>();
function factsCodeVersion(siteDir: string): string {
  let version = codeVersions.get(siteDir);
  if (version === undefined) {
    const hash = crypto.createHash('sha1');
    for (const file of [...factsCode, path.join(siteDir, 'package-lock.json')]) hash.update(path.basename(file)).update('\0').update(fs.existsSync(file) ? fs.readFileSync(file) : '');
    version = hash.digest('hex');
    codeVersions.set(siteDir, version);
  }
  return version;
}

/** A page's facts as kept: those of its source alone (a page with neither a title nor an h1 is named by its file). */
type StoredFacts = Omit<PageFacts, 'limitNames' | 'title'> & {limitNames: LimitName[]; title?: string};

function readStoredFacts(file: string): StoredFacts | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredFacts;
  } catch {
    return undefined; // not kept yet (or cut short by a crash): parsed again and written whole
  }
}

/** The facts of a source, parsed. */
function parseFacts(siteDir: string, file: string, source: string): StoredFacts {
  // Synchronous (the remark plugins before Docusaurus's own must be: plugins/anchorCheckPlugin.ts): gray-matter,
  // which Docusaurus's own front matter parser is a fork of. The build has checked the values already. As JSON, so a
  // kept copy is the same value (a YAML date is its ISO string in both).
  const frontMatter = JSON.parse(JSON.stringify(matter(source).data)) as Record<string, unknown>;
  const tree = parsePageTree(source);
  // The REST reference's generated sections are part of the page as readers see it.
  expandOpenApiMarkers(tree, siteDir, file);
  const h1 = tree.children.find((n): n is Heading => n.type === 'heading' && n.depth === 1);
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : h1 ? headingText(h1) : undefined;
  return {title, frontMatter, sections: pageSections(tree), limitNames: [...shownLimits(tree)], ...codeAndProse(tree)};
}

/**
 * The facts of a page's source (front matter included), kept by the source's hash, in memory and on disk: a page
 * and its copy in a newer version share them.
 */
export function pageFacts(siteDir: string, file: string, source: string): PageFacts {
  const sourceHash = crypto.createHash('sha1').update(source).digest('hex');
  const key = `${siteDir}\0${file}\0${sourceHash}`;
  const hit = factsCache.get(key);
  if (hit) return hit;
  // A REST reference page's sections come from the OpenAPI document and its file's place as well as its source: it is
  // parsed every time.
  const keptFile = source.includes(`<${openApiMarker}`) ? undefined : path.join(factsCacheDir(siteDir), factsCodeVersion(siteDir), `${sourceHash}.json`);
  let stored = keptFile && readStoredFacts(keptFile);
  if (!stored) {
    stored = parseFacts(siteDir, file, source);
    if (keptFile) writeWhole(keptFile, JSON.stringify(stored));
  }
  const facts: PageFacts = {...stored, title: stored.title ?? file, limitNames: new Set(stored.limitNames)};
  factsCache.set(key, facts);
  return facts;
}

/** The notes of a page's front matter for a version label. */
export function notesFor(frontMatter: Readonly<Record<string, unknown>>, label: string): string[] {
  const notes = (frontMatter[notesKey] as Record<string, unknown> | undefined)?.[label];
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string') : [];
}

/** What changed from the older page to the newer one. */
export function pageChanges(older: PageFacts, newer: PageFacts, olderVersion: DocsVersion, newerVersion: DocsVersion): PageChanges {
  const [was, is] = [constantsFor(olderVersion.name), constantsFor(newerVersion.name)];
  const values = limitNames
    .filter((name) => (older.limitNames.has(name) || newer.limitNames.has(name)) && was[name].value !== is[name].value)
    .map((name) => ({name, label: is[name].label, from: was[name].value, to: is[name].value}));
  // Old names the older page uses, unless the newer page's own code still does (a source's `run(event)` keeps
  // `event.body` in every version; only a code step's `event` became `steps.trigger.event`).
  const apis = apiRenames.filter(
    (r) =>
      r.introducedIn === newerVersion.label &&
      (Boolean(r.uses.code?.test(older.code)) || Boolean(r.uses.prose?.test(older.prose))) &&
      !r.uses.code?.test(newer.code),
  );
  return {sections: matchSections(older.sections, newer.sections), values, apis, notes: notesFor(newer.frontMatter, newerVersion.label)};
}

interface Snapshot {
  readonly signature: string;
  readonly result: SiteVersionChanges;
}
const snapshots = new Map<string, Snapshot>();

/** The pages of every version with their paths, and a signature of the files they come from. */
function scan(siteDir: string, model: SiteModel) {
  const pages = model.versions.map((version) => ({version, files: versionFiles(siteDir, version)}));
  const signature = pages
    .flatMap(({files}) => files.map((f) => {
      const st = fs.statSync(path.join(siteDir, f));
      return `${f}:${st.mtimeMs}:${st.size}`;
    }))
    .join('\n');
  return {pages, signature};
}

function compute(siteDir: string, model: SiteModel, scanned: ReturnType<typeof scan>, pageMap: readonly VersionedPaths[]): SiteVersionChanges {
  const newestFirst = model.versions.map((v) => v.name);
  type Doc = {file: string; source: string; facts?: PageFacts};
  const byVersion = new Map<string, Map<string, Doc>>();
  const overviews = new Map<string, {route: string; file: string}>();
  for (const {version, files} of scanned.pages) {
    const routes = new Map<string, Doc>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
      // Only the front matter for the path; a page is parsed only if it has a counterpart.
      const route = routeOf(file.slice(version.contentDir.length + 1), (matter(source).data as {slug?: unknown}).slug);
      routes.set(route, {file, source});
      if (overviewMarkerPattern.test(source)) overviews.set(version.name, {route, file});
    }
    byVersion.set(version.name, routes);
  }
  const factsOf = (doc: Doc) => (doc.facts ??= pageFacts(siteDir, doc.file, doc.source));
  // No home: the version menu's rule sends a page without a counterpart there, which here means none.
  const noPage = '';
  const info = (v: DocsVersion): VersionInfo => ({name: v.name, path: v.path, homePath: noPage, docPaths: [...byVersion.get(v.name)!.keys()].map((r) => `${v.path}${r.slice(1)}`)});
  const counterpart = (route: string, from: VersionInfo, to: VersionInfo): string | undefined => {
    const target = switchVersionTarget(`${from.path}${route.slice(1)}`, from, to, pageMap, newestFirst);
    return target === noPage ? undefined : pathInVersion(target, to.path);
  };
  const page = (version: DocsVersion, route: string): VersionPage => {
    const doc = byVersion.get(version.name)!.get(route)!;
    return {version, file: doc.file, route, url: `${version.path}${route.slice(1)}`, title: factsOf(doc).title};
  };
  const pairs: PagePair[] = [];
  model.versions.forEach((newer, i) => {
    const older = model.versions[i + 1];
    if (!older) return;
    const [from, to] = [info(newer), info(older)];
    for (const [route, doc] of byVersion.get(newer.name)!) {
      const olderRoute = counterpart(route, from, to);
      if (olderRoute === undefined) continue;
      const olderDoc = byVersion.get(older.name)!.get(olderRoute)!;
      pairs.push({newer: page(newer, route), older: page(older, olderRoute), changes: pageChanges(factsOf(olderDoc), factsOf(doc), older, newer)});
    }
  });
  pairs.sort((a, b) => newestFirst.indexOf(a.newer.version.name) - newestFirst.indexOf(b.newer.version.name) || a.newer.route.localeCompare(b.newer.route));
  const since = new Map(pairs.map((p) => [p.newer.file, p]));
  const reverse = new Map(pairs.map((p) => [p.older.file, p]));
  const versionOf = new Map(scanned.pages.flatMap(({version, files}) => files.map((f) => [f, version] as const)));
  return {
    model,
    pairs,
    since: (file) => since.get(file),
    reverse: (file) => reverse.get(file),
    ofVersion: (name) => pairs.filter((p) => p.newer.version.name === name),
    versionOf: (file) => versionOf.get(file),
    overviewUrl: (version) => {
      const overview = overviews.get(version.name);
      return overview && `${version.path}${overview.route.slice(1)}`;
    },
    overviewFile: (name) => overviews.get(name)?.file,
  };
}

/**
 * Every page pair of the site at `siteDir` and its changes, for the versions of its versions.json (or `model`).
 * Computed again only when a page, versions.json or the page map changed. A production build, whose pages do not
 * change while it runs, computes it once; the development server looks at the files' times on every call (a few
 * milliseconds), so an edit shows at the next compile.
 */
export function siteVersionChanges(
  siteDir: string,
  model: SiteModel = siteModelFor(readVersionsJson(siteDir)),
  pageMap: readonly VersionedPaths[] = versionPageMap,
): SiteVersionChanges {
  const key = `${path.resolve(siteDir)}\n${JSON.stringify(model.versions)}\n${JSON.stringify(pageMap)}`;
  const hit = snapshots.get(key);
  if (hit && process.env.NODE_ENV === 'production') return hit.result;
  const scanned = scan(siteDir, model);
  if (hit?.signature === scanned.signature) return hit.result;
  const result = compute(siteDir, model, scanned, pageMap);
  snapshots.set(key, {signature: scanned.signature, result});
  return result;
}

/** Site-relative files a page's panel is made from: its counterparts' sources (the page's own is the page). */
export function counterpartFiles(changes: SiteVersionChanges, file: string): string[] {
  return [changes.since(file)?.older.file, changes.reverse(file)?.newer.file].filter((f): f is string => f !== undefined);
}

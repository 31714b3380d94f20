/**
 * The frozen versions' kept builds (issue 39): what the key of a frozen version is made of
 * (scripts/lib/frozenVersions.ts), how a damaged entry is found, the assembly's helpers (scripts/lib/siteBuild.ts),
 * the build parts (config/buildPart.ts), the routes of another build's pages (plugins/docsPlugin.ts) and a frozen
 * version's menu file (plugins/siteVersionsPlugin.ts, src/lib/siteVersionsData.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {changedInputs, describeChanges, entryDamage, frozenInputs, sealEntry, versionCacheDir} from '../../scripts/lib/frozenVersions';
import {buildsAtOnce, joinSitemaps, withoutOutDir} from '../../scripts/lib/siteBuild';
import {buildPartOf, docsVersionOptions, frozenSummaries, pathInPart} from '../../config/buildPart';
import {siteModelFor} from '../../config/versions';
import {duplicateRoutePaths, withOtherBuildRoutes, otherBuildComponent} from '../../plugins/upstream/otherBuildRoutes';
import {versionMenuFile} from '../../plugins/siteVersionsPlugin';
import {menuFileTarget, linkTo} from '../../src/lib/siteVersionsData';
import type {RouteConfig} from '@docusaurus/types';

const model = siteModelFor(['v2', 'v1']);
const [v3, v2, v1] = model.versions as [(typeof model.versions)[number], (typeof model.versions)[number], (typeof model.versions)[number]];

/** A small site in a temporary folder (no git: the key reads every file but the outputs). */
function tempSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frozen-key-'));
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
    fs.writeFileSync(path.join(dir, f), text);
  }
  return dir;
}

describe("a frozen version's key", () => {
  const files = {
    'docs/intro.md': 'latest',
    'versioned_docs/version-v2/intro.md': 'v2',
    'versioned_docs/version-v1/intro.md': 'v1',
    'versioned_sidebars/version-v2-sidebars.json': '{}',
    'versioned_sidebars/version-v1-sidebars.json': '{}',
    'versions.json': '["v2","v1"]',
    'src/theme/DocSidebar/index.tsx': 'theme',
    'src/data/versionPageMap.ts': 'map',
    'src/data/platform.ts': 'values',
    'README.md': 'readme',
    'package-lock.json': '{}',
    'build/index.html': 'output',
  };
  let site: string;
  beforeEach(() => (site = tempSite(files)));
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));
  const key = (v = v1, env: NodeJS.ProcessEnv = {}) => frozenInputs(site, v, model, [], env).key;
  const edit = (f: string) => fs.appendFileSync(path.join(site, f), ' edited');

  it.each([
    ['a page of the latest version', 'docs/intro.md'],
    ['versions.json (a cut)', 'versions.json'],
    ['a newer version', 'versioned_docs/version-v2/intro.md'],
    ["a newer version's sidebar", 'versioned_sidebars/version-v2-sidebars.json'],
    ['the README', 'README.md'],
    ['the build output', 'build/index.html'],
    ['the page map, for the oldest version (it has no panel)', 'src/data/versionPageMap.ts'],
  ])('does not change with %s', (_, file) => {
    const before = key();
    edit(file);
    expect(key()).toBe(before);
  });

  it.each([
    ['its own page', 'versioned_docs/version-v1/intro.md'],
    ['its sidebar', 'versioned_sidebars/version-v1-sidebars.json'],
    ['a theme component', 'src/theme/DocSidebar/index.tsx'],
    ['a platform value', 'src/data/platform.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('changes with %s', (_, file) => {
    const before = key();
    edit(file);
    expect(key()).not.toBe(before);
  });

  it("changes with an older version's page and the page map, for a version whose panels compare with it", () => {
    const before = key(v2);
    edit('versioned_docs/version-v1/intro.md');
    const afterOlder = key(v2);
    expect(afterOlder).not.toBe(before);
    edit('src/data/versionPageMap.ts');
    expect(key(v2)).not.toBe(afterOlder);
  });

  it('changes with a build variable, not with the assembly ones', () => {
    const before = key();
    expect(key(v1, {PIPEDREAM_VERSION_CACHE: '/elsewhere', PIPEDREAM_BUILD_PART: 'v1', HOME: '/x'})).toBe(before);
    // Where caches go and how many threads render change how long a build takes, not what it writes.
    expect(key(v1, {PIPEDREAM_RSPACK_CACHE_DIR: '/elsewhere', DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1'})).toBe(before);
    expect(key(v1, {PIPEDREAM_STOCK_CLIENT: '1'})).not.toBe(before);
    expect(key(v1, {ALGOLIA_APP_ID: 'x'})).not.toBe(before);
  });

  it('says which inputs changed, by name', () => {
    const before = frozenInputs(site, v1, model, []).inputs;
    edit('src/theme/DocSidebar/index.tsx');
    const changed = changedInputs(before, frozenInputs(site, v1, model, ['--no-minify']).inputs);
    expect(changed).toEqual(['(arguments)', 'src/theme/DocSidebar/index.tsx']);
    expect(describeChanges(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });
});

describe('a kept entry', () => {
  let entry: string;
  beforeEach(() => {
    entry = tempSite({'output/v1/index.html': '<p>v1</p>', 'parts/sitemap.xml': '<urlset></urlset>'});
    sealEntry(entry, 'k1');
  });
  afterEach(() => fs.rmSync(entry, {recursive: true, force: true}));

  it('is whole when its files are the ones it was sealed with', () => expect(entryDamage(entry, 'k1')).toBeUndefined());
  it('is damaged when a file changed, went missing or was added, or it has no manifest, or another key', () => {
    fs.appendFileSync(path.join(entry, 'output/v1/index.html'), 'x');
    expect(entryDamage(entry, 'k1')).toBe('output/v1/index.html differs from its manifest');
    fs.rmSync(path.join(entry, 'output/v1/index.html'));
    expect(entryDamage(entry, 'k1')).toBe('output/v1/index.html is missing');
    sealEntry(entry, 'k1');
    fs.writeFileSync(path.join(entry, 'output/extra.js'), '');
    expect(entryDamage(entry, 'k1')).toBe('output/extra.js is not in its manifest');
    expect(entryDamage(entry, 'k2')).toBe('its manifest is of another key or format');
    fs.rmSync(path.join(entry, 'manifest.json'));
    expect(entryDamage(entry, 'k1')).toBe('it has no manifest (a build cut short)');
  });
});

describe('the assembly', () => {
  it('sets each part its own output folder', () => {
    expect(withoutOutDir(['--out-dir', 'build-stock', '--no-minify', '--out-dir=x'])).toEqual(['--no-minify']);
  });
  it('joins sitemaps', () => {
    const latest = '<urlset a="1"><url><loc>/docs/</loc></url></urlset>';
    expect(joinSitemaps(latest, ['<?xml?><urlset><url><loc>/docs/v1/</loc></url></urlset>'])).toBe('<urlset a="1"><url><loc>/docs/</loc></url><url><loc>/docs/v1/</loc></url></urlset>');
    expect(() => joinSitemaps('<urlset>', [])).toThrow('without </urlset>');
  });
  it('reads the cache and build settings, refusing a wrong one in one line', () => {
    expect(versionCacheDir('/site', 'off')).toBeUndefined();
    expect(versionCacheDir('/site', undefined)).toBe('/site/node_modules/.cache/pipedream-versions');
    expect(buildsAtOnce({}, 200)).toBe(2);
    expect(buildsAtOnce({}, 5000)).toBe(1);
    expect(buildsAtOnce({PIPEDREAM_VERSION_BUILDS: '3'}, 5000)).toBe(3);
    expect(() => buildsAtOnce({PIPEDREAM_VERSION_BUILDS: 'two'}, 200)).toThrow('PIPEDREAM_VERSION_BUILDS is "two": expected a whole number of at least 1');
  });
});

describe('the build parts', () => {
  it('reads the part from PIPEDREAM_BUILD_PART, naming the choices when it is wrong', () => {
    expect(buildPartOf({}, model)).toEqual({kind: 'site'});
    expect(buildPartOf({PIPEDREAM_BUILD_PART: 'v1'}, model)).toEqual({kind: 'frozen', version: v1});
    expect(buildPartOf({PIPEDREAM_BUILD_PART: 'latest'}, model)).toEqual({kind: 'latest', frozenFiles: []});
    expect(() => buildPartOf({PIPEDREAM_BUILD_PART: 'current'}, model)).toThrow('PIPEDREAM_BUILD_PART="current": expected one of latest, v2, v1');
  });
  it("waits for each frozen version's summary, and stops with the message of one whose build failed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frozen-summaries-'));
    const [a, b] = [path.join(dir, 'v2.json'), path.join(dir, 'v1.json')];
    const waiting = frozenSummaries({kind: 'latest', frozenFiles: [a, b]});
    fs.writeFileSync(b, JSON.stringify({name: 'v1', homePath: '/docs/v1/', docPaths: []}));
    setTimeout(() => fs.writeFileSync(a, JSON.stringify({name: 'v2', homePath: '/docs/v2/', docPaths: []})), 150);
    expect((await waiting).map((s) => s.name)).toEqual(['v2', 'v1']);
    fs.writeFileSync(path.join(dir, 'v3.json.failed'), 'the build of version v3 failed');
    await expect(frozenSummaries({kind: 'latest', frozenFiles: [path.join(dir, 'v3.json')]})).rejects.toThrow('the build of version v3 failed');
    expect(await frozenSummaries({kind: 'site'})).toEqual([]);
    fs.rmSync(dir, {recursive: true, force: true});
  });
  it("gives a frozen version's build that version alone, as the last", () => {
    const versions = {current: {label: 'v3'}, v2: {label: 'v2'}, v1: {label: 'v1'}};
    expect(docsVersionOptions({kind: 'frozen', version: v2}, versions, 'current')).toEqual({lastVersion: 'v2', onlyIncludeVersions: ['v2'], versions: {v2: {label: 'v2'}}});
    expect(docsVersionOptions({kind: 'latest', frozenFiles: []}, versions, 'current')).toEqual({lastVersion: 'current', onlyIncludeVersions: ['current'], versions: {current: {label: 'v3'}}});
    expect(docsVersionOptions({kind: 'site'}, versions, 'current')).toEqual({lastVersion: 'current', versions});
  });
  it('knows which paths are its own', () => {
    expect(pathInPart('/docs/v1/x/', {kind: 'frozen', version: v1}, model)).toBe(true);
    expect(pathInPart('/docs/x/', {kind: 'frozen', version: v1}, model)).toBe(false);
    expect(pathInPart('/docs/x/', {kind: 'latest', frozenFiles: []}, model)).toBe(true);
    expect(pathInPart('/docs/v2/x/', {kind: 'latest', frozenFiles: []}, model)).toBe(false);
  });
  it("adds the routes of another build's pages to the docs root, after the version's own", () => {
    const root = {path: '/docs/', exact: false, component: 'root', routes: [{path: '/docs/v1/', exact: false, component: 'version'}]};
    const frozen = withOtherBuildRoutes(root, {kind: 'frozen', version: v1}, '/docs/', model);
    expect(frozen.routes!.slice(1)).toEqual([
      {
        path: '/docs/',
        exact: false,
        component: otherBuildComponent,
        routes: [
          {path: '/docs/', exact: true, component: otherBuildComponent},
          {path: '/docs/', exact: false, component: otherBuildComponent},
        ],
      },
    ]);
    const latest = withOtherBuildRoutes({...root, routes: []}, {kind: 'latest', frozenFiles: []}, '/docs/', model);
    expect(latest.routes!.map((r) => r.path)).toEqual(['/docs/v2/', '/docs/v1/']);
    expect(withOtherBuildRoutes(root, {kind: 'site'}, '/docs/')).toBe(root);
  });

  it("finds a path two of a version's own routes have, as Docusaurus's check would (off in a frozen version's build, where the catch-all shares the base URL)", () => {
    const doc = (p: string): RouteConfig => ({path: p, exact: true, component: 'doc'});
    const version = (...docs: RouteConfig[]): RouteConfig => ({path: '/docs/v1/', exact: false, component: 'version', routes: [{path: '/docs/v1/', exact: false, component: 'sidebar', routes: docs}]});
    expect(duplicateRoutePaths([version(doc('/docs/v1/limits/'), doc('/docs/v1/'))])).toEqual([]);
    expect(duplicateRoutePaths([version(doc('/docs/v1/limits/'), doc('/docs/v1/'), doc('/docs/v1/limits/'))])).toEqual(['/docs/v1/limits/']);
    // The pair the catch-all adds on purpose is what Docusaurus would report.
    const root = withOtherBuildRoutes({path: '/docs/', exact: false, component: 'root', routes: [version(doc('/docs/v1/'))]}, {kind: 'frozen', version: v1}, '/docs/', model);
    expect(duplicateRoutePaths([root])).toEqual(['/docs/']);
  });

  // The private shape the catch-all relies on (plugins/upstream/otherBuildRoutes.ts, pinned): Docusaurus's own route
  // sort, then react-router's matching as Docusaurus's client does it. Listed in any order, a frozen version's pages
  // reach its doc routes and every other path the other build's page.
  it("leads a frozen version's pages to its own routes and every other path to the other build, through Docusaurus's route sort", () => {
    const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
    const {sortRoutes} = require(path.join(core, 'lib/server/plugins/routeConfig.js')) as {sortRoutes: (r: RouteConfig[], baseUrl: string) => RouteConfig[]};
    const {matchRoutes} = require(require.resolve('react-router-config', {paths: [core]})) as {
      matchRoutes: (r: RouteConfig[], pathname: string) => {route: RouteConfig}[];
    };
    const version: RouteConfig = {
      path: '/docs/v1/',
      exact: false,
      component: 'version',
      routes: [{path: '/docs/v1/', exact: false, component: 'sidebar', routes: [{path: '/docs/v1/limits/', exact: true, component: 'doc'}, {path: '/docs/v1/', exact: true, component: 'home'}]}],
    };
    const root: RouteConfig = {path: '/docs/', exact: false, component: 'root', routes: [version]};
    const routes = withOtherBuildRoutes(root, {kind: 'frozen', version: v1}, '/docs/', model);
    const search: RouteConfig = {path: '/docs/search/', exact: true, component: 'search'};
    for (const order of [[routes, search], [search, routes]]) {
      const sorted = sortRoutes(
        order.map((r) => ({...r, routes: r.routes && [...r.routes].reverse()})),
        '/docs/',
      );
      const chain = (pathname: string) => matchRoutes(sorted, pathname).map((m) => m.route.component);
      expect(chain('/docs/v1/limits/')).toEqual(['root', 'version', 'sidebar', 'doc']);
      expect(chain('/docs/v1/')).toEqual(['root', 'version', 'sidebar', 'home']);
      expect(chain('/docs/limits/')).toEqual(['root', otherBuildComponent, otherBuildComponent]);
      expect(chain('/docs/')).toEqual(['root', otherBuildComponent, otherBuildComponent]);
      expect(chain('/docs/search/')).toEqual(['search']);
    }
  });
});

describe("a frozen version's menu file", () => {
  const infos = [
    {name: 'current', path: '/docs/', homePath: '/docs/', docPaths: ['/docs/', '/docs/a/', '/docs/moved-here/']},
    {name: 'v1', path: '/docs/v1/', homePath: '/docs/v1/', docPaths: ['/docs/v1/', '/docs/v1/a/', '/docs/v1/old/']},
  ];
  it('lists only the targets that are not the same path, and the menu reads the others as the same path', () => {
    const file = versionMenuFile(infos[1]!, infos, {'/docs/v1/a/': '1 section new'});
    expect(file.targets).toEqual({'/docs/v1/old/': {current: '/docs/'}});
    expect(file.versions.map((v) => [v.name, v.isLatest])).toEqual([['current', true], ['v1', false]]);
    const [latest, own] = file.versions as [(typeof file.versions)[number], (typeof file.versions)[number]];
    expect(menuFileTarget(file, '/docs/v1/a/', own, latest)).toBe('/docs/a/');
    expect(menuFileTarget(file, '/docs/v1/old/', own, latest)).toBe('/docs/');
    expect(menuFileTarget(file, '/docs/v1/a/', own, own)).toBe('/docs/v1/a/');
  });
  it("links to another build's page so that it loads: a plain link opened in place", () => {
    expect(linkTo('/docs/v1/a/', false)).toEqual({to: 'pathname:///docs/v1/a/', target: '_self'});
    expect(linkTo('/docs/a/', true)).toEqual({to: '/docs/a/'});
  });
});

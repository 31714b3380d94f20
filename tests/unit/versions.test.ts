import {
  baseUrl,
  basePath,
  currentLabelFor,
  docsVersions,
  latestVersion,
  olderVersions,
  siteModel,
  siteModelFor,
  docsVersionsOf,
  siteOrigin,
  versionNamed,
} from '@site/config/versions';
import {joinVersionPath} from '@site/src/lib/versionSwitch';
import {versionNameProblem} from '@site/scripts/lib/versionCut';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

describe('the site model', () => {
  it('serves the site at https://pipedream.com/docs/', () => {
    expect(siteOrigin).toBe('https://pipedream.com');
    expect(baseUrl).toBe('/docs/');
    expect(basePath).toBe('/docs');
    expect(siteModel.origin).toBe('https://pipedream.com');
    expect(siteModel.baseUrl).toBe('/docs/');
  });
  it('is what docs-dev/requirements.md "Versions" gives for versions.json ["v1"]', () => {
    expect(siteModelFor(['v1']).versions).toEqual([
      {name: 'current', label: 'v2', urlSegment: '', path: '/docs/', contentDir: 'docs', isLatest: true},
      {name: 'v1', label: 'v1', urlSegment: 'v1', path: '/docs/v1/', contentDir: 'versioned_docs/version-v1', isLatest: false},
    ]);
  });
  it('adds a cut version under its name and path, keeping docs/ as `current` at the base URL', () => {
    expect(siteModelFor(['v2', 'v1']).versions.map((v) => [v.name, v.label, v.path, v.contentDir, v.isLatest])).toEqual([
      ['current', 'v3', '/docs/', 'docs', true],
      ['v2', 'v2', '/docs/v2/', 'versioned_docs/version-v2', false],
      ['v1', 'v1', '/docs/v1/', 'versioned_docs/version-v1', false],
    ]);
  });
  describe.each([
    ['this site', siteModel],
    ['after cutting v2', siteModelFor(['v2', 'v1'])],
    ['before any cut', siteModelFor([])],
  ])('%s', (_what, model) => {
    it('has distinct names, labels and paths', () => {
      for (const key of ['name', 'label', 'path', 'contentDir'] as const) {
        expect(new Set(model.versions.map((v) => v[key])).size).toBe(model.versions.length);
      }
    });
    it('has exactly one latest version, first, at the base URL', () => {
      const latest = model.versions.filter((v) => v.isLatest);
      expect(latest).toHaveLength(1);
      expect(model.versions[0]).toBe(latest[0]);
      expect(latest[0]!.path).toBe('/docs/');
      expect(latest[0]!.contentDir).toBe('docs');
    });
    it('puts every path under the base URL with a trailing slash, older versions one segment down', () => {
      for (const v of model.versions.filter((x) => !x.isLatest)) expect(v.path).toBe(`/docs/${v.name}/`);
    });
  });
  it('has the content folder of every version of this site', () => {
    for (const v of siteModel.versions) expect(fs.statSync(path.join(root, v.contentDir)).isDirectory()).toBe(true);
    for (const v of siteModel.versions.filter((x) => !x.isLatest)) {
      expect(fs.existsSync(path.join(root, 'versioned_sidebars', `version-${v.name}-sidebars.json`))).toBe(true);
    }
  });
  it('finds a version by its name, the one key', () => {
    expect(versionNamed('v1').path).toBe('/docs/v1/');
    expect(versionNamed('current')).toBe(latestVersion);
    expect(() => versionNamed('v2')).toThrow('no docs version named "v2" (versions: current, v1)');
  });
  it('joins a route to a version path: the latest at the base URL, others under their path', () => {
    expect(joinVersionPath(versionNamed('current').path, '/')).toBe('/docs/');
    expect(joinVersionPath(versionNamed('current').path, '/code/nodejs/')).toBe('/docs/code/nodejs/');
    expect(joinVersionPath(versionNamed('v1').path, '/quickstart/')).toBe('/docs/v1/quickstart/');
  });
});

describe('docs versions from versions.json', () => {
  it('are what docs-dev/requirements.md "Versions" gives for versions.json ["v1"]', () => {
    expect(docsVersionsOf(siteModelFor(['v1']))).toEqual({
      current: {label: 'v2', path: '', badge: true},
      v1: {label: 'v1', path: 'v1', badge: true, banner: 'unmaintained'},
    });
  });
  it('label docs/ one above the newest frozen version after a cut, and freeze the cut one under its name', () => {
    expect(docsVersionsOf(siteModelFor(['v2', 'v1']))).toEqual({
      current: {label: 'v3', path: '', badge: true},
      v2: {label: 'v2', path: 'v2', badge: true, banner: 'unmaintained'},
      v1: {label: 'v1', path: 'v1', badge: true, banner: 'unmaintained'},
    });
  });
  it('show no version badge on a site of one version', () => {
    expect(docsVersionsOf(siteModelFor([]))).toEqual({current: {label: 'v1', path: '', badge: false}});
  });
  it.each([
    [[], 'v1'],
    [['v1'], 'v2'],
    [['v9', 'v1'], 'v10'],
    [['2024-06'], 'latest'],
  ])('versions.json %j → docs/ labelled %s', (list, label) => {
    expect(currentLabelFor(list)).toBe(label);
  });
  it('follow the project versions.json', () => {
    const json = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'versions.json'), 'utf8'));
    expect(olderVersions).toEqual(json);
    expect(Object.keys(docsVersions)).toEqual(['current', ...json]);
  });
});

describe('version:cut name check', () => {
  it.each([
    ['v2', ['v1'], null],
    ['v3', ['v1'], 'docs/ holds v2: cutting freezes it under that label, so run "npm run version:cut -- v2" (docs/ then becomes v3)'],
    ['v1', ['v1'], 'v1 is already cut (versions.json: v1)'],
    ['current', [], '"current" names docs/ itself'],
    ['a/b', ['v1'], '"a/b" is not a version name: letters, digits, ".", "_" and "-", at most 32 characters (e.g. v2)'],
    ['x'.repeat(33), [], `"${'x'.repeat(33)}" is not a version name: letters, digits, ".", "_" and "-", at most 32 characters (e.g. v2)`],
    ['2025-01', ['2024-06'], null],
  ])('%s with versions.json %j', (name, list, problem) => {
    expect(versionNameProblem(name, list)).toBe(problem);
  });
});

import {joinVersionPath, mappedPath, pathInVersion, routeInVersion, switchVersionTarget, versionOfPath, type VersionInfo} from '@site/src/lib/versionSwitch';
import {versionPageMap} from '@site/src/data/versionPageMap';

const v2: VersionInfo = {
  name: 'current',
  path: '/docs/',
  homePath: '/docs/',
  docPaths: ['/docs/', '/docs/quickstart/', '/docs/code/nodejs/', '/docs/code/nodejs/async/', '/docs/pricing/'],
};
const v1: VersionInfo = {
  name: 'v1',
  path: '/docs/v1',
  homePath: '/docs/v1/',
  docPaths: ['/docs/v1/', '/docs/v1/quickstart/', '/docs/v1/workflows/steps/code/', '/docs/v1/public-workflows/'],
};
const versions = [v2, v1];

describe('routeInVersion', () => {
  it('strips the version base and keeps the permalink\'s slash form', () => {
    expect(routeInVersion('/docs/v1/code/', '/docs/v1/')).toBe('/code/');
    expect(routeInVersion('/docs/code/nodejs', '/docs/')).toBe('/code/nodejs');
    expect(routeInVersion('/docs/', '/docs/')).toBe('/');
    expect(routeInVersion('/docs/v1', '/docs/v1/')).toBe('/');
    expect(routeInVersion('/docs/v1', '/docs/v1')).toBe('/');
  });
  it('is undefined outside the version', () => {
    expect(routeInVersion('/docs/v10/x/', '/docs/v1/')).toBeUndefined();
    expect(routeInVersion('/elsewhere/', '/docs/')).toBeUndefined();
  });
});

describe('pathInVersion', () => {
  it('strips the version base', () => {
    expect(pathInVersion('/docs/v1/quickstart/', '/docs/v1')).toBe('/quickstart/');
    expect(pathInVersion('/docs/quickstart', '/docs/')).toBe('/quickstart/');
    expect(pathInVersion('/docs/quickstart/index.html', '/docs/')).toBe('/quickstart/');
    expect(pathInVersion('/elsewhere/', '/docs/')).toBeUndefined();
  });
  it('joins back', () => {
    expect(joinVersionPath('/docs/v1', '/quickstart/')).toBe('/docs/v1/quickstart/');
    expect(joinVersionPath('/docs/', '/')).toBe('/docs/');
  });
});

describe('versionOfPath', () => {
  it('picks the most specific version base', () => {
    expect(versionOfPath('/docs/v1/quickstart/', versions)?.name).toBe('v1');
    expect(versionOfPath('/docs/v1', versions)?.name).toBe('v1');
    expect(versionOfPath('/docs/quickstart/', versions)?.name).toBe('current');
    expect(versionOfPath('/other/', versions)).toBeUndefined();
  });
});

describe('switchVersionTarget', () => {
  it('keeps the same page when the other version has it', () => {
    expect(switchVersionTarget('/docs/quickstart/', v2, v1, versionPageMap)).toBe('/docs/v1/quickstart/');
    expect(switchVersionTarget('/docs/v1/quickstart/', v1, v2, versionPageMap)).toBe('/docs/quickstart/');
  });
  it('follows the page map both ways', () => {
    expect(switchVersionTarget('/docs/v1/workflows/steps/code/', v1, v2, versionPageMap)).toBe('/docs/code/nodejs/');
    expect(switchVersionTarget('/docs/code/nodejs/', v2, v1, versionPageMap)).toBe('/docs/v1/workflows/steps/code/');
  });
  it('falls back to the home of the other version', () => {
    expect(switchVersionTarget('/docs/pricing/', v2, v1, versionPageMap)).toBe('/docs/v1/');
    expect(switchVersionTarget('/docs/v1/public-workflows/', v1, v2, versionPageMap)).toBe('/docs/');
    expect(switchVersionTarget('/docs/some-404/', undefined, v2, versionPageMap)).toBe('/docs/');
  });
  it('ignores a map entry whose target page does not exist', () => {
    expect(switchVersionTarget('/docs/code/nodejs/async/', v2, v1, versionPageMap)).toBe('/docs/v1/');
  });
});

describe('after cutting a third version (versions.json ["v2", "v1"])', () => {
  // The cut copies docs/ to v2, so v2 has the pages at the paths 'current' had.
  const v3: VersionInfo = {...v2, name: 'current'};
  const cutV2: VersionInfo = {
    name: 'v2',
    path: '/docs/v2',
    homePath: '/docs/v2/',
    docPaths: v2.docPaths.map((p) => p.replace(/^\/docs\//, '/docs/v2/')),
  };
  const newestFirst = ['current', 'v2', 'v1'];

  it('reads a missing version key from the closest newer version of the entry', () => {
    const entry = {v1: '/workflows/steps/code/', current: '/code/nodejs/'};
    expect(mappedPath(entry, 'v2', newestFirst)).toBe('/code/nodejs/');
    expect(mappedPath(entry, 'v1', newestFirst)).toBe('/workflows/steps/code/');
    expect(mappedPath({v1: '/a/'}, 'v2', newestFirst)).toBeUndefined();
    expect(mappedPath(entry, 'v9', newestFirst)).toBeUndefined();
  });
  it('maps the cut version to v1 and back with no new page-map keys', () => {
    expect(switchVersionTarget('/docs/v2/code/nodejs/', cutV2, v1, versionPageMap, newestFirst)).toBe('/docs/v1/workflows/steps/code/');
    expect(switchVersionTarget('/docs/v1/workflows/steps/code/', v1, cutV2, versionPageMap, newestFirst)).toBe('/docs/v2/code/nodejs/');
  });
  it('keeps the same page between the latest and the cut version', () => {
    expect(switchVersionTarget('/docs/code/nodejs/async/', v3, cutV2, versionPageMap, newestFirst)).toBe('/docs/v2/code/nodejs/async/');
    expect(switchVersionTarget('/docs/v2/pricing/', cutV2, v3, versionPageMap, newestFirst)).toBe('/docs/pricing/');
  });
  it('prefers an explicit key for a page that moved after the cut', () => {
    const map = [{v1: '/old/', v2: '/middle/', current: '/new/'}];
    const a: VersionInfo = {...v3, docPaths: ['/docs/new/']};
    const b: VersionInfo = {...cutV2, docPaths: ['/docs/v2/middle/']};
    expect(switchVersionTarget('/docs/new/', a, b, map, newestFirst)).toBe('/docs/v2/middle/');
  });
});

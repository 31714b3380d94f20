import {joinVersionPath, pathInVersion, switchVersionTarget, versionOfPath, type VersionInfo} from '@site/src/lib/versionSwitch';
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

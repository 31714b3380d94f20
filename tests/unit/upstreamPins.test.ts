/**
 * The upstream files the site follows are the ones it was written against (issue 36, plugins/upstream/pins.ts):
 * a Docusaurus, theme or Rspack upgrade that changes any of them fails here, naming the file, the site's file
 * that follows it and the upgrade checklist, instead of building a site that is silently wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import {copyDiff, diffFile, installedFile, installedVersion, pinKey, pins, pinsFile, projectRoot, sha256, type PinRecord} from '@site/plugins/upstream/pins';
import {mainChunkNames} from '@site/plugins/upstream/clientChunkNamesLoader.cjs';

const recorded = JSON.parse(fs.readFileSync(pinsFile, 'utf8')) as Record<string, PinRecord>;
const checklist = 'docs-dev/upgrading.md';

describe('pinned upstream files (plugins/upstream/pins.json)', () => {
  it('every pin is recorded, and every record is a pin', () => {
    expect(Object.keys(recorded).sort()).toEqual(pins.map(pinKey).sort());
  });

  it.each(pins.map((pin) => [pinKey(pin), pin] as const))('%s is the file its follower was written against', (key, pin) => {
    const record = recorded[key]!;
    const file = installedFile(pin);
    expect(fs.existsSync(file) ? '' : `${key} is gone: ${pin.site} follows it (${checklist})`).toBe('');
    const now = {version: installedVersion(pin), sha256: sha256(fs.readFileSync(file))};
    // The content is what the copy follows: a new version with the same file passes (pins.json's version says which it was read at).
    const changed = now.sha256 !== record.sha256;
    expect(changed ? `${key} changed (${record.version} -> ${now.version}): merge it into ${pin.site}, then npm run upstream:pin (${checklist})` : '').toBe('');
  });

  it.each(pins.filter((p) => p.kind === 'copy').map((pin) => [pin.site, pin] as const))('%s: its diff from the original is in plugins/upstream/pins/', (site, pin) => {
    const kept = fs.existsSync(diffFile(pin)) ? fs.readFileSync(diffFile(pin), 'utf8') : '';
    expect(kept === copyDiff(pin) ? '' : `${site} changed since its diff was kept: npm run upstream:pin`).toBe('');
  });

  it.each(pins.filter((p) => p.kind === 'copy').map((pin) => [pin.site, pin] as const))('%s carries the licence of the MIT code it copies', (site) => {
    const head = fs.readFileSync(path.join(projectRoot, site), 'utf8').slice(0, 600);
    expect(head).toMatch(/MIT/);
    expect(head).toMatch(/Copyright \(c\) Facebook, Inc\. and its affiliates/);
  });
});

describe('the silent paths of an upgrade fail loudly', () => {
  it('the client entry still hydrates on process.env.HYDRATE_CLIENT_ENTRY (src/upstream/hydration.ts)', () => {
    const read = (file: string) => fs.readFileSync(path.join(projectRoot, 'node_modules', '@docusaurus', 'core', file), 'utf8');
    expect(read('lib/webpack/client.js')).toContain("'process.env.HYDRATE_CLIENT_ENTRY': JSON.stringify(hydrate)");
    expect(read('lib/client/clientEntry.js')).toContain('Boolean(process.env.HYDRATE_CLIENT_ENTRY)');
  });

  it('a grouped route missing from the chunk names (a new key scheme) stops the build, naming the loader', () => {
    const groupOfRoute = new Map([['/docs/limits/-3e8', '0.0']]);
    expect(mainChunkNames({'/docs/limits/-3e8': {}, '/docs/-1b8': {}}, groupOfRoute)).toEqual({'/docs/-1b8': {}});
    expect(() => mainChunkNames({'/docs/limits/-new-scheme': {}}, groupOfRoute)).toThrow(/routesChunkNames\.json has no entry for 1 grouped routes .*clientChunkNamesLoader\.cjs/);
  });

  it('the page template is core’s own but for the scripts: every other line of 3.10.2’s is in it', () => {
    // plugins/upstream/appStart.ts copies core's template; a line upstream adds shows in the pinned diff too.
    const upstream = fs.readFileSync(installedFile(pins.find((p) => p.site === 'plugins/upstream/appStart.ts')!), 'utf8');
    const template = /`([\s\S]*)`/.exec(upstream)![1]!;
    const {ssrTemplate} = jest.requireActual<typeof import('@site/plugins/upstream/appStart')>('@site/plugins/upstream/appStart');
    const lines = template.split('\n').map((l) => l.trim()).filter((l) => l && !/script/i.test(l) && !/<% \}\); %>|<% it\.scripts/.test(l));
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((l) => !ssrTemplate.includes(l))).toEqual([]);
  });
});

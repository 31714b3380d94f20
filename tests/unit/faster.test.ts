/** Docusaurus's `faster` options of the site (config/faster.ts). */
import path from 'node:path';
import {countDocPages, fasterOptions, persistentCachePageLimit, rspackPersistentCache} from '@site/config/faster';

const siteDir = path.join(__dirname, '..', '..');

describe('faster options', () => {
  it('count every Markdown page of every version', () => {
    const pages = countDocPages(siteDir);
    expect(pages).toBeGreaterThan(150);
    expect(pages).toBeLessThan(persistentCachePageLimit);
  });

  it('keep Rspack’s persistent cache up to the limit, and drop it above (its snapshot is memory at bundling time)', () => {
    expect(rspackPersistentCache(persistentCachePageLimit, undefined)).toBe(true);
    expect(rspackPersistentCache(persistentCachePageLimit + 1, undefined)).toBe(false);
    expect(rspackPersistentCache(5000, 'on')).toBe(true);
    expect(rspackPersistentCache(10, 'off')).toBe(false);
    expect(() => rspackPersistentCache(10, 'yes')).toThrow(/expected on or off/);
  });

  it('turn every other option on, as `faster: true` does', () => {
    const options = fasterOptions(siteDir);
    expect(Object.entries(options).filter(([, on]) => !on)).toEqual([]);
  });
});

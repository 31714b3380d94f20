import {behaviour, constantsFor, groupInVersion, groupVersions, groupVersionsText, isLimitName, latestConstants, limitGroups, limitNames, limitsPageGroups, limitsPageGroupsFor, platformConstants, versionOrdinal} from '@site/src/data/platform';
import {limitValue} from '@site/src/components/Limit';

describe('platform constants', () => {
  it('has a value for every name in every version, in a known group', () => {
    for (const [version, values] of Object.entries(platformConstants)) {
      expect(Object.keys(values).sort()).toEqual([...limitNames].sort());
      for (const v of Object.values(values)) {
        expect(v.value).not.toBe('');
        expect(limitGroups).toContain(v.group);
      }
      expect(version).toMatch(/^(current|v\d+)$/);
    }
  });
  it('keeps v1 values where the v1-era docs differed', () => {
    expect(platformConstants.v1!.emailPayload.value).toBe('150KB');
    expect(platformConstants.v1!.eventExpiry.value).toBe('30 days');
    expect(platformConstants.current!.emailPayload.value).toBe('30MB');
  });
  it('gives versions cut later the latest values', () => {
    expect(constantsFor('v9')).toBe(latestConstants);
  });
  it('keeps the behaviour numbers in step with their display values', () => {
    expect(`${behaviour.scrollThrottleMs} ms`).toBe(latestConstants.scrollThrottle.value);
    expect(`${behaviour.chunkLoadTimeoutMs / 1000} seconds`).toBe(latestConstants.chunkTimeout.value);
    expect(`${behaviour.tabMemoryMs / 60_000} minutes`).toBe(latestConstants.tabMemory.value);
  });
  it('rejects unknown limit names with the list of known ones', () => {
    expect(isLimitName('httpPayload')).toBe(true);
    expect(isLimitName('toString')).toBe(false);
    expect(() => limitValue('httpPayloadd', 'current')).toThrow(/not a platform constant.*httpPayload/);
    expect(limitValue('emailPayload', 'v1')).toBe('150KB');
    expect(limitValue('emailPayload', undefined)).toBe('30MB');
  });
  it('shows a version-only group in its versions alone: the SQL service on v1, never on v2; auto-retry from v2 on', () => {
    expect(limitsPageGroupsFor('v1')).toContain('SQL service');
    expect(limitsPageGroupsFor('current')).not.toContain('SQL service');
    expect(limitsPageGroupsFor(undefined)).not.toContain('SQL service');
    expect(limitsPageGroupsFor('v1')).not.toContain('Auto-retry');
    expect(limitsPageGroupsFor('current')).toContain('Auto-retry');
    // v1 had no dedicated workers (Eliminate cold starts), so its limits table leaves their values out
    expect(limitsPageGroupsFor('v1')).not.toContain('Dedicated workers');
    expect(limitsPageGroupsFor('current')).toContain('Dedicated workers');
    // a version cut later sits by its number: v2 (today's current, once cut) keeps auto-retry and no SQL service
    expect(groupInVersion('SQL service', 'v2')).toBe(false);
    expect(groupInVersion('Auto-retry', 'v2')).toBe(true);
    expect(groupInVersion('Email upload address', 'v1')).toBe(true);
    expect(groupInVersion('Email upload address', 'current')).toBe(false);
    expect(limitsPageGroupsFor('current')).toEqual(limitsPageGroups.filter((g) => groupInVersion(g, 'current')));
  });
  it('says which versions a group belongs to, for messages', () => {
    expect(groupVersionsText('SQL service')).toBe('v1');
    expect(groupVersionsText('Auto-retry')).toBe('v2 and later');
    expect(groupVersionsText('Memory')).toBe('every version');
  });
  it('orders versions by number, current last, and names a bad version name', () => {
    expect(versionOrdinal('v1')).toBeLessThan(versionOrdinal('v2'));
    expect(versionOrdinal('current')).toBeGreaterThan(versionOrdinal('v99'));
    expect(versionOrdinal(undefined)).toBe(versionOrdinal('current'));
    expect(() => versionOrdinal('next')).toThrow('platform.ts: "next" is not a docs version name (current, v1, v2…)');
  });
  it.each(Object.entries(groupVersions))('version-only group %s is a known group with a span of version names', (group, span) => {
    expect(limitGroups).toContain(group);
    expect(span!.from ?? span!.until).toBeDefined();
    for (const v of [span!.from, span!.until]) if (v !== undefined) expect(() => versionOrdinal(v)).not.toThrow();
  });
});

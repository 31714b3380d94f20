import {behaviour, constantsFor, groupInVersion, groupVersions, isLimitName, latestConstants, limitGroups, limitNames, limitsPageGroups, limitsPageGroupsFor, platformConstants} from '@site/src/data/platform';
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
  it('shows a version-only group in its versions alone: the SQL service on v1, never on v2', () => {
    expect(limitsPageGroupsFor('v1')).toContain('SQL service');
    expect(limitsPageGroupsFor('current')).not.toContain('SQL service');
    expect(limitsPageGroupsFor(undefined)).not.toContain('SQL service');
    // a version cut later follows current
    expect(groupInVersion('SQL service', 'v3')).toBe(false);
    expect(limitsPageGroupsFor('current')).toEqual(limitsPageGroups.filter((g) => g !== 'SQL service'));
  });
  it.each(Object.entries(groupVersions))('version-only group %s names known versions and known groups', (group, versions) => {
    expect(limitGroups).toContain(group);
    for (const v of versions!) expect(Object.keys(platformConstants)).toContain(v);
  });
});

import {behaviour, constantsFor, isLimitName, latestConstants, limitGroups, limitNames, platformConstants} from '@site/src/data/platform';
import {limitValue} from '@site/src/components/Limit';
import {describeWithSpec, readSpec} from './specFiles';

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
});

describeWithSpec('platform constants against SPEC.md "Platform constants"', () => {
  const section = readSpec('SPEC.md').split('## Platform constants')[1]!.split('\n## ')[0]!;
  const rows = section
    .split('\n')
    .filter((l) => /^\|/.test(l) && !/^\|\s*(item|---)/.test(l))
    .map((l) => l.split('|').map((c) => c.trim()))
    .map(([, item, value]) => [item!, value!] as const);
  it('parses the table', () => expect(rows.length).toBeGreaterThanOrEqual(20));
  /**
   * SPEC.md gives four values as one string for all plans; the module holds one value per plan (so prose
   * can quote the one it means), and these rebuild SPEC's string from them.
   */
  const c = latestConstants;
  const one = (v: string) => v.replace(/^1 /, 'one ');
  const compound: Record<string, string> = {
    'Event inspector history': `${c.inspectorHistoryFree.value} free, ${c.inspectorHistoryPaid.value.replace(/ events$/, '')} paid`,
    'Daily invocations limit': `${c.dailyInvocationsDeveloper.value}; ${c.dailyInvocationsFreeOrg.value} for free orgs`,
    'Monthly invocations': [
      `${c.monthlyInvocationsDeveloper.value} free`,
      `${c.monthlyInvocationsProfessional.value} Pro`,
      `${c.monthlyInvocationsTeam.value} Team`,
      `${c.monthlyInvocationsEnterprise.value} Enterprise`,
    ].join('; '),
    Delay: `from ${one(c.delayMin.value)} up to ${one(c.delayMax.value)}`,
  };
  it.each(rows)('%s is %s in the v2 module', (item, value) => {
    const entry = compound[item] ?? Object.values(latestConstants).find((v) => v.label === item)?.value;
    expect(entry).toBe(value);
  });
});

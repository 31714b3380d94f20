import {findRedirect, isExternal, redirects, withSlash} from '@site/src/data/redirects';
import {extraRoutes, readRouteList, routeListFiles} from '@site/src/data/routes';
import {clientRedirectsOptions, externalRedirects} from '@site/config/redirects';
import {describeWithSpec, readSpec} from './specFiles';

const v2Routes = new Set([...readRouteList(routeListFiles.current), ...extraRoutes.current]);

describe('redirect list', () => {
  it('has no duplicate source', () => {
    const froms = redirects.map((r) => withSlash(r.from));
    expect(froms.filter((f, i) => froms.indexOf(f) !== i)).toEqual([]);
  });
  it.each(redirects.map((r) => [r.from, r.to]))('%s → %s targets a page of the current docs or an https URL', (_from, to) => {
    if (isExternal(to)) expect(to).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    else expect(v2Routes).toContain(to);
  });
  it.each(redirects.map((r) => [r.from]))('%s is not itself a page', (from) => {
    expect(v2Routes).not.toContain(withSlash(from));
  });
  it('has no chain: no target is another source', () => {
    const froms = new Set(redirects.map((r) => withSlash(r.from)));
    expect(redirects.filter((r) => !isExternal(r.to) && froms.has(withSlash(r.to)))).toEqual([]);
  });
  it('finds entries with or without the trailing slash', () => {
    expect(findRedirect('/cron/')?.to).toBe('/workflows/steps/triggers/');
    expect(findRedirect('/notebook/inspector')?.to).toBe('/workflows/events/inspect/');
    expect(findRedirect('/quickstart/')).toBeUndefined();
  });
  it('gives every internal entry to client-redirects and keeps external ones out of it', () => {
    const internal = redirects.filter((r) => !isExternal(r.to)).length;
    expect(clientRedirectsOptions.redirects).toHaveLength(internal);
    expect(clientRedirectsOptions.redirects.every((r) => !isExternal(r.to))).toBe(true);
    expect(externalRedirects.map((r) => r.to)).toEqual(redirects.filter((r) => isExternal(r.to)).map((r) => r.to));
  });
});

describeWithSpec('redirect list against ../shared/spec/redirects.tsv', () => {
  const rows = readSpec('redirects.tsv')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([from, to]) => ({from: from!.trim(), to: to!.trim()}));
  it('has exactly the rows of the spec, in order', () => {
    expect(redirects.map(({from, to}) => ({from, to}))).toEqual(rows);
  });
});

import fs from 'node:fs';
import {extraRoutes, readRouteList, routeListFiles} from '@site/plugins/lib/routeLists';
import {siteModel} from '@site/config/versions';

describe.each(Object.entries(routeListFiles))('route list of version %s', (_version, file) => {
  const routes = readRouteList(file);
  it('is not empty and has no duplicate', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(new Set(routes).size).toBe(routes.length);
  });
  it.each(routes)('%s is a base-relative path in slash or .html form', (route) => {
    expect(route).toMatch(/^\/([a-z0-9-]+\/)*([a-z0-9-]+\.html)?$/);
  });
});

describe('extra routes', () => {
  it.each(Object.entries(extraRoutes))('%s extras are not already listed', (version, extras) => {
    const listed = readRouteList(routeListFiles[version as keyof typeof routeListFiles]);
    for (const r of extras) expect(listed).not.toContain(r);
  });
});

describe('route lists', () => {
  it('exist for every version of the site model, and for no other', () => {
    expect(Object.keys(routeListFiles).sort()).toEqual(siteModel.versions.map((v) => v.name).sort());
    expect(Object.keys(extraRoutes).sort()).toEqual(Object.keys(routeListFiles).sort());
  });
});

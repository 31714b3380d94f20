import fs from 'node:fs';
import {extraRoutes, publicUrl, readRouteList, routeListFiles} from '@site/src/data/routes';

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

describe('publicUrl', () => {
  it('puts the latest version at the base and others under their path', () => {
    expect(publicUrl('/', '')).toBe('/docs/');
    expect(publicUrl('/code/nodejs/', '')).toBe('/docs/code/nodejs/');
    expect(publicUrl('/quickstart/', 'v1')).toBe('/docs/v1/quickstart/');
  });
});

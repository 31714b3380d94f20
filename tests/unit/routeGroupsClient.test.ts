/**
 * The browser's route groups (src/upstream/routeGroups.ts): a path's group loaded before the path is matched, its
 * routes put in their list in their places, its chunk names and registry entries added to Docusaurus's.
 */
/** Routes as the table holds them; a name stands for each component. */
type RouteConfig = {path: string; exact?: boolean; component: string; routes?: RouteConfig[]};

const home = {path: '/docs/', exact: true, component: 'home'};
const pages: RouteConfig[] = [home];
const table: RouteConfig[] = [
  {path: '/docs/search/', exact: true, component: 'search'},
  {path: '/docs/', component: 'docroot', routes: pages},
];
const loads: string[] = [];
let failNext = false;
const group = (key: string, routes: [number, RouteConfig][]) => () => {
  loads.push(key);
  if (failNext) {
    failNext = false;
    return Promise.reject(new Error(`Loading chunk routes-${key} failed`));
  }
  return Promise.resolve({routes, chunkNames: {[`${key}-route`]: {__comp: 'c'}}, registry: {[`${key}-chunk`]: ['loader', 0, 1]}});
};
const chunkNames: Record<string, unknown> = {'/docs/-1': {__comp: 'c'}};
const registry: Record<string, unknown> = {c: ['loader', 0, 0]};

jest.mock('@generated/routes', () => ({
  __esModule: true,
  default: table,
  routeGroups: [
    {
      routes: pages,
      kept: [2],
      starts: ['/docs/api/', '/docs/limits/'],
      load: [
        group('0.0', [
          [0, {path: '/docs/api/', exact: true, component: 'api'}],
          [1, {path: '/docs/cli/', exact: true, component: 'cli'}],
        ]),
        group('0.1', [
          [3, {path: '/docs/limits/', exact: true, component: 'limits'}],
          [4, {path: '/docs/Zed/', exact: true, component: 'zed'}],
        ]),
      ],
    },
  ],
}), {virtual: true});
jest.mock('@generated/routesChunkNames', () => chunkNames, {virtual: true});
jest.mock('@generated/registry', () => ({__esModule: true, default: registry}), {virtual: true});

// Required after the data above exists: the mocks' factories read it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ensureRoutes, groupIndex} = require('../../src/upstream/routeGroups') as typeof import('../../src/upstream/routeGroups');

const paths = () => pages.map((r) => r.path);

describe('the group a path falls in', () => {
  const starts = ['/docs/api/', '/docs/limits/', '/docs/v1/'];
  it('is the last group whose first path is not after it', () => {
    expect(groupIndex(starts, '/docs/api/')).toBe(0);
    expect(groupIndex(starts, '/docs/cli/x/')).toBe(0);
    expect(groupIndex(starts, '/docs/limits/')).toBe(1);
    expect(groupIndex(starts, '/docs/search-tips/')).toBe(1);
    expect(groupIndex(starts, '/docs/v1/abuse/')).toBe(2);
  });
  it('is the first group for a path before every group', () => {
    expect(groupIndex(starts, '/docs/about/')).toBe(0);
  });
  it('is the same with or without the trailing slash and in any case, as routes match', () => {
    expect(groupIndex(starts, '/docs/limits')).toBe(1);
    expect(groupIndex(starts, '/docs/LIMITS/')).toBe(1);
    expect(groupIndex(starts, '/docs/V1/abuse')).toBe(2);
  });
});

describe('ensureRoutes', () => {
  it('loads nothing for a path in no grouped list', async () => {
    await ensureRoutes('/docs/search/');
    expect(loads).toEqual([]);
    expect(paths()).toEqual(['/docs/']);
  });

  it('loads nothing for a route the list already has: the version’s home', async () => {
    await ensureRoutes('/docs/');
    expect(loads).toEqual([]);
  });

  it('loads the path’s group and puts its routes in their places, beside the index route', async () => {
    await ensureRoutes('/docs/limits/');
    expect(loads).toEqual(['0.1']);
    expect(paths()).toEqual(['/docs/', '/docs/limits/', '/docs/Zed/']);
    expect(chunkNames['0.1-route']).toEqual({__comp: 'c'});
    expect(registry['0.1-chunk']).toEqual(['loader', 0, 1]);
    expect(chunkNames['/docs/-1']).toEqual({__comp: 'c'});
  });

  it('loads a group once, however many paths ask for it', async () => {
    await Promise.all([ensureRoutes('/docs/zed'), ensureRoutes('/docs/limits/')]);
    expect(loads).toEqual(['0.1']);
  });

  it('rejects when the group fails to load, and loads it again next time', async () => {
    failNext = true;
    await expect(ensureRoutes('/docs/cli/')).rejects.toThrow('Loading chunk routes-0.0 failed');
    expect(paths()).toEqual(['/docs/', '/docs/limits/', '/docs/Zed/']);
    await ensureRoutes('/docs/cli/');
    expect(loads).toEqual(['0.1', '0.0', '0.0']);
    expect(paths()).toEqual(['/docs/api/', '/docs/cli/', '/docs/', '/docs/limits/', '/docs/Zed/']);
  });
});

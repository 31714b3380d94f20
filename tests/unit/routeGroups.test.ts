/**
 * The browser's route table in groups, build side: plugins/upstream/routeGroups.cjs (the plan and the generated
 * modules), the registry and chunk-name loaders' part, and the group scripts added to the pages' HTML
 * (plugins/upstream/routeGroupPreload.ts).
 */
import vm from 'node:vm';
import {groupModuleCode, mainTableCode, planRouteGroups, readRouteTable, registryLines} from '../../plugins/upstream/routeGroups.cjs';
import {withoutGrouped} from '../../plugins/upstream/clientRegistryLoader.cjs';
import {mainChunkNames} from '../../plugins/upstream/clientChunkNamesLoader.cjs';
import {withGroupScript} from '../../plugins/upstream/routeGroupPreload';

// A route table in the shape Docusaurus 3.10.2 writes it: a search page, a docs version (its home and five
// pages, one of them upper-case), the 404 route.
const table = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/search/',
    component: ComponentCreator('/docs/search/', 'bdb'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '1b8'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'ed9'),
        routes: [
          {path: '/docs/limits/', component: ComponentCreator('/docs/limits/', 'a01'), exact: true, sidebar: "docs"},
          {path: '/docs/', component: ComponentCreator('/docs/', 'a00'), exact: true, sidebar: "docs"},
          {path: '/docs/api/', component: ComponentCreator('/docs/api/', 'a02'), exact: true, sidebar: "docs"},
          {path: '/docs/Zed/', component: ComponentCreator('/docs/Zed/', 'a03'), exact: true, sidebar: "docs"},
          {path: '/docs/cli/', component: ComponentCreator('/docs/cli/', 'a04'), exact: true, sidebar: "docs"},
          {path: '/docs/workflows/', component: ComponentCreator('/docs/workflows/', 'a05'), exact: true, sidebar: "docs"}
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/docs/search/-bdb': {__comp: 'search'},
  '/docs/-1b8': {__comp: 'version', __props: 'shared-main'},
  '/docs/-ed9': {__comp: 'docroot'},
  '/docs/limits/-a01': {__comp: 'docitem', content: 'c-limits'},
  '/docs/-a00': {__comp: 'docitem', content: 'c-home'},
  '/docs/api/-a02': {__comp: 'docitem', content: 'c-api', extra: {note: 'shared-two'}},
  '/docs/Zed/-a03': {__comp: 'docitem', content: 'c-zed', extra: {note: 'shared-main'}},
  '/docs/cli/-a04': {__comp: 'docitem', content: 'c-cli', extra: {note: 'shared-two'}},
  '/docs/workflows/-a05': {__comp: 'docitem', content: 'c-workflows'},
};

/** Runs generated module code, its imports given by `imports`, and returns its exports. */
function run(code: string, imports: Record<string, unknown>): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = code
    .replace(/^import (\w+) from (".*");$/gm, (_, name: string, from: string) => `const ${name} = imports[${from}];`)
    .replace(/^export default /m, 'exports.default = ')
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  vm.runInNewContext(body, {imports, exports, require: {resolveWeak: (p: string) => `weak:${p}`}});
  return exports;
}
const creator = (p: string, hash: string) => `C(${p},${hash})`;

describe('the route groups plan (plugins/upstream/routeGroups.cjs)', () => {
  const plan = planRouteGroups(readRouteTable(table), chunkNames, 2);

  it('cuts each list of page routes into groups of at most the maximum, consecutive in path order, any case', () => {
    expect(plan.splits).toHaveLength(1);
    expect(plan.splits[0]!.groups.map((g) => [g.key, g.start, g.routes.map((r) => r.route.path)])).toEqual([
      ['0.0', '/docs/api/', ['/docs/api/', '/docs/cli/']],
      ['0.1', '/docs/limits/', ['/docs/limits/', '/docs/workflows/']],
      ['0.2', '/docs/zed/', ['/docs/Zed/']],
    ]);
  });

  it('keeps the list’s own index route in the main table, at its place', () => {
    expect(plan.splits[0]!.kept.map((k) => [k.index, k.route.path])).toEqual([[1, '/docs/']]);
    expect(plan.splits[0]!.groups[1]!.routes.map((r) => r.index)).toEqual([0, 5]);
  });

  it('moves a chunk name to a group only when that group alone uses it', () => {
    expect(Object.fromEntries(plan.groupOfChunk)).toEqual({'c-api': '0.0', 'c-cli': '0.0', 'shared-two': '0.0', 'c-limits': '0.1', 'c-workflows': '0.1', 'c-zed': '0.2'});
    // 'docitem' is used by three groups and the home route, 'shared-main' by the version route and a group.
  });

  it('fails with the table’s name on a table it cannot read', () => {
    expect(() => readRouteTable('export default [ {path: ')).toThrow(/\.docusaurus\/routes\.js is not a route table this build can read/);
    expect(() => readRouteTable('export default {};')).toThrow(/does not export an array of routes/);
  });
});

describe('the generated modules', () => {
  const plan = planRouteGroups(readRouteTable(table), chunkNames, 2);

  it('main table: the same routes, the list left with its index route, and each group’s first path and loader', () => {
    const main = run(mainTableCode(plan, '/creator', './routes.js'), {'/creator': creator});
    const routes = main.default as {path: string; component: string; routes?: {path: string; routes?: {path: string; component: string; sidebar?: string}[]}[]}[];
    expect(routes.map((r) => [r.path, r.component])).toEqual([
      ['/docs/search/', 'C(/docs/search/,bdb)'],
      ['/docs/', 'C(/docs/,1b8)'],
      ['*', 'C(*,undefined)'],
    ]);
    expect(routes[1]!.routes![0]!.routes).toEqual([{path: '/docs/', component: 'C(/docs/,a00)', exact: true, sidebar: 'docs'}]);
    const [groups] = main.routeGroups as {routes: unknown; kept: number[]; starts: string[]; load: (() => unknown)[]}[];
    expect(groups!.routes).toBe(routes[1]!.routes![0]!.routes);
    expect(groups!.kept).toEqual([1]);
    expect(groups!.starts).toEqual(['/docs/api/', '/docs/limits/', '/docs/zed/']);
    expect(mainTableCode(plan, '/creator', './routes.js')).toContain('() => import(/* webpackChunkName: "routes-0.1" */ "./routes.js?group=0.1")');
  });

  it('group module: its routes with their places, their chunk names, the registry entries only it uses', () => {
    const registry = registryLines(
      [
        'export default {',
        '  "c-limits": [() => import(/* webpackChunkName: "c-limits" */ "@site/docs/limits.md"), 0, require.resolveWeak("@site/docs/limits.md")],',
        '  "docitem": [() => import(/* webpackChunkName: "docitem" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],',
        '  "c-workflows": [() => import(/* webpackChunkName: "c-workflows" */ "@site/docs/workflows.md"), 0, require.resolveWeak("@site/docs/workflows.md")]};',
      ].join('\n'),
    );
    const group = run(groupModuleCode(plan, '0.1', chunkNames, registry, '/creator'), {'/creator': creator});
    expect(group.routes).toEqual([
      [0, {path: '/docs/limits/', component: 'C(/docs/limits/,a01)', exact: true, sidebar: 'docs'}],
      [5, {path: '/docs/workflows/', component: 'C(/docs/workflows/,a05)', exact: true, sidebar: 'docs'}],
    ]);
    expect(group.chunkNames).toEqual({'/docs/limits/-a01': chunkNames['/docs/limits/-a01'], '/docs/workflows/-a05': chunkNames['/docs/workflows/-a05']});
    const entries = group.registry as Record<string, [() => unknown, number, string]>;
    expect(Object.keys(entries)).toEqual(['c-limits', 'c-workflows']);
    expect(entries['c-workflows']![2]).toBe('weak:@site/docs/workflows.md');
  });

  it('a group whose registry entry is missing, or a group that does not exist, fails naming it', () => {
    expect(() => groupModuleCode(plan, '0.1', chunkNames, new Map(), '/creator')).toThrow(/chunk c-limits of route group 0\.1 is not in \.docusaurus\/registry\.js/);
    expect(() => groupModuleCode(plan, '3.0', chunkNames, new Map(), '/creator')).toThrow(/no route group 3\.0/);
  });

  it('main registry: the grouped entries dropped, the object still closed when its last line goes', () => {
    const registry = ['export default {', '  "a": [x, 0, 1],', '  "b": [y, 0, 2],', '  "c": [z, 0, 3]};', ''].join('\n');
    expect(withoutGrouped(registry, new Map([['b', '0.0'], ['c', '0.1']]))).toBe(['export default {', '  "a": [x, 0, 1],', '};', ''].join('\n'));
  });

  it('main chunk names: the grouped routes’ entries dropped', () => {
    expect(Object.keys(mainChunkNames(chunkNames, plan.groupOfRoute))).toEqual(['/docs/search/-bdb', '/docs/-1b8', '/docs/-ed9', '/docs/-a00']);
  });
});

describe('a page’s route group in its HTML (plugins/upstream/routeGroupPreload.ts)', () => {
  it('is preloaded as the last app script', () => {
    const html = '<head><link rel=preload as=script href=/docs/assets/js/runtime~main.1.js fetchpriority=low data-app-script><link rel=preload as=script href=/docs/assets/js/main.2.js fetchpriority=low data-app-script><link rel=stylesheet href=x.css></head>';
    expect(withGroupScript(html, '/docs/assets/js/routes-0.1.3.js')).toBe(
      '<head><link rel=preload as=script href=/docs/assets/js/runtime~main.1.js fetchpriority=low data-app-script><link rel=preload as=script href=/docs/assets/js/main.2.js fetchpriority=low data-app-script><link rel=preload as=script href=/docs/assets/js/routes-0.1.3.js fetchpriority=low data-app-script><link rel=stylesheet href=x.css></head>',
    );
  });

  it('is not added to a page without app scripts', () => {
    expect(withGroupScript('<head></head>', '/x.js')).toBeNull();
  });
});

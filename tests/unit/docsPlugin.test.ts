import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import vm from 'node:vm';
import {versionInfosOf, withVersionTargets} from '@site/plugins/docsPlugin';
import {withoutVersionDocs, compactGlobalDocs, withSidebarsByPage} from '@site/plugins/upstream/docsData';
import {addSidebar} from '@site/src/upstream/docsSidebars';
import {versionHomeOf, type GlobalDocsVersion} from '@site/src/lib/versionSwitch';
import {navbar} from '@site/config/navbar';
import {filesBelow} from '../lib/files';

const root = path.join(__dirname, '..', '..');

describe('docs plugin: version data without the docs map', () => {
  const doc = (id: string) => ({id, title: `Title ${id}`, description: `About ${id}`, sidebar: 'main'});
  const routes: RouteConfig = {
    path: '/docs/',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs/v1/',
        component: 'DocVersionRoot',
        props: {version: {version: '1', label: 'v1', docs: {a: doc('a'), b: doc('b')}}},
        routes: [{path: '/docs/v1/a/', component: 'DocItem', props: {other: {description: 'kept'}}}],
      },
    ],
  };

  it('empties the docs map and keeps every other field and route', () => {
    const out = withoutVersionDocs(routes);
    const version = out.routes![0]!;
    expect(version.props).toEqual({version: {version: '1', label: 'v1', docs: {}}});
    expect(version.routes).toEqual(routes.routes![0]!.routes);
    expect(out.path).toBe('/docs/');
    // The input is left as it was.
    expect((routes.routes![0]!.props as {version: {docs: {a: {description: string}}}}).version.docs.a.description).toBe('About a');
  });

  it('is safe: nothing in the site reads that map (DocCard, useDocById) or needs it (generated index)', () => {
    const files = ['src', 'docs', 'versioned_docs', 'versioned_sidebars']
      .flatMap((d) => filesBelow(path.join(root, d)).map((f) => path.join(root, d, f)))
      .concat(path.join(root, 'sidebars.ts'))
      .filter((f) => /\.(tsx?|mdx?|json)$/.test(f));
    const readers = files.filter((f) => /\b(DocCardList|DocCard|useDocById)\b|generated-index/.test(fs.readFileSync(f, 'utf8')));
    // If a page needs DocCards one day, stop emptying the map in plugins/docsPlugin.ts.
    expect(readers.map((f) => path.relative(root, f))).toEqual([]);
  });
});

describe('docs plugin: global data with only the home doc of each version and the paths of the others', () => {
  const docs = (base: string, sidebar: string) => [
    {id: 'index', path: `${base}/`, sidebar},
    {id: 'a', path: `${base}/a`, sidebar},
    {id: 'b/c', path: `${base}/b/c`, sidebar},
  ];
  const data = {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      {name: 'current', label: 'v2', isLast: true, path: '/docs', mainDocId: 'index', docs: docs('/docs', 'main'), draftIds: [], sidebars: {main: {link: {path: '/docs/a', label: 'a'}}}},
      {name: 'v1', label: 'v1', isLast: false, path: '/docs/v1', mainDocId: 'a', docs: docs('/docs/v1', 'v1'), draftIds: [], sidebars: {}},
    ],
  };
  type Version = (typeof data.versions)[number];

  it('keeps the home doc and every other field', () => {
    const out = compactGlobalDocs(data) as {versions: Version[]};
    expect(out.versions.map((v) => v.docs)).toEqual([[{id: 'index', path: '/docs/', sidebar: 'main'}], [{id: 'a', path: '/docs/v1/a', sidebar: 'v1'}]]);
    expect(out.versions.map(({docs, ...rest}) => rest)).toEqual(data.versions.map(({docs, ...rest}) => rest));
    expect({...(out as object), versions: undefined}).toEqual({...data, versions: undefined});
    expect(data.versions[0]!.docs).toHaveLength(3); // the input is left as it was
  });

  it('gives the version menu each version’s path and home', () => {
    const out = compactGlobalDocs(data) as {versions: Version[]};
    expect(out.versions.map((v) => versionHomeOf(v as GlobalDocsVersion))).toEqual([
      {name: 'current', path: '/docs', homePath: '/docs/'},
      {name: 'v1', path: '/docs/v1', homePath: '/docs/v1/a'},
    ]);
  });

  it('gives each docs page’s route its targets in every version, worked out from the full list', () => {
    const versions = versionInfosOf(data);
    expect(versions.map((v) => v.docPaths)).toEqual([
      ['/docs/', '/docs/a', '/docs/b/c'],
      ['/docs/v1/', '/docs/v1/a', '/docs/v1/b/c'],
    ]);
    const route: RouteConfig = {
      path: '/docs',
      component: 'DocsRoot',
      routes: [
        {path: '/docs/v1/a/', component: 'DocItem', exact: true},
        // As the docs plugin gives them: Docusaurus adds the trailing slash later.
        {path: '/docs/b/c', component: 'DocItem', exact: true},
        {path: '/docs/search/', component: 'Search', exact: true},
      ],
    };
    const out = withVersionTargets(route, versions);
    expect(out.routes!.map((r) => (r as {versionTargets?: unknown}).versionTargets)).toEqual([
      {current: '/docs/a/', v1: '/docs/v1/a/'},
      {current: '/docs/b/c/', v1: '/docs/v1/b/c/'},
      undefined,
    ]);
    expect((out as {versionTargets?: unknown}).versionTargets).toBeUndefined();
  });

  it('is safe: no navbar item and no code of the site reads the rest of that list', () => {
    // Navbar items that find their doc in the list (DocNavbarItem, DocSidebarNavbarItem, the version items).
    const items = (navbar.items as readonly {type?: string; items?: readonly {type?: string}[]}[]).flatMap((i) => [i, ...(i.items ?? [])]);
    expect(items.filter((i) => /^doc|^docs/.test(i.type ?? ''))).toEqual([]);
    const files = filesBelow(path.join(root, 'src'))
      .map((f) => path.join(root, 'src', f))
      .filter((f) => /\.tsx?$/.test(f));
    // Hooks and fields that use the whole list: the active doc and its other versions, layout docs, version suggestions.
    const hooks = files.filter((f) =>
      /\b(activeDoc|alternateDocVersions|useLayoutDoc|useLayoutDocsSidebar|useDocVersionSuggestions|useDocsVersionCandidates|useAllDocsData|useDocsData)\b/.test(fs.readFileSync(f, 'utf8')),
    );
    // A version's `docs` is read only to find its home doc.
    const otherReads = files.flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/\.docs\.(\w+)\(([^)]*\)[^)]*)\)/g)]
        .filter((m) => !(m[1] === 'find' && /\.id === \w+\.mainDocId$/.test(m[2]!)))
        .map((m) => `${path.relative(root, f)}: ${m[0]}`),
    );
    // If a page needs them one day, stop compacting the list in plugins/docsPlugin.ts.
    expect(hooks.map((f) => path.relative(root, f))).toEqual([]);
    expect(otherReads).toEqual([]);
    // The theme's version banner reads the list (its latest-version suggestion): the site replaces it.
    expect(fs.existsSync(path.join(root, 'src', 'theme', 'DocVersionBanner', 'index.tsx'))).toBe(true);
  });
});

describe('docs plugin: each page loads its own sidebar, not every sidebar of its version', () => {
  const main = [{type: 'link', href: '/docs/a/', label: 'A'}];
  const other = [{type: 'link', href: '/docs/b/', label: 'B'}];
  const route: RouteConfig = {
    path: '/docs/',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs/',
        component: 'DocVersionRoot',
        props: {version: {version: 'current', label: 'v2', docsSidebars: {main, other}}},
        routes: [
          {
            path: '/docs/',
            component: 'DocRoot',
            routes: [
              {path: '/docs/a/', component: 'DocItem', exact: true, sidebar: 'main', modules: {content: 'a.md'}},
              {path: '/docs/b/', component: 'DocItem', exact: true, sidebar: 'other', modules: {content: 'b.md'}},
              {path: '/docs/c/', component: 'DocItem', exact: true, modules: {content: 'c.md'}},
            ],
          },
        ],
      },
    ],
  };
  const written = new Map<string, string>();
  const createData = async (name: string, data: string) => {
    written.set(`/gen/${name}`, data);
    return `/gen/${name}`;
  };

  it('writes the version data without its sidebars, and gives each page with a sidebar the module of its own', async () => {
    const out = await withSidebarsByPage(route, createData);
    const version = out.routes![0]!;
    expect(version.props).toBeUndefined();
    expect(version.modules).toEqual({__props: '/gen/version-current.json'});
    expect(JSON.parse(written.get('/gen/version-current.json')!)).toEqual({version: {version: 'current', label: 'v2', docsSidebars: {}}});
    expect(version.routes![0]!.routes!.map((r) => r.modules)).toEqual([
      {content: 'a.md', docsSidebar: '/gen/sidebar-current-main.js'},
      {content: 'b.md', docsSidebar: '/gen/sidebar-current-other.js'},
      {content: 'c.md'},
    ]);
    expect(out.path).toBe('/docs/');
  });

  it('a page’s sidebar module, when it runs, puts its sidebar back in the shared version data', async () => {
    await withSidebarsByPage(route, createData);
    const versionData = JSON.parse(written.get('/gen/version-current.json')!) as {version: {docsSidebars: Record<string, unknown>}};
    const exports: {default?: unknown} = {};
    const code = written
      .get('/gen/sidebar-current-other.js')!
      .replace(/^import props from .*$/m, 'const props = imports.props;')
      .replace(/^import \{addSidebar\} from .*$/m, 'const {addSidebar} = imports;')
      .replace('export default ', 'exports.default = ');
    vm.runInNewContext(code, {imports: {props: versionData, addSidebar}, exports});
    expect(versionData.version.docsSidebars).toEqual({other});
    expect(exports.default).toEqual(other);
  });

  it('fails, naming the route, when a page names a sidebar its version does not have', async () => {
    const bad = {...route, routes: [{...route.routes![0]!, routes: [{path: '/docs/x/', component: 'DocItem', sidebar: 'gone'}]}]};
    await expect(withSidebarsByPage(bad, createData)).rejects.toThrow('route /docs/x/ names sidebar "gone", which version current does not have');
  });
});

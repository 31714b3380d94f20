import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {withoutVersionDocs} from '@site/config/docsPlugin';
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
    // If a page needs DocCards one day, stop emptying the map in config/docsPlugin.ts.
    expect(readers.map((f) => path.relative(root, f))).toEqual([]);
  });
});

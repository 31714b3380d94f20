import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from '@site/config/docsPlugin';

const root = path.join(__dirname, '..', '..');

describe('docs plugin: version data without descriptions', () => {
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

  it('drops each doc description and keeps every other field and route', () => {
    const out = withoutDocDescriptions(routes);
    const version = out.routes![0]!;
    expect(version.props).toEqual({
      version: {version: '1', label: 'v1', docs: {a: {id: 'a', title: 'Title a', sidebar: 'main'}, b: {id: 'b', title: 'Title b', sidebar: 'main'}}},
    });
    expect(version.routes).toEqual(routes.routes![0]!.routes);
    expect(out.path).toBe('/docs/');
    // The input is left as it was.
    expect((routes.routes![0]!.props as {version: {docs: {a: {description: string}}}}).version.docs.a.description).toBe('About a');
  });

  it('is safe: nothing in the site reads a doc description from that data (DocCard) or needs it (generated index)', () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const files = ['src', 'docs', 'versioned_docs', 'versioned_sidebars']
      .flatMap((d) => walk(path.join(root, d)))
      .concat(path.join(root, 'sidebars.ts'))
      .filter((f) => /\.(tsx?|mdx?|json)$/.test(f));
    const readers = files.filter((f) => /\b(DocCardList|DocCard|useDocById)\b|generated-index/.test(fs.readFileSync(f, 'utf8')));
    expect(readers.map((f) => path.relative(root, f))).toEqual([]);
  });
});

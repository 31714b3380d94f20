/**
 * build/page-data.json of the build just made: an entry for every route of the project's route lists, one
 * per doc of every version, each with exactly the fields of docs-dev/requirements.md, "Page data".
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {pageDataFields, type PageDataEntry} from '../../plugins/lib/pageData';
import {extraRoutes, readRouteList, routeListFiles} from '../../plugins/lib/routeLists';
import {latestVersion} from '../../config/versions';
import {buildDir, root} from '../lib/builtSite';
import {filesBelow} from '../lib/files';

const file = path.join(buildDir, 'page-data.json');

describe('build/page-data.json', () => {
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDataEntry[];
  const byPath = new Map(entries.map((e) => [e.regularPath, e]));

  const versions = [
    {name: 'current', prefix: '/docs', dir: 'docs', label: latestVersion.label},
    {name: 'v1', prefix: '/docs/v1', dir: 'versioned_docs/version-v1', label: 'v1'},
  ] as const;

  describe.each(versions)('version $name', ({name, prefix, dir, label}) => {
    const routes = [...readRouteList(routeListFiles[name]), ...extraRoutes[name]].map((r) => r.replace(/\.html$/, '/'));
    it.each(routes)('%s has an entry', (route) => {
      const entry = byPath.get(`${prefix}${route}`);
      expect(entry).toBeDefined();
      expect(entry!.path).toBe(route);
      expect(entry!.key.startsWith(`${label}:`)).toBe(true);
      const source = path.join(root, dir, entry!.relativePath);
      expect(fs.existsSync(source)).toBe(true);
      expect(entry!.frontmatter.title).toBe(matter(fs.readFileSync(source, 'utf8')).data.title);
    });
  });

  it('has one entry per doc of every version, each with exactly the page data fields', () => {
    const docFiles = (dir: string): string[] =>
      filesBelow(path.join(root, dir), (folder) => folder.startsWith('_')).filter(
        (f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_'),
      );
    expect(entries).toHaveLength(docFiles('docs').length + docFiles('versioned_docs').length);
    for (const e of entries) {
      expect(Object.keys(e)).toEqual([...pageDataFields]);
      expect(e.regularPath).toMatch(/^\/docs\/(.+\/)?$/);
      expect(e.relativePath).toMatch(/\.mdx?$/);
      for (const h of e.headers) {
        expect(h.level).toBeGreaterThanOrEqual(2);
        expect(h.level).toBeLessThanOrEqual(6);
        expect(h.title).not.toBe('');
      }
    }
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    expect(byPath.size).toBe(entries.length);
  });

  it('reads the example of docs-dev/requirements.md', () => {
    const e = byPath.get('/docs/code/nodejs/')!;
    expect(e).toMatchObject({relativePath: 'code/nodejs/index.md', key: 'v2:code/nodejs/index', path: '/code/nodejs/'});
    expect(e.headers.length).toBeGreaterThan(3);
  });

  it('shows the short flags with their Docusaurus keys', () => {
    const flagged = entries.filter((e) => e.frontmatter.prev === false);
    for (const e of flagged) expect(e.frontmatter.pagination_prev).toBeNull();
  });
});

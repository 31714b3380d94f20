/**
 * Page data: the generator's units, and the file the last build wrote (build/page-data.json). The test
 * command builds before it runs the units.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {headingText, pageDataEntry, pageDataFields, pageHeaders, type PageDataEntry} from '@site/src/lib/pageData';
import {extraRoutes, readRouteList, routeListFiles} from '@site/src/data/routes';
import {docsVersions} from '@site/config/versions';

const root = path.join(__dirname, '..', '..');

describe('pageHeaders', () => {
  const html = `<html><body><h2 id=nav>Not content</h2><article><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>
<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=adding-a-step>Adding a <code>step</code><a href=#adding-a-step class=hash-link aria-label="Direct link to Adding a step" translate=no>&#8203;</a></h2>
<p>text</p><h3 id="q-a">Q &amp; A<a class="hash-link" href="#q-a">​</a></h3>
<div class="tabs-container"><div role=tabpanel hidden><h4 id=in-a-tab>In a   tab</h4></div></div>
<h6 id=deep>Deep</h6><h5>No anchor</h5></div></article><footer><h2 id=foot>Footer</h2></footer></body></html>`;
  it('reads the h2-h6 of the page content, with anchors, without the "#" link', () => {
    expect(pageHeaders(html)).toEqual([
      {level: 2, title: 'Adding a step', slug: 'adding-a-step'},
      {level: 3, title: 'Q & A', slug: 'q-a'},
      {level: 4, title: 'In a tab', slug: 'in-a-tab'},
      {level: 6, title: 'Deep', slug: 'deep'},
      {level: 5, title: 'No anchor', slug: ''},
    ]);
  });
  it('gives none for a page without content', () => expect(pageHeaders('<p>x</p>')).toEqual([]));
  it('cleans heading text', () => expect(headingText(' a\u200b \n b ')).toBe('a b'));
});

describe('pageDataEntry', () => {
  const doc = {
    id: 'code/nodejs/index',
    title: 'Writing Node.js in Steps',
    permalink: '/docs/v1/code/nodejs/',
    source: '@site/versioned_docs/version-v1/code/nodejs/index.md',
    frontMatter: {title: 'Writing Node.js in Steps', prev: false, pagination_prev: null},
  };
  const version = {label: 'v1', base: '/docs/v1/', contentDir: 'versioned_docs/version-v1'};
  const headers = [{level: 2, title: 'A', slug: 'a'}];
  it('has exactly the SPEC fields, in order', () => {
    const entry = pageDataEntry(doc, version, headers);
    expect(Object.keys(entry)).toEqual([...pageDataFields]);
    expect(entry).toEqual({
      title: 'Writing Node.js in Steps',
      frontmatter: doc.frontMatter,
      regularPath: '/docs/v1/code/nodejs/',
      relativePath: 'code/nodejs/index.md',
      key: 'v1:code/nodejs/index',
      path: '/code/nodejs/',
      headers,
    });
  });
  it('refuses a doc outside its version folder', () => {
    expect(() => pageDataEntry({...doc, source: '@site/docs/x.md'}, version, [])).toThrow(/not in versioned_docs\/version-v1/);
  });
});

const file = path.join(root, 'build', 'page-data.json');

describe('build/page-data.json', () => {
  it('exists: run `npm run build` before the unit tests', () => expect(fs.existsSync(file)).toBe(true));
  if (!fs.existsSync(file)) return;
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDataEntry[];
  const byPath = new Map(entries.map((e) => [e.regularPath, e]));

  const versions = [
    {name: 'current', prefix: '/docs', dir: 'docs', label: docsVersions.current.label},
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

  it('has one entry per doc of every version, each with exactly the SPEC fields', () => {
    const docFiles = (dir: string): string[] =>
      fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
        if (e.name.startsWith('_')) return [];
        if (e.isDirectory()) return docFiles(path.join(dir, e.name));
        return /\.mdx?$/.test(e.name) ? [e.name] : [];
      });
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

  it('reads the example of SPEC.md', () => {
    const e = byPath.get('/docs/code/nodejs/')!;
    expect(e).toMatchObject({relativePath: 'code/nodejs/index.md', key: 'v2:code/nodejs/index', path: '/code/nodejs/'});
    expect(e.headers.length).toBeGreaterThan(3);
  });

  it('shows the short flags with their Docusaurus keys', () => {
    const flagged = entries.filter((e) => e.frontmatter.prev === false);
    for (const e of flagged) expect(e.frontmatter.pagination_prev).toBeNull();
  });
});

/**
 * Page data: the generator's units (the file the build writes: tests/site/pageData.test.ts).
 */
import {headingText, pageDataEntry, pageDataFields, pageHeaders} from '@site/plugins/lib/pageData';

describe('pageHeaders', () => {
  const html = `<html><body><h2 id=nav>Not content</h2><article><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>
<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=adding-a-step>Adding a <code>step</code><a href=#adding-a-step class=hash-link aria-label="Direct link to Adding a step" translate=no>&#8203;</a></h2>
<p>text</p><h3 id="q-a">Q &amp; A<a class="hash-link" href="#q-a">​</a></h3>
<div class="tabs-container"><div role=tabpanel hidden><h4 id=in-a-tab>In a   tab</h4></div></div>
<h6 id=deep>Deep</h6><h5>No anchor</h5></div><section><h2 id=after>After the content</h2></section></article><footer><h2 id=foot>Footer</h2></footer></body></html>`;
  it('reads the h2-h6 of the page content (not of blocks after it), with anchors, without the "#" link', () => {
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
  const version = {label: 'v1', path: '/docs/v1/', contentDir: 'versioned_docs/version-v1'};
  const headers = [{level: 2, title: 'A', slug: 'a'}];
  it('has exactly the page data fields of docs-dev/requirements.md, in order', () => {
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

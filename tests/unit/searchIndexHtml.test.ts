import {codeWeight, pageVersionName, pagefindExcludeSelectors, searchableHtml, searchablePage} from '@site/plugins/lib/searchIndexHtml';

/** A built doc page as Docusaurus writes it (minified attributes), cut to what the index reads. */
const page = (version: string, extra = '') =>
  `<!doctype html><html lang=en class="docs-wrapper plugin-docs docs-version-${version} docs-doc-page"><head><title>Cron | Pipedream Docs</title></head>` +
  '<body><nav class="navbar">Documentation Quickstart</nav><aside class="theme-doc-sidebar-container">Sidebar entry</aside>' +
  '<article><nav class="theme-doc-breadcrumbs">Home Examples</nav><div class="theme-doc-toc-mobile">On this page</div>' +
  '<div class="theme-doc-markdown markdown"><header><h1>Run a cron job</h1></header><p>Schedules run workflows.</p>' +
  '<h2 class="anchor" id=syntax>Syntax<a href=#syntax class=hash-link aria-label="Direct link to Syntax">\u200b</a></h2>' +
  `<div class=tabs-container><ul role=tablist><li role=tab>Node.js</li><li role=tab>Python</li></ul></div>${extra}` +
  '<pre class=prism-code><code>cron("0 9 * * 1-5")</code></pre><p>Use <code>preview</code> to check it.</p></div>' +
  '<section class=still-have-questions>Still have questions?</section><footer class=theme-doc-footer>Edit this page</footer></article>' +
  '<footer class=footer>Pipedream footer</footer></body></html>';

describe('pageVersionName', () => {
  it.each([
    [page('current'), 'current'],
    [page('v1'), 'v1'],
    ['<html lang=en class=plugin-pages><body></body></html>', undefined],
    ['<p>no html element</p>', undefined],
  ])('reads the docs-version class of <html> (%#)', (html, name) => {
    expect(pageVersionName(html)).toBe(name);
  });
});

describe('searchableHtml', () => {
  const out = searchableHtml(page('current'), 'v2')!;

  it('indexes the doc’s own content only, marked as the body with the version filter', () => {
    expect(out).toMatch(/^<!doctype html><html lang="en"><body><div class="theme-doc-markdown markdown" data-pagefind-body(="")? data-pagefind-filter="version:v2"><header><h1>Run a cron job<\/h1>/);
    expect(out).toContain('id="syntax"');
    for (const chrome of ['Documentation Quickstart', 'Sidebar entry', 'Home Examples', 'On this page', 'Still have questions?', 'Edit this page', 'Pipedream footer']) {
      expect(out).not.toContain(chrome);
    }
  });

  it('writes out the end tags the minified page leaves out (Pagefind’s parser does not infer them)', () => {
    const table = '<p class=count>2 mappings<table><tr><td><code>a-b</code><td><code>a</code><tr><td>c<td>d</table><p>After';
    const indexed = searchableHtml(page('current', table), 'v2')!;
    expect(indexed).toContain('<p class="count">2 mappings</p><table><tr><td><code>a-b</code></td><td><code>a</code></td></tr><tr><td>c</td><td>d</td></tr></table><p>After</p>');
  });

  it('weighs every code block low, and nothing else', () => {
    expect(out).toContain(`<pre class="prism-code" data-pagefind-weight="${codeWeight}">`);
    expect(codeWeight).toBeLessThan(1);
    expect(out).toContain('<code>preview</code>');
    const two = searchableHtml(page('v1', '<pre>a</pre>'), 'v1')!;
    expect(two.match(/data-pagefind-weight/g)).toHaveLength(2);
    expect(two).toContain('data-pagefind-filter="version:v1"');
  });

  it('leaves tab buttons and heading links to Pagefind’s exclusions', () => {
    expect(pagefindExcludeSelectors).toEqual(['[role=tablist]', '.hash-link']);
  });

  it.each([
    ['the 404 page', '<html lang=en><body><main><h1>Page Not Found</h1></main></body></html>'],
    ['a redirect stub', '<html lang=en><head><meta http-equiv=refresh content="0; url=/docs/"></head><body></body></html>'],
    ['a page with two doc bodies', page('current', '<div class="theme-doc-markdown markdown">x</div>')],
  ])('gives nothing for %s', (_name, html) => {
    expect(searchableHtml(html, 'v2')).toBeUndefined();
  });
});

describe('searchablePage: synonyms (src/data/searchSynonyms.ts)', () => {
  const synonyms = [
    {term: 'cron', aliases: ['crontab', 'cronjob']},
    {term: 'syntax', aliases: ['format']},
    {term: 'Go', aliases: ['golang']},
  ];

  it('puts the aliases of a term in the title in `synonyms`, of a term in a heading in `section_synonyms`, none elsewhere', () => {
    const indexed = searchablePage(page('current'), 'v2', synonyms)!;
    expect(indexed.synonyms).toEqual(['cron', 'syntax']);
    expect(indexed.html).toContain('<span data-pagefind-meta="synonyms:crontab cronjob"></span>');
    expect(indexed.html).toContain('<span data-pagefind-meta="section_synonyms:format"></span>');
    expect(indexed.html).not.toContain('golang');
    // The fields are empty elements: nothing of them is page text.
    expect(searchableHtml(page('current'), 'v2')).not.toContain('data-pagefind-meta');
  });
});

import {codeWeight, pageVersionName, searchableHtml} from '@site/src/lib/searchIndexHtml';

/** A built doc page as Docusaurus writes it (minified attributes), cut to what the index reads. */
const page = (version: string, extra = '') =>
  `<!doctype html><html lang=en class="docs-wrapper plugin-docs docs-version-${version} docs-doc-page"><head><title>Cron | Pipedream Docs</title></head>` +
  '<body><nav class="navbar">Documentation Quickstart</nav><aside class="theme-doc-sidebar-container">Sidebar entry</aside>' +
  '<article><nav class="theme-doc-breadcrumbs">Home Examples</nav><div class="theme-doc-toc-mobile">On this page</div>' +
  '<div class="theme-doc-markdown markdown"><header><h1>Run a cron job</h1></header><p>Schedules run workflows.</p>' +
  '<h2 class="anchor" id=syntax>Syntax<a href=#syntax class=hash-link aria-label="Direct link to Syntax">\u200b</a></h2>' +
  `<div class=tabs-container><ul role=tablist><li role=tab>Node.js</li><li role=tab>Python</li></ul></div>${extra}` +
  '<pre><code>cron("0 9 * * 1-5")</code></pre></div>' +
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

  it('indexes the doc’s own content only, with its title and headings', () => {
    expect(out).toMatch(/^<!doctype html><html lang="en"><body><div class="theme-doc-markdown markdown"/);
    expect(out).toContain('<h1>Run a cron job</h1>');
    expect(out).toContain('id="syntax"');
    for (const chrome of ['Documentation Quickstart', 'Sidebar entry', 'Home Examples', 'On this page', 'Still have questions?', 'Edit this page', 'Pipedream footer']) {
      expect(out).not.toContain(chrome);
    }
  });

  it('marks the body, the version filter, code at low weight, tab buttons and # links ignored', () => {
    expect(out).toMatch(/<div class="theme-doc-markdown markdown" data-pagefind-body[ >]/);
    expect(out).toContain('data-pagefind-filter="version:v2"');
    expect(out).toContain(`<pre data-pagefind-weight="${codeWeight}">`);
    expect(codeWeight).toBeLessThan(1);
    expect(out).toContain('<ul role="tablist" data-pagefind-ignore="all">');
    expect(out).toMatch(/<a href="#syntax" class="hash-link"[^>]* data-pagefind-ignore="all">/);
  });

  it('weighs every code block of the page', () => {
    const two = searchableHtml(page('v1', '<pre><code>a</code></pre>'), 'v1')!;
    expect(two.match(/data-pagefind-weight/g)).toHaveLength(2);
    expect(two).toContain('data-pagefind-filter="version:v1"');
  });

  it.each([
    ['the 404 page', '<html lang=en><body><main><h1>Page Not Found</h1></main></body></html>'],
    ['a redirect stub', '<html lang=en><head><meta http-equiv=refresh content="0; url=/docs/"></head><body></body></html>'],
  ])('gives nothing for %s', (_name, html) => {
    expect(searchableHtml(html, 'v2')).toBeUndefined();
  });
});

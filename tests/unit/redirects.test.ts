import {findRedirect, isExternal, redirects, withSlash} from '@site/src/data/redirects';
import {extraRoutes, readRouteList, routeListFiles} from '@site/plugins/lib/routeLists';
import {missingTargetError, redirectStubHtml} from '@site/plugins/redirectStubs';
import {inlineScriptsOf} from '@site/config/inlineScripts';

const v2Routes = new Set([...readRouteList(routeListFiles.current), ...extraRoutes.current]);

describe('redirect list', () => {
  it('has no duplicate source', () => {
    const froms = redirects.map((r) => withSlash(r.from));
    expect(froms.filter((f, i) => froms.indexOf(f) !== i)).toEqual([]);
  });
  it.each(redirects.map((r) => [r.from, r.to]))('%s → %s targets a page of the current docs or an https URL', (_from, to) => {
    if (isExternal(to)) expect(to).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    else expect(v2Routes).toContain(to);
  });
  it.each(redirects.map((r) => [r.from]))('%s is not itself a page', (from) => {
    expect(v2Routes).not.toContain(withSlash(from));
  });
  it('has no chain: no target is another source', () => {
    const froms = new Set(redirects.map((r) => withSlash(r.from)));
    expect(redirects.filter((r) => !isExternal(r.to) && froms.has(withSlash(r.to)))).toEqual([]);
  });
  it('finds entries with or without the trailing slash', () => {
    expect(findRedirect('/cron/')?.to).toBe('/workflows/steps/triggers/');
    expect(findRedirect('/notebook/inspector')?.to).toBe('/workflows/events/inspect/');
    expect(findRedirect('/quickstart/')).toBeUndefined();
  });
});

describe('redirect stub pages', () => {
  const html = redirectStubHtml('/docs/workflows/copy/', '/docs/');
  it('carry no inline script (the CSP allows none without a hash) but the site’s redirect.js', () => {
    expect(inlineScriptsOf(html)).toEqual([]);
    expect(html).toContain('<script src="/docs/redirect.js" data-to="/docs/workflows/copy/"></script>');
  });
  it('run the script before the meta refresh, for readers without JavaScript', () => {
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('http-equiv="refresh"'));
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/workflows/copy/">');
  });
  it('escape the target', () => {
    expect(redirectStubHtml('https://x.example/?a=1&b="2"', '/docs/')).toContain('data-to="https://x.example/?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('a redirect to no page', () => {
  const routes = new Set(['/docs/', '/docs/workflows/copy/', '/docs/workflows/steps/', '/docs/limits/']);
  it('is one line naming the list, the entry and the nearest page', () => {
    expect(missingTargetError({from: '/workflows/fork', to: '/workflows/cpy/'}, '/docs/', routes)).toBe(
      'src/data/redirects.ts: the redirect from "/workflows/fork" to "/workflows/cpy/" leads to no page (/docs/workflows/cpy/); nearest existing page: /workflows/copy/',
    );
  });
  it('is nothing for a page of the build', () => {
    expect(missingTargetError({from: '/workflows/fork', to: '/workflows/copy/'}, '/docs/', routes)).toBeUndefined();
    expect(missingTargetError({from: '/workflows/fork', to: '/workflows/copy'}, '/docs/', routes)).toBeUndefined();
  });
});

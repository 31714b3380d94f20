import {acceptCases} from '../lib/httpCases';
import {acceptedCodings, decodePath, encodePath, normalisePath, redirectTarget, wantsMarkdown} from '@site/server/requestRules';

describe('decodePath', () => {
  it.each(['/docs/%zz', '/docs/%', '/docs/%ff', '/docs/%c0%ae', '/docs/%e0%80'])('rejects malformed %s', (p) => {
    expect(decodePath(p)).toBeUndefined();
  });
  it('decodes well-formed escapes', () => {
    expect(decodePath('/docs/a%20b/')).toBe('/docs/a b/');
    expect(decodePath('/%2fevil.example/')).toBe('//evil.example/');
  });
});

describe('normalisePath', () => {
  it.each([
    ['//evil.example/index.html', '/evil.example/index.html'],
    ['///evil.example/index.html', '/evil.example/index.html'],
    ['/docs//quickstart///', '/docs/quickstart/'],
    ['/docs/a/../b/', '/docs/b/'],
    ['/docs/../../etc/passwd', '/etc/passwd'],
    ['/docs/./quickstart/', '/docs/quickstart/'],
    ['/docs/a/..', '/docs'],
  ])('%s → %s', (input, out) => {
    expect(normalisePath(input)).toBe(out);
  });
  it.each(['/\\evil.example/index.html', '/docs/a\\b/', '/docs/a\u0000b', '/docs/a\r\nSet-Cookie: x', 'docs/'])(
    'rejects %j',
    (p) => {
      expect(normalisePath(p)).toBeUndefined();
    },
  );
});

describe('encodePath', () => {
  it('escapes everything but the slashes', () => {
    expect(encodePath('/docs/a b?c#d/')).toBe('/docs/a%20b%3Fc%23d/');
    expect(encodePath('/docs/\r\n/')).toBe('/docs/%0D%0A/');
  });
});

describe('redirectTarget', () => {
  it('maps index.html to the folder URL', () => {
    expect(redirectTarget('/docs/quickstart/index.html')).toBe('/docs/quickstart/');
    expect(redirectTarget('/docs/index.html')).toBe('/docs/');
  });
  it('sends the index.html form of a redirected path to its final page in one hop', () => {
    expect(redirectTarget('/docs/cron/index.html')).toBe('/docs/workflows/steps/triggers/');
    expect(redirectTarget('/docs/docs/apps/all-apps/index.html')).toBe('https://pipedream.com/apps');
  });
  it.each([
    ['/docs/cron', '/docs/workflows/steps/triggers/'],
    ['/docs/cron/', '/docs/workflows/steps/triggers/'],
    ['/docs/notebook/inspector', '/docs/workflows/events/inspect/'],
    ['/docs/notebook/code/', '/docs/code/nodejs/'],
    ['/docs/what-is-pipedream/', '/docs/'],
    ['/docs/docs/apps/all-apps', 'https://pipedream.com/apps'],
  ])('applies the redirect list: %s → %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });
  it('never redirects outside /docs/', () => {
    for (const p of ['/evil.example/index.html', '/index.html', '/cron', '/docsx/index.html']) expect(redirectTarget(p)).toBeUndefined();
  });
  it('leaves pages and .html files alone', () => {
    expect(redirectTarget('/docs/quickstart/')).toBeUndefined();
    expect(redirectTarget('/docs/quickstart/create-new-workflow.html')).toBeUndefined();
  });
});

describe('wantsMarkdown', () => {
  it.each(acceptCases)('Accept: %j → %s', (accept, markdown) => {
    expect(wantsMarkdown(accept)).toBe(markdown);
  });
  it('is false without the header', () => {
    expect(wantsMarkdown(undefined)).toBe(false);
  });
});

describe('acceptedCodings', () => {
  it('keeps what the client accepts, in its order, and leaves out what it refuses at q=0, in any case', () => {
    expect(acceptedCodings('br, gzip')).toBe('br, gzip');
    expect(acceptedCodings('gzip;q=1.0, br;q=0.5')).toBe('gzip, br');
    expect(acceptedCodings('GZIP;Q=0, br;q=0')).toBe('');
    expect(acceptedCodings('Gzip, deflate;q=0')).toBe('gzip');
  });
  it('reads * as each coding the servers send that the header does not name, and not as a refused one', () => {
    expect(acceptedCodings('br;q=0, gzip;q=0, *')).toBe('');
    expect(acceptedCodings('br;q=0, *')).toBe('gzip');
    expect(acceptedCodings('*')).toBe('br, gzip');
    expect(acceptedCodings('*;q=0, gzip')).toBe('gzip');
  });
  it('leaves a request with no header alone', () => {
    expect(acceptedCodings(undefined)).toBeUndefined();
  });
});

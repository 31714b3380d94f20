/**
 * Each version's search vocabulary and sections (plugins/lib/searchVocabulary.ts): the words kept and their
 * order, a fragment read, the sections of a docs version. The built files: tests/site/search.test.ts.
 */
import zlib from 'node:zlib';
import {isIndexed, readFragment, versionSections, vocabularyWords} from '@site/plugins/lib/searchVocabulary';

describe('vocabularyWords', () => {
  it('groups the words by the pages they are on, most first, each group in alphabetical order', () => {
    expect(vocabularyWords(['Cron job cron', 'cron Python s3 OAuth2 abc123', 'python PYTHON job cron'], ['abc123', 'cron', 'job', 'oauth2', 'python'])).toEqual([
      [3, 'cron'],
      [2, 'job python'],
      [1, 'oauth2'],
    ]);
  });

  it('keeps the words on most pages, at most as many as asked', () => {
    expect(vocabularyWords(['alpha beta gamma', 'beta gamma', 'gamma delta'], ['alpha', 'beta', 'delta', 'gamma'], 2)).toEqual([
      [3, 'gamma'],
      [2, 'beta'],
    ]);
  });
});

describe('isIndexed: a word of the text the index finds', () => {
  const keys = ['address', 'authent', 'cron', 'queri', 'schedul', 'statsynctmpapdf', 'where', 'workflow'].sort();

  it.each([
    ['cron', true],
    ['workflows', true],
    ['queries', true],
    ['query', true],
    ['scheduling', true],
    ['authentication', true],
    ['authentications', true],
    ['authentify', false],
    ['schedule', true],
    ['statsync', true],
    ['addresswhere', false],
    ['crontab', false],
    ['wherever', false],
  ])('%s: %s', (word, yes) => {
    expect(isIndexed(word, keys)).toBe(yes);
  });

  it('the vocabulary leaves out words the index does not find', () => {
    expect(vocabularyWords(['Cron, addresswhere and queries.'], keys)).toEqual([[1, 'cron queries']]);
  });
});

describe('readFragment', () => {
  const fragment = (body: string) => zlib.gzipSync(Buffer.from(`pagefind_dcd${body}`));

  it('reads Pagefind’s fragment file', () => {
    const f = readFragment('fragment/en_1.pf_fragment', fragment(JSON.stringify({url: '/docs/a/', content: 'Hello.', meta: {title: 'A'}})));
    expect(f).toEqual({url: '/docs/a/', content: 'Hello.', meta: {title: 'A'}});
  });

  it.each([
    [Buffer.from('plain'), 'fragment/x.pf_fragment: not gzip, so not a Pagefind fragment'],
    [zlib.gzipSync(Buffer.from('{}')), 'fragment/x.pf_fragment: no Pagefind signature'],
    [fragment('{"url": "/docs/"}'), 'fragment/x.pf_fragment: a fragment without url and content'],
  ])('names the file it cannot read (%#)', (content, message) => {
    expect(() => readFragment('fragment/x.pf_fragment', content)).toThrow(message);
  });
});

describe('versionSections', () => {
  const doc = (id: string, title: string, permalink: string, sidebar?: string) => ({id, title, permalink, sidebar});

  it('one per sidebar: its first page (a category’s own page first), and the folders of its pages', () => {
    const sections = versionSections({
      path: '/docs/v1',
      docs: [
        doc('index', 'Overview', '/docs/v1/', 'main'),
        doc('quickstart/index', 'Quickstart', '/docs/v1/quickstart/', 'main'),
        doc('code/index', 'Code', '/docs/v1/code/', 'code'),
        doc('code/go', 'Go', '/docs/v1/code/go', 'code'),
        doc('notes', 'Notes', '/docs/v1/code/notes/', 'main'),
        doc('loose', 'Loose', '/docs/v1/loose/'),
      ],
      sidebars: {
        main: [{type: 'doc', id: 'index'}, {type: 'doc', id: 'quickstart/index'}],
        code: [{type: 'category', label: 'Code', collapsed: false, collapsible: true, link: {type: 'doc', id: 'code/index'}, items: [{type: 'doc', id: 'code/go'}]}],
      },
    } as unknown as Parameters<typeof versionSections>[0]);
    expect(sections).toEqual([
      {title: 'Overview', url: '/docs/v1/', prefixes: ['/docs/v1/', '/docs/v1/quickstart/']},
      {title: 'Code', url: '/docs/v1/code/', prefixes: ['/docs/v1/code/']},
    ]);
  });
});

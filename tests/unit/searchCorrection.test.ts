/**
 * The local search's typo correction (src/lib/searchCorrection.ts, src/lib/searchWords.ts): the edit distance,
 * which candidate wins, and the words never corrected. The correction on the built index: tests/site/search.test.ts.
 */
import {correctQuery, correctWord, editDistance, parseVocabulary, sectionOf, vocabularyCorrector} from '@site/src/lib/searchCorrection';
import {isVocabularyWord, maxDistance, tokens, type VocabularyData} from '@site/src/lib/searchWords';

/** A vocabulary of these words, each on the given number of pages. */
const vocabulary = (words: Record<string, number>, sections: VocabularyData['sections'] = []) => {
  const groups = new Map<number, string[]>();
  for (const [w, n] of Object.entries(words)) groups.set(n, [...(groups.get(n) ?? []), w]);
  return parseVocabulary({words: [...groups].map(([n, ws]) => [n, ws.join(' ')]), sections}, 'test vocabulary');
};

describe('edit distance (Damerau-Levenshtein: a transposition is one edit)', () => {
  it.each([
    ['python', 'python', 0],
    ['pyhton', 'python', 1],
    ['webhok', 'webhook', 1],
    ['wbehook', 'webhook', 1],
    ['enviroment', 'environment', 1],
    ['varibles', 'variables', 1],
    ['scheudle', 'schedule', 1],
    ['authentification', 'authentication', 2],
    ['cron', 'json', 2],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('allows 1 edit up to four letters, 2 from five, none under three', () => {
    expect(['go', 'cron', 'delay', 'authentification'].map(maxDistance)).toEqual([0, 1, 2, 2]);
  });
});

describe('words', () => {
  it('are lower case runs of letters and digits, diacritics dropped', () => {
    expect(tokens('Node.js steps.trigger Café S3 OAuth2 _x')).toEqual(['node', 'js', 'steps', 'trigger', 'cafe', 's3', 'oauth2', 'x']);
  });

  it('of the vocabulary: 3 to 24 letters, at most two digits at the end', () => {
    expect(['s3', 'oauth2', 'http2', 'abc123', 'u9x', 'api', 'x'.repeat(25)].map(isVocabularyWord)).toEqual([false, true, true, false, false, true, false]);
  });
});

describe('correctWord', () => {
  const v = vocabulary({python: 54, pypi: 9, webhook: 40, webhooks: 12, data: 70, date: 20, dart: 20, cart: 20, okta: 3});

  it('corrects to the nearest word', () => {
    expect(correctWord(v, 'pyhton')).toBe('python');
    expect(correctWord(v, 'webhok')).toBe('webhook');
  });

  it('of words at the same distance, takes the one on more pages', () => {
    // "dara" is 1 from data (70 pages), date (20) and dart (20).
    expect(correctWord(v, 'dara')).toBe('data');
  });

  it('at the same distance and pages, keeps the first letter, then the alphabet decides', () => {
    // "dxrt" is 1 from dart and cart, both on 20 pages: dart keeps the d.
    expect(correctWord(v, 'dxrt')).toBe('dart');
    expect(correctWord(v, 'dbte')).toBe('date');
    const tie = vocabulary({bake: 5, cake: 5});
    expect(correctWord(tie, 'fake')).toBe('bake');
  });

  it('never corrects a word the vocabulary has, or a word under three letters', () => {
    for (const word of Object.keys({python: 54, pypi: 9, webhook: 40, webhooks: 12, data: 70, date: 20, dart: 20, cart: 20, okta: 3})) {
      expect([word, correctWord(v, word)]).toEqual([word, undefined]);
    }
    expect(correctWord(v, 'da')).toBeUndefined();
    expect(correctWord(v, 'xy')).toBeUndefined();
  });

  it('finds nothing beyond the distance allowed, and at 2 only words that keep the first letter', () => {
    expect(correctWord(v, 'xyzzy')).toBeUndefined();
    expect(correctWord(v, 'okat')).toBe('okta');
    expect(correctWord(v, 'oxat')).toBeUndefined();
    expect(correctWord(vocabulary({lang: 30}), 'golang')).toBeUndefined();
    expect(correctWord(vocabulary({golang: 3}), 'golnga')).toBe('golang');
  });

  it('splits two words run together', () => {
    expect(correctWord(vocabulary({data: 70, store: 30, stores: 10}), 'datastore')).toBe('data store');
    expect(correctWord(vocabulary({data: 70}), 'datastore')).toBeUndefined();
  });
});

describe('correctQuery', () => {
  const v = vocabulary({python: 54, http: 60, request: 40, cron: 10});

  it('replaces the doubtful words only, keeping the rest as typed', () => {
    expect(correctQuery(v, 'Pyhton http requets', new Set(['pyhton', 'requets']))).toEqual({
      query: 'python http request',
      replaced: [
        ['pyhton', 'python'],
        ['requets', 'request'],
      ],
      dropped: [],
    });
    // A word the index matched is not corrected even when it is not in the vocabulary.
    expect(correctQuery(v, 'pyhton', new Set()).query).toBe('pyhton');
  });

  it('leaves out a word nothing is near, unless it is the only one', () => {
    expect(correctQuery(v, 'cron xyzzy', new Set(['xyzzy']))).toEqual({query: 'cron', replaced: [], dropped: ['xyzzy']});
    expect(correctQuery(v, 'xyzzy', new Set(['xyzzy']))).toEqual({query: 'xyzzy', replaced: [], dropped: ['xyzzy']});
  });

  it('the corrector of several versions adds up a word’s pages, and takes the sections of the first', () => {
    const section = {title: 'Code', url: '/docs/v1/code/', prefixes: ['/docs/v1/code/']};
    const corrector = vocabularyCorrector(
      [
        {words: [[3, 'dart']], sections: [section]},
        {words: [[2, 'data dart']], sections: []},
      ],
      'test',
    );
    expect(corrector.correct('dara', new Set(['dara'])).query).toBe('dart');
    expect(corrector.section('/docs/v1/code/go/')).toEqual(section);
  });
});

describe('sections and the file', () => {
  const v = vocabulary({}, [
    {title: 'Overview', url: '/docs/', prefixes: ['/docs/', '/docs/guides/']},
    {title: 'Code overview', url: '/docs/code/', prefixes: ['/docs/code/', '/docs/notebook/']},
  ]);

  it('a page’s section is the one with its longest prefix', () => {
    expect(sectionOf(v, '/docs/code/nodejs/')?.url).toBe('/docs/code/');
    expect(sectionOf(v, '/docs/guides/')?.url).toBe('/docs/');
    expect(sectionOf(v, '/docs/limits/')?.url).toBe('/docs/');
    expect(sectionOf(v, '/elsewhere/')).toBeUndefined();
  });

  it('a file that is not a vocabulary is an error naming it', () => {
    expect(() => parseVocabulary({words: 'x'}, '/docs/pagefind/v2/vocabulary.json')).toThrow(
      '/docs/pagefind/v2/vocabulary.json: no "words" and "sections" lists, not a search vocabulary (rebuild the site)',
    );
    expect(() => parseVocabulary({words: [['a', 2]], sections: []}, 'f.json')).toThrow('f.json: a word group that is not [pages, "words"]');
  });
});

/**
 * The order of the forgiving search's steps (src/lib/forgivingSearch.ts) over a fake Pagefind that logs each call:
 * with the corrector loaded by an earlier search, the correction is searched, and its first hits' text starts
 * loading, while the best page's text (for the check of a word still being typed) is on its way; the outcome is
 * the one of the search without it, and a word that the best page shows is being typed is still not corrected.
 * The ranking and the corrections themselves are checked on the built index (tests/site/search.test.ts).
 */
import {forgivingSearch, type Corrector, type ForgivingOptions} from '@site/src/lib/forgivingSearch';
import type {PagefindInstance, PagefindResult, PagefindResultData} from '@site/src/lib/localSearch';
import {vocabularyCorrector} from '@site/src/lib/searchCorrection';

/** Pages by id: their text (the words a query matches are its first two). */
const texts: Record<string, string> = {
  pypi: 'PyPI packages and import names',
  python: 'Python code steps',
  requests: 'Python requests from a step',
  path: 'Path of a file',
};
/** What the fake index answers: a quoted word is an exact search, the rest as Pagefind would match them. */
const answers: Record<string, string[]> = {
  pyhton: ['pypi'],
  python: ['python', 'requests'],
  pyth: ['python', 'requests'],
  path: ['path'],
  '"python"': ['python', 'requests'],
  '"path"': ['path'],
};

function fakePagefind(log: string[]): PagefindInstance {
  const result = (id: string, query: string, score: number): PagefindResult => ({
    id,
    score,
    data: () => {
      log.push(`text of ${id} for "${query}"`);
      // The page's text arrives as a response would: after the work already queued.
      return new Promise<PagefindResultData>((resolve) =>
        setImmediate(() => {
          log.push(`text of ${id} for "${query}" loaded`);
          resolve({url: `/docs/${id}/`, content: texts[id]!, locations: [0, 1], meta: {title: id}, excerpt: '', anchors: [], sub_results: []});
        }),
      );
    },
  });
  return {
    init: async () => undefined,
    mergeIndex: async () => undefined,
    preload: async () => undefined,
    search: async (query) => {
      log.push(`search "${query}"`);
      return {results: (answers[query] ?? []).map((id, i) => result(id, query, 10 - i))};
    },
  };
}

const corrector = (): Corrector => vocabularyCorrector([{words: [[40, 'python'], [12, 'path step steps code']], sections: []}], 'test vocabulary');

async function run(query: string, options: Partial<ForgivingOptions>): Promise<{log: string[]; outcome: Awaited<ReturnType<typeof forgivingSearch>>}> {
  const log: string[] = [];
  const loaded = corrector();
  const outcome = await forgivingSearch(fakePagefind(log), query, {
    corrector: async () => {
      log.push('corrector loads');
      return loaded;
    },
    ...options,
    ...(options.loadedCorrector && {loadedCorrector: () => loaded}),
  });
  return {log, outcome};
}

const summary = ({outcome}: Awaited<ReturnType<typeof run>>) => ({query: outcome.query, replaced: outcome.replaced, results: outcome.results.map((r) => r.id)});

it('with the corrector loaded, the correction is searched and its first hits start loading while the best page’s text loads', async () => {
  const ahead = await run('pyhton', {loadedCorrector: () => undefined, shownFirst: 1});
  expect(ahead.log).toEqual([
    'search "pyhton"',
    'search ""pyhton""',
    'text of pypi for "pyhton"',
    'search "python"',
    'text of python for "python"',
    'text of pypi for "pyhton" loaded',
  ]);
  // Without it, each step waits for the one before, and the outcome is the same.
  const inTurn = await run('pyhton', {shownFirst: 1});
  expect(inTurn.log).toEqual(['search "pyhton"', 'search ""pyhton""', 'text of pypi for "pyhton"', 'text of pypi for "pyhton" loaded', 'corrector loads', 'search "python"']);
  expect(summary(ahead)).toEqual({query: 'python', replaced: [['pyhton', 'python']], results: ['python', 'requests']});
  expect(summary(inTurn)).toEqual(summary(ahead));
});

it('a word still being typed, as the best page’s text shows, is not corrected even when its correction was searched ahead, and its hits are not loaded', async () => {
  // "pyth" starts "python", a vocabulary word: no hit's text loads for the correction ("path") searched ahead.
  const typing = await run('pyth', {loadedCorrector: () => undefined, shownFirst: 2});
  expect(typing.log).toContain('search "path"');
  expect(typing.log.filter((l) => l.startsWith('text of path'))).toEqual([]);
  expect(summary(typing)).toEqual({query: 'pyth', replaced: [], results: ['python', 'requests']});
  expect(summary(await run('pyth', {shownFirst: 2}))).toEqual(summary(typing));
});

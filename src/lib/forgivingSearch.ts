/**
 * A search that forgives, over a Pagefind instance: in the browser (src/lib/pagefindClient.ts) and in the
 * ranking tests in Node (tests/site/pagefindQuery.ts), the same steps.
 *
 * 1. The query as typed. Pagefind matches each word as the start of indexed words, and a word that starts no
 *    indexed word as the longest indexed word it starts with ("pyhton" as "py", so PyPI pages): results that
 *    look found but are not.
 * 2. Which words matched nothing: a word (3 letters or more) with no indexed word of its exact stem (a quoted
 *    search, no bytes: its index chunk is loaded) and that no word matched on the best page starts with (a
 *    word still being typed starts one). Most queries stop here, at no cost.
 * 3. Only then the version's vocabulary (`vocabulary.json`) and the correction code load
 *    (src/lib/searchCorrection.ts): each such word is replaced by its nearest vocabulary word, or left out
 *    when nothing is near, and the corrected query is searched. `literal` skips this (the reader's way back).
 *    Once an earlier search has loaded them, the correction and its search (and the text of its first hits,
 *    unless a corrected word starts a longer vocabulary word) run while the best page's text of step 2 loads;
 *    the outcome is the same, one network wait shorter (issue 41: the corrected path at 5,000 pages).
 * 4. When nothing is found, the pages closest to the query (those with the most of its words, title matches
 *    first) and the reader's section, so a search never ends in an empty list.
 */
import type {PagefindInstance, PagefindResult, PagefindResultData} from './localSearch';
import {maxDistance, tokens, type SectionData} from './searchWords';
import type {Correction} from './searchCorrection';

/** What the correction step needs, loaded on first use (the vocabulary of the versions searched). */
export interface Corrector {
  correct(query: string, doubtful: ReadonlySet<string>): Correction;
  section(pathname: string): SectionData | undefined;
  /** Whether a longer vocabulary word starts with `word` (a word still being typed, most likely). */
  extended(word: string): boolean;
}

export interface ForgivingOptions {
  /** Search the query as typed, with no correction. */
  readonly literal?: boolean;
  /** The page the reader searches from, for its section when nothing is found. */
  readonly pathname?: string;
  /** Loads the corrector: called only when a word matched nothing, or nothing was found. */
  readonly corrector: () => Promise<Corrector>;
  /**
   * The corrector when it is loaded already (an earlier search loaded it), else `undefined`. With it, a word with
   * no exact match is corrected, and the correction searched, while the best page's text loads for step 2.
   */
  readonly loadedCorrector?: () => Corrector | undefined;
  /** Closest pages to offer when nothing is found. */
  readonly closestLimit?: number;
  /**
   * How many results the caller shows first. When a correction is searched ahead (`loadedCorrector`), their text
   * starts loading with it, unless a word it corrects starts a longer vocabulary word (one still being typed,
   * which the best page's text is likely to leave uncorrected).
   */
  readonly shownFirst?: number;
}

export interface Outcome {
  /** What was searched: the query as typed, or its correction. */
  readonly query: string;
  /** The query as typed. */
  readonly typed: string;
  /** Words replaced (`[typed, searched]`), and words left out because nothing is near them. */
  readonly replaced: readonly (readonly [string, string])[];
  readonly dropped: readonly string[];
  readonly results: readonly PagefindResult[];
  /** When nothing is found: the closest pages, best first, and the reader's section. */
  readonly closest: readonly PagefindResult[];
  readonly section?: SectionData;
}

/** The words of `content` at `locations`, as tokens (Pagefind counts words between runs of white space). */
function wordsAt(data: PagefindResultData): string[] {
  const words = data.content.split(/[^\S\uFEFF]+/);
  return data.locations.flatMap((l) => tokens(words[l] ?? ''));
}

/** The words of `query` (3 letters or more) with no indexed word of their exact stem: quoted searches, run together (their chunks are loaded). */
export async function wordsWithoutExactMatch(pagefind: PagefindInstance, query: string): Promise<Set<string>> {
  const words = [...new Set(tokens(query))].filter((word) => maxDistance(word) > 0);
  const found = await Promise.all(words.map(async (word) => (await pagefind.search(`"${word}"`))?.results.length ?? 0));
  return new Set(words.filter((_, i) => found[i] === 0));
}

/** Of `words`, those that no word matched on the best page starts with (a word still being typed starts one): its text loads. */
async function notStartingBestPage(words: ReadonlySet<string>, results: readonly PagefindResult[]): Promise<Set<string>> {
  if (!words.size || !results.length) return new Set(words);
  const matched = wordsAt(await results[0]!.data());
  return new Set([...words].filter((word) => !matched.some((m) => m.startsWith(word))));
}

/** The words of `query` (3 letters or more) the index has nothing for (step 2 above). */
export async function unmatchedWords(pagefind: PagefindInstance, query: string, results: readonly PagefindResult[]): Promise<Set<string>> {
  return notStartingBestPage(await wordsWithoutExactMatch(pagefind, query), results);
}

/** The words of a query of several (as typed, between spaces) that find no page even on their own, as Pagefind matches them (stems, prefixes). */
export async function wordsWithoutPages(pagefind: PagefindInstance, query: string): Promise<string[]> {
  const words = [...new Set(query.trim().split(/\s+/).filter(Boolean))];
  if (words.length < 2) return [];
  const found = await Promise.all(words.map(async (w) => (await pagefind.search(w))?.results.length ?? 0));
  return words.filter((_, i) => found[i] === 0);
}

/** Pages with the most of `words`, those matching in their title first, then by score (step 4 above). */
export async function closestPages(pagefind: PagefindInstance, words: readonly string[], limit: number): Promise<PagefindResult[]> {
  const pages = new Map<string, {result: PagefindResult; words: number; titles: number; score: number}>();
  for (const word of words) {
    for (const result of ((await pagefind.search(word))?.results ?? []).slice(0, 50)) {
      const entry = pages.get(result.id) ?? {result, words: 0, titles: 0, score: 0};
      entry.words++;
      if (result.matchedMetaFields?.includes('title')) entry.titles++;
      entry.score += result.score;
      pages.set(result.id, entry);
    }
  }
  return [...pages.values()]
    .sort((a, b) => b.titles - a.titles || b.words - a.words || b.score - a.score)
    .slice(0, limit)
    .map((p) => p.result);
}

/** The correction of `doubtful` words of `typed`, and the results of the corrected query when it differs from `typed`. */
async function correctionSearch(
  pagefind: PagefindInstance,
  corrector: Corrector,
  typed: string,
  doubtful: ReadonlySet<string>,
): Promise<{correction: Correction; results?: PagefindResult[]}> {
  const correction = corrector.correct(typed, doubtful);
  if (correction.query === typed) return {correction};
  return {correction, results: (await pagefind.search(correction.query))?.results ?? []};
}

export async function forgivingSearch(pagefind: PagefindInstance, typed: string, options: ForgivingOptions): Promise<Outcome> {
  const {literal = false, pathname, corrector, closestLimit = 5, shownFirst = 0} = options;
  let query = typed;
  let results = (await pagefind.search(typed))?.results ?? [];
  let correction: Correction | undefined;
  let loaded: Corrector | undefined;
  if (!literal) {
    const inexact = await wordsWithoutExactMatch(pagefind, typed);
    if (inexact.size) {
      // With the corrector in memory, its correction of every inexact word (and the search of it) runs while the
      // best page's text loads; kept only when that text leaves every word doubtful, as it mostly does.
      const checking = notStartingBestPage(inexact, results);
      const early = options.loadedCorrector?.();
      const ahead = early ? correctionSearch(pagefind, early, typed, inexact) : undefined;
      ahead?.catch(() => undefined); // not awaited when the best page's text rescues a word
      if (ahead && shownFirst > 0 && ![...inexact].some((word) => early!.extended(word))) {
        // Pagefind keeps each page's text once loaded: the caller's `data()` of these finds it loading or loaded.
        void ahead.then(({results: found = []}) => found.slice(0, shownFirst).forEach((r) => void r.data().catch(() => undefined)), () => undefined);
      }
      const doubtful = await checking;
      if (doubtful.size) {
        loaded = early ?? (await corrector());
        const outcome = ahead && doubtful.size === inexact.size ? await ahead : await correctionSearch(pagefind, loaded, typed, doubtful);
        correction = outcome.correction;
        if (outcome.results) {
          query = correction.query;
          results = outcome.results;
        } else if (correction.dropped.length) {
          // Every word is unknown with nothing near it: Pagefind's pages for the words they begin with are not about them.
          results = [];
        }
      }
    }
  } else if (results.length && (await wordsWithoutPages(pagefind, typed)).length) {
    // As typed, a word that finds no page on its own: Pagefind leaves such a word out and finds the others, but no
    // page has all the words the reader asked for.
    results = [];
  }
  let closest: PagefindResult[] = [];
  let section: SectionData | undefined;
  if (results.length === 0) {
    const dropped = new Set(correction?.dropped ?? []);
    const words = query.trim().split(/\s+/).filter((w) => w && !tokens(w).some((t) => dropped.has(t)));
    closest = words.length > 1 ? await closestPages(pagefind, words, closestLimit) : [];
    if (pathname !== undefined) section = (loaded ?? (await corrector())).section(pathname);
  }
  return {query, typed, replaced: correction?.replaced ?? [], dropped: correction?.dropped ?? [], results, closest, section};
}

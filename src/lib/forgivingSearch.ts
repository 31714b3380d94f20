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
}

export interface ForgivingOptions {
  /** Search the query as typed, with no correction. */
  readonly literal?: boolean;
  /** The page the reader searches from, for its section when nothing is found. */
  readonly pathname?: string;
  /** Loads the corrector: called only when a word matched nothing, or nothing was found. */
  readonly corrector: () => Promise<Corrector>;
  /** Closest pages to offer when nothing is found. */
  readonly closestLimit?: number;
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

/** The words of `query` (3 letters or more) the index has nothing for (step 2 above). */
export async function unmatchedWords(pagefind: PagefindInstance, query: string, results: readonly PagefindResult[]): Promise<Set<string>> {
  const doubtful = new Set<string>();
  for (const word of new Set(tokens(query))) {
    if (maxDistance(word) === 0) continue;
    const exact = await pagefind.search(`"${word}"`);
    if (!exact?.results.length) doubtful.add(word);
  }
  if (doubtful.size && results.length) {
    const matched = wordsAt(await results[0]!.data());
    for (const word of doubtful) if (matched.some((m) => m.startsWith(word))) doubtful.delete(word);
  }
  return doubtful;
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

export async function forgivingSearch(pagefind: PagefindInstance, typed: string, options: ForgivingOptions): Promise<Outcome> {
  const {literal = false, pathname, corrector, closestLimit = 5} = options;
  let query = typed;
  let results = (await pagefind.search(typed))?.results ?? [];
  let correction: Correction | undefined;
  let loaded: Corrector | undefined;
  if (!literal) {
    const doubtful = await unmatchedWords(pagefind, typed, results);
    if (doubtful.size) {
      loaded = await corrector();
      correction = loaded.correct(typed, doubtful);
      if (correction.query !== typed) {
        query = correction.query;
        results = (await pagefind.search(query))?.results ?? [];
      } else if (correction.dropped.length) {
        // Every word is unknown with nothing near it: Pagefind's pages for the words they begin with are not about them.
        results = [];
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

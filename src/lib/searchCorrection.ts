/**
 * Typo correction for the local search: a query word that no page has is replaced by the nearest word of
 * the version's vocabulary. The vocabulary (`vocabulary.json` beside each version's index) is written by the
 * build from the indexed text (plugins/lib/searchVocabulary.ts) and fetched only when a query matches nothing
 * (src/lib/pagefindClient.ts); this module, and the edit distance with it, load with it. Pure, tested in
 * tests/unit/searchCorrection.test.ts.
 *
 * - Nearest: Damerau-Levenshtein distance (a transposition counts one: "pyhton" is 1 from "python"), at most
 *   1 for a word of 3 or 4 letters and 2 from 5, and at 2 only a word with the same first letter (typos rarely
 *   hit it: "golang" is not "lang"); words of 1 or 2 letters are never corrected. Two words run together
 *   ("datastore") count 1 from the two ("data store").
 * - Of several at the same distance, the word on more pages, then one that keeps the first letter, then the
 *   first in alphabetical order.
 * - A word of the vocabulary is never corrected. (A word the index matches as the start of longer words, one
 *   still being typed, never gets here: src/lib/forgivingSearch.ts.)
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {maxDistance, tokens, type SectionData, type VocabularyData} from './searchWords';
import type {Corrector} from './forgivingSearch';

/** A version's vocabulary, read. */
export interface Vocabulary {
  /** Pages each word is on. */
  readonly pages: ReadonlyMap<string, number>;
  readonly sections: readonly SectionData[];
}

/** Damerau-Levenshtein distance (adjacent transpositions count one edit). */
export const editDistance = (a: string, b: string): number => damerauLevenshtein(a, b).steps;

/** Reads the vocabulary file's JSON; anything else is an error naming `source`. */
export function parseVocabulary(data: unknown, source: string): Vocabulary {
  const bad = (what: string) => new Error(`${source}: ${what}, not a search vocabulary (rebuild the site)`);
  const {words, sections} = (data ?? {}) as Partial<VocabularyData>;
  if (!Array.isArray(words) || !Array.isArray(sections)) throw bad('no "words" and "sections" lists');
  const pages = new Map<string, number>();
  for (const group of words) {
    if (!Array.isArray(group) || typeof group[0] !== 'number' || typeof group[1] !== 'string') throw bad('a word group that is not [pages, "words"]');
    for (const w of group[1].split(' ')) if (w) pages.set(w, (pages.get(w) ?? 0) + group[0]);
  }
  return {pages, sections};
}

/** The correction of one word (one word, or two run together), or `undefined` when it is known, too short, or has no word near enough. */
export function correctWord(vocabulary: Vocabulary, word: string): string | undefined {
  const max = maxDistance(word);
  if (max === 0 || vocabulary.pages.has(word)) return undefined;
  let best: {word: string; distance: number; pages: number; first: boolean} | undefined;
  const candidates: [string, number, number][] = [];
  for (const [candidate, pages] of vocabulary.pages) {
    if (Math.abs(candidate.length - word.length) > max) continue;
    const distance = editDistance(word, candidate);
    if (distance <= max && (distance < 2 || candidate[0] === word[0])) candidates.push([candidate, distance, pages]);
  }
  for (let i = 3; i <= word.length - 3; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    const pages = Math.min(vocabulary.pages.get(a) ?? 0, vocabulary.pages.get(b) ?? 0);
    if (pages > 0) candidates.push([`${a} ${b}`, 1, pages]);
  }
  for (const [candidate, distance, pages] of candidates) {
    const first = candidate[0] === word[0];
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (pages > best.pages || (pages === best.pages && (first !== best.first ? first : candidate < best.word))));
    if (better) best = {word: candidate, distance, pages, first};
  }
  return best?.word;
}

/** A query with its unknown words corrected, or dropped when nothing is near them. */
export interface Correction {
  /** The query to search: the reader's words, each unknown one replaced by its correction or left out. */
  readonly query: string;
  /** Each word replaced, and its replacement. */
  readonly replaced: readonly (readonly [from: string, to: string])[];
  /** Unknown words with no correction, left out of `query` (unless every word is one). */
  readonly dropped: readonly string[];
}

/**
 * Corrects the words of `query` that are in `doubtful` (the words the index matched nothing for). Every other
 * word is kept as the reader typed it. Words with no correction are left out when other words remain; when
 * none would, the query is unchanged (and `dropped` says why it finds nothing).
 */
export function correctQuery(vocabulary: Vocabulary, query: string, doubtful: ReadonlySet<string>): Correction {
  const replaced: [string, string][] = [];
  const dropped: string[] = [];
  const terms = query.trim().split(/\s+/).filter(Boolean);
  const kept = terms.flatMap((term) => {
    let out = term;
    let gone = false;
    for (const word of new Set(tokens(term))) {
      if (!doubtful.has(word)) continue;
      const to = correctWord(vocabulary, word);
      if (to) {
        out = out.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), to);
        replaced.push([word, to]);
      } else if (!vocabulary.pages.has(word) && maxDistance(word) > 0) {
        dropped.push(word);
        gone = true;
      }
    }
    return gone ? [] : [out];
  });
  return {query: (kept.length ? kept : terms).join(' '), replaced, dropped};
}

/** Whether a word of the vocabulary longer than `word` starts with it. */
export function extendsWord(vocabulary: Vocabulary, word: string): boolean {
  for (const candidate of vocabulary.pages.keys()) if (candidate.length > word.length && candidate.startsWith(word)) return true;
  return false;
}

/** The section a page of the vocabulary's version is in (its longest prefix), or `undefined` outside them all. */
export function sectionOf(vocabulary: Vocabulary, pathname: string): SectionData | undefined {
  let best: {section: SectionData; length: number} | undefined;
  for (const section of vocabulary.sections) {
    for (const prefix of section.prefixes) {
      if (pathname.startsWith(prefix) && prefix.length > (best?.length ?? -1)) best = {section, length: prefix.length};
    }
  }
  return best?.section;
}

/**
 * The corrector of a search over the versions whose vocabulary files are `files` (the reader's first): their
 * words merged (a word's pages added up), the sections of the first. `source` names the files in errors.
 */
export function vocabularyCorrector(files: readonly VocabularyData[], source: string): Corrector {
  const vocabulary = parseVocabulary({words: files.flatMap((f) => f?.words ?? []), sections: files[0]?.sections}, source);
  return {
    correct: (query, doubtful) => correctQuery(vocabulary, query, doubtful),
    section: (pathname) => sectionOf(vocabulary, pathname),
    extended: (word) => extendsWord(vocabulary, word),
  };
}

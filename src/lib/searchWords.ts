/**
 * The words of the local search, shared by the build (plugins/lib/searchVocabulary.ts writes each version's
 * vocabulary) and the browser (src/lib/forgivingSearch.ts finds the query words the index has no match for;
 * src/lib/searchCorrection.ts, loaded only then, corrects them): what a word is, and the vocabulary file's
 * shape. Small on purpose: it is part of the search code every first search loads. Pure, tested in
 * tests/unit/searchCorrection.test.ts.
 */

/** The vocabulary's file in each version's index folder (plugins/searchPlugin.ts writes it). */
export const vocabularyFile = 'vocabulary.json';

/** A docs section (one sidebar): its first page, and where its pages are. */
export interface SectionData {
  readonly title: string;
  /** The first page's URL (`/docs/workflows/build-and-run/`). */
  readonly url: string;
  /** The folders of the section's pages, one level below the version's path (`/docs/workflows/`, `/docs/data-stores/`; `/docs/` for the home page). */
  readonly prefixes: readonly string[];
}

/** The file as written: words grouped by the number of pages they are on, most first, each group's words space-separated. */
export interface VocabularyData {
  readonly words: readonly (readonly [pages: number, words: string])[];
  readonly sections: readonly SectionData[];
}

/** The words of a text as the vocabulary has them: lower case runs of letters and digits, diacritics dropped. */
export function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z][a-z0-9]*/g) ?? []
  );
}

/** Whether a token is kept as a vocabulary word: 3 to 24 letters, with at most two digits at its end (`s3`, `oauth2`). */
export const isVocabularyWord = (word: string): boolean => word.length >= 3 && word.length <= 24 && /^[a-z]+[0-9]{0,2}$/.test(word);

/** The largest edit distance a correction of `word` may have. */
export function maxDistance(word: string): number {
  return word.length < 3 ? 0 : word.length < 5 ? 1 : 2;
}


/**
 * The search synonyms of src/data/searchSynonyms.ts at build time: which aliases a page gets (from its title
 * and headings, plugins/lib/searchIndexHtml.ts puts them in the page's metadata) and the checks of the list
 * against the docs (plugins/searchPlugin.ts runs them on every build). Pure, tested in
 * tests/unit/searchSynonyms.test.ts.
 */
import type {SearchSynonym} from '../../src/data/searchSynonyms';

/** The metadata fields the aliases go in: of a page with the term in its title, and with it in a heading. */
export const synonymFields = {title: 'synonyms', heading: 'section_synonyms'} as const;

/** Where the list is, for error messages. */
export const synonymsFile = 'src/data/searchSynonyms.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` contains `term` as whole words (a plural `s` or `es` allowed): in any case when the term
 * is written in lower case, in its own case when it has a capital (`Go` the language, not "go to").
 */
export function mentions(text: string, term: string): boolean {
  const anyCase = term === term.toLowerCase();
  const words = term.trim().split(/\s+/).map(escape).join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?:e?s)?(?![\\p{L}\\p{N}])`, anyCase ? 'iu' : 'u').test(text);
}

/**
 * The aliases a page gets, by field: of the entries whose term is in its title, then in one of its headings.
 * A heading is read with the page's title after it, as a reader reads it: the section "Email" of the page
 * "Triggers" is about email triggers.
 */
export function pageSynonyms(
  entries: readonly SearchSynonym[],
  title: string,
  headings: readonly string[],
): {readonly title: readonly SearchSynonym[]; readonly heading: readonly SearchSynonym[]} {
  const inTitle = entries.filter((e) => mentions(title, e.term));
  const inHeading = entries.filter((e) => !inTitle.includes(e) && headings.some((h) => mentions(`${h} ${title}`, e.term)));
  return {title: inTitle, heading: inHeading};
}

/** An alias: lower case letters and digits, with `-`, `.` and single spaces between words. */
const aliasPattern = /^[a-z0-9]+(?:[-. ][a-z0-9]+)*$/;

/** Mistakes in the list itself, one line each (no docs needed). */
export function listProblems(entries: readonly SearchSynonym[]): string[] {
  const problems: string[] = [];
  const terms = new Set<string>();
  for (const {term, aliases} of entries) {
    const key = term.toLowerCase();
    if (!term.trim()) problems.push(`${synonymsFile}: an entry has an empty term`);
    if (terms.has(key)) problems.push(`${synonymsFile}: "${term}" is listed twice`);
    terms.add(key);
    if (aliases.length === 0) problems.push(`${synonymsFile}: "${term}" has no aliases`);
    const seen = new Set<string>();
    for (const alias of aliases) {
      if (!aliasPattern.test(alias)) problems.push(`${synonymsFile}: alias "${alias}" of "${term}" is not lower case words (a-z, 0-9, "-", ".", single spaces)`);
      if (alias === key) problems.push(`${synonymsFile}: "${term}" lists itself as an alias`);
      if (seen.has(alias)) problems.push(`${synonymsFile}: alias "${alias}" of "${term}" is listed twice`);
      seen.add(alias);
    }
  }
  return problems;
}

/**
 * The list against the built docs: every term must occur in the text of some page (`texts`: each indexed
 * page's title and text, every version) and be applied to some page (`applied`: the terms found in a title
 * or heading). One line per problem, naming the file and the entry.
 */
export function docsProblems(entries: readonly SearchSynonym[], texts: Iterable<string>, applied: ReadonlySet<string>): string[] {
  const missing = new Set(entries.map((e) => e.term));
  for (const text of texts) {
    for (const term of missing) if (mentions(text, term)) missing.delete(term);
    if (missing.size === 0) break;
  }
  return entries.flatMap(({term}) =>
    missing.has(term)
      ? [`${synonymsFile}: "${term}" occurs on no page of the docs: write it as the pages do, or remove the entry`]
      : applied.has(term)
        ? []
        : [`${synonymsFile}: "${term}" is in no page's title or headings, so its aliases would find nothing: write it as a title or heading does, or remove the entry`],
  );
}

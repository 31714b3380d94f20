/**
 * Each version's search vocabulary (`pagefind/<label>/vocabulary.json`, written by plugins/searchPlugin.ts):
 * the words of the indexed pages, ranked by the number of pages they are on, which the search fetches only
 * to correct a query word that matches nothing (src/lib/searchCorrection.ts); and the version's sections
 * (one per sidebar: its first page, the path segments of its pages), which a search that finds nothing
 * offers. The words come from Pagefind's own page fragments (the text it indexed, title first, the synonym
 * fields too), so a correction is always a word the index has. Pure but for the fragments' gzip, tested in
 * tests/unit/searchVocabulary.test.ts.
 */
import zlib from 'node:zlib';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {isVocabularyWord, tokens, type SectionData, type VocabularyData} from '../../src/lib/searchWords';

/**
 * Words kept at most, those on the most pages: a bound on the file whatever the docs' size. The docs' own
 * vocabulary is about 3,700 words (13 KB gzip) for v2; at the cap, on a corpus of 40,000 distinct words (every
 * Markdown file of node_modules, 4,000 files), the file is 53 KB gzip, under the budget of 60 KB per version
 * (docs-dev/benchmark.md). The words left out are on one or two pages of thousands, poor corrections.
 */
export const maxVocabularyWords = 13_000;

/** A page's fragment as Pagefind writes it: gzip of its signature and JSON. The parts read here. */
export interface PagefindFragment {
  readonly url: string;
  readonly content: string;
  readonly meta: Readonly<Record<string, string>>;
}

const signature = 'pagefind_dcd';

/** Reads a fragment file of Pagefind's output (`file` names it in the error when it is not one). */
export function readFragment(file: string, content: Uint8Array): PagefindFragment {
  let raw: Buffer;
  try {
    raw = zlib.gunzipSync(content);
  } catch {
    throw new Error(`${file}: not gzip, so not a Pagefind fragment`);
  }
  if (raw.subarray(0, signature.length).toString() !== signature) throw new Error(`${file}: no Pagefind signature`);
  const data = JSON.parse(raw.subarray(signature.length).toString('utf8')) as Partial<PagefindFragment>;
  if (typeof data.content !== 'string' || typeof data.url !== 'string') throw new Error(`${file}: a fragment without url and content`);
  return {url: data.url, content: data.content, meta: data.meta ?? {}};
}

/**
 * What Pagefind's English stemmer (Snowball) takes off a word's end, in up to three steps: "authentication"
 * is indexed as `authent`, "queries" as `queri`, "scheduling" as `schedul`.
 */
const stemEnding = /^(?:ic|ical|ically|ication|ications|ate|ated|ates|ating|ation|ations|ator|ators|ive|ives|ively|ness|ment|ments|ence|ences|ance|ances|able|ably|ible|ity|ities|ied|ies|ing|ings|ingly|ed|edly|er|ers|es|est|ly|ful|fully|less|ous|ously|ism|ist|ists|ize|izes|ized|izing|ise|ised|al|ally|ion|ions|e|s|y){1,3}$/;

/** Whether some word of `keys` (sorted) starts with `prefix`. */
function hasKeyStartingWith(keys: readonly string[], prefix: string): boolean {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < keys.length && keys[lo]!.startsWith(prefix);
}

/**
 * Whether Pagefind's search finds `word` as a word of its own in the index whose words are `keys` (sorted,
 * stemmed): an indexed word starts with it, or it is an indexed word with stemmer endings after it (`y` being
 * the `i` of the stem: "query", `queri`). The text Pagefind shows (its fragments) is not always what it
 * indexed: a table's cells "Address" and "Where" run together in the text as "addresswhere", which the index
 * has not; such words are left out.
 */
export function isIndexed(word: string, keys: readonly string[], keySet: ReadonlySet<string> = new Set(keys)): boolean {
  if (hasKeyStartingWith(keys, word)) return true;
  for (let n = word.length - 1; n >= 3; n--) {
    const stem = word.slice(0, n);
    const rest = word.slice(n);
    if (keySet.has(stem) && stemEnding.test(rest)) return true;
    if (keySet.has(`${stem}i`) && rest.startsWith('y') && (rest === 'y' || stemEnding.test(rest.slice(1)))) return true;
  }
  return false;
}

/** The text of a page the vocabulary is made from: every metadata value (title, synonyms) and its content. */
export const fragmentText = (f: PagefindFragment): string => `${Object.values(f.meta).join(' ')} ${f.content}`;

/**
 * The vocabulary's words, grouped by the number of pages they are on (most first; a group's words in
 * alphabetical order, space-separated): of the words of `pageTexts` the index finds (`keys`, its sorted
 * words: `isIndexed`), the `maxWords` on most pages, ties in alphabetical order.
 */
export function vocabularyWords(pageTexts: Iterable<string>, keys: readonly string[], maxWords = maxVocabularyWords): VocabularyData['words'] {
  const pages = new Map<string, number>();
  for (const text of pageTexts) {
    for (const word of new Set(tokens(text))) if (isVocabularyWord(word)) pages.set(word, (pages.get(word) ?? 0) + 1);
  }
  const keySet = new Set(keys);
  const kept = [...pages].filter(([word]) => isIndexed(word, keys, keySet)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, maxWords);
  const groups: [number, string[]][] = [];
  for (const [word, n] of kept) {
    if (groups.at(-1)?.[0] !== n) groups.push([n, []]);
    groups.at(-1)![1].push(word);
  }
  return groups.map(([n, words]) => [n, words.join(' ')] as const);
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The first doc id of a sidebar, depth first (a category's own page before its items). */
function firstDocId(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') return item.id;
    if (item.type === 'category') {
      const id = item.link?.type === 'doc' ? item.link.id : firstDocId(item.items);
      if (id) return id;
    }
  }
  return undefined;
}

/**
 * The sections of a docs version, in sidebar order: each sidebar's first page, and the folders of its pages
 * one level below the version's path (`/docs/workflows/`; the version's home is its path itself). A folder
 * shared by sidebars goes to the one with most pages in it.
 */
export function versionSections(version: Pick<LoadedVersion, 'path' | 'docs' | 'sidebars'>): SectionData[] {
  const base = version.path.endsWith('/') ? version.path : `${version.path}/`;
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const segmentOf = (permalink: string) => (permalink.startsWith(base) ? permalink.slice(base.length) : permalink).split('/')[0] ?? '';
  const counts = new Map<string, Map<string, number>>();
  for (const doc of version.docs) {
    if (!doc.sidebar) continue;
    const bySidebar = counts.get(segmentOf(doc.permalink)) ?? new Map<string, number>();
    bySidebar.set(doc.sidebar, (bySidebar.get(doc.sidebar) ?? 0) + 1);
    counts.set(segmentOf(doc.permalink), bySidebar);
  }
  const owner = new Map([...counts].map(([segment, bySidebar]) => [segment, [...bySidebar].sort((a, b) => b[1] - a[1])[0]![0]]));
  return Object.entries(version.sidebars).flatMap(([name, items]) => {
    const first = byId.get(firstDocId(items) ?? '');
    if (!first) return [];
    const url = first.permalink.endsWith('/') ? first.permalink : `${first.permalink}/`;
    const prefixes = [...owner].filter(([, s]) => s === name).map(([segment]) => (segment ? `${base}${segment}/` : base));
    return [{title: first.title, url, prefixes}];
  });
}

/**
 * The sections of a page (its `##` and `###` headings) and how the sections of two versions of a page match:
 * by heading first, then by content, so a section renamed or moved under another heading is one section
 * renamed or moved, not one removed and one added. Pure: trees in, changes out (tests/unit/versionChanges.test.ts).
 *
 * Similarity comes from cmpstr (zero dependencies, typed, maintained; `string-similarity`, the usual choice, is
 * deprecated): content by the cosine of the two sections' word counts (word order and small edits barely move
 * it, while two sections about different things share few words), headings by the Sørensen–Dice coefficient of
 * their character bigrams (`string-similarity`'s measure: "Using npm packages" and "Using packages from npm" are
 * close). Common English words are left out of the counts, so "the" and "you" do not make two sections alike.
 */
import {CmpStr} from 'cmpstr';
import type {Heading, Nodes, Root, RootContent} from 'mdast';
import {headingIds, walk} from '../anchors';

export interface Section {
  /** The heading's text, as a reader sees it (inline code without its backticks). */
  readonly title: string;
  /** The heading's anchor on its page. */
  readonly id: string;
  readonly depth: 2 | 3;
  /** The `##` section an `###` is in (its title), if any. */
  readonly parent?: string;
  /** Content words, lower case, common words left out, in order (the `##` section's includes its `###`s'). */
  readonly words: readonly string[];
  /** The words of its own text only, up to the next heading (how many sections a word is in counts these). */
  readonly ownWords: readonly string[];
}

/** Where a section is: the same section on both pages of a rename or move. */
export type SectionChange =
  | {readonly kind: 'added'; readonly section: Section; readonly subsections: readonly Section[]}
  | {readonly kind: 'removed'; readonly section: Section; readonly subsections: readonly Section[]}
  | {readonly kind: 'renamed'; readonly from: Section; readonly to: Section; readonly moved: boolean}
  | {readonly kind: 'moved'; readonly from: Section; readonly to: Section};

/** Words that say nothing of what a section is about. */
const commonWords = new Set(
  ('a an and are as at be by can do does for from has have how if in into is it its may more must no not of on ' +
    'one or so than that the their them then there these this to was we what when where which while will with ' +
    'you your it\'s don\'t use used using')
    .split(' '),
);

function textOf(node: Nodes): string {
  if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'text') return ` ${node.value} `;
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' || 'children' in node) {
    return 'children' in node ? (node.children as Nodes[]).map(textOf).join(' ') : '';
  }
  return '';
}

/** The words of a text, for the content measure. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}$_][\p{L}\p{N}$_'.-]*[\p{L}\p{N}$_]|[\p{L}\p{N}$_]/gu) ?? []).filter(
    (w) => w.length > 1 && !commonWords.has(w),
  );
}

/** A heading as a reader sees it. */
export function headingText(heading: Heading): string {
  return textOf(heading).replace(/\s+/g, ' ').trim();
}

/** A heading compared with another: case, punctuation and spacing aside. */
export function headingKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();
}

/** The `##` and `###` sections of a page's tree (headings inside other elements count with the text around them). */
export function pageSections(tree: Root): Section[] {
  const ids = new Map<Heading, string>();
  const headings: Heading[] = [];
  walk(tree, (n) => {
    if (n.type === 'heading') headings.push(n);
  });
  headingIds(tree).forEach((h, i) => ids.set(headings[i]!, h.id));

  type Open = {title: string; id: string; depth: 2 | 3; parent?: string; text: string[]; own: string[]};
  const sections: Open[] = [];
  let h2: Open | undefined;
  let h3: Open | undefined;
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const title = headingText(node);
      const open: Open = {title, id: ids.get(node) ?? '', depth: node.depth, text: [], own: []};
      if (node.depth === 2) {
        h2 = open;
        h3 = undefined;
      } else {
        h3 = open;
        if (h2) open.parent = h2.title;
      }
      sections.push(open);
      continue;
    }
    const text = node.type === 'heading' ? headingText(node) : textOf(node as Nodes);
    h2?.text.push(text);
    h3?.text.push(text);
    (h3 ?? h2)?.own.push(text);
  }
  return sections.map(({text, own, ...s}) => ({...s, words: contentWords(text.join(' ')), ownWords: contentWords(own.join(' '))}));
}

const cosine = CmpStr.create().setMetric('cosine');
const dice = CmpStr.create().setMetric('dice').setFlags('i');

/**
 * The words that tell the sections of a page pair apart: a word in more than half of all the sections of both
 * pages (the page's topic: "workflow", "step" on a page about steps) says nothing of which section is which,
 * and would make any two of them look alike.
 */
export function distinctiveWords(sections: readonly Section[]): (words: readonly string[]) => string[] {
  const df = new Map<string, number>();
  // Own text only: a `##` section's words include its `###`s', which would count those words twice.
  for (const s of sections) for (const w of new Set(s.ownWords)) df.set(w, (df.get(w) ?? 0) + 1);
  const limit = Math.max(2, sections.length / 2);
  return (words) => words.filter((w) => (df.get(w) ?? 0) <= limit);
}

/** How alike two lists of content words are, 0 to 1. */
export function contentSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return cosine.compare(a.join(' '), b.join(' '));
}

/** How alike two headings are, 0 to 1. */
export function headingSimilarity(a: string, b: string): number {
  const [x, y] = [headingKey(a), headingKey(b)];
  if (x === y) return 1;
  return x.length < 2 || y.length < 2 ? 0 : dice.compare(x, y);
}

/**
 * When two sections with different headings, or the same heading in different places, are one section. In the
 * same place (two `##`s, or `###`s under matched `##`s): headings nearly the same, or contents close, or both
 * somewhat close. Elsewhere the content must agree more: a heading alone ("In the UI") is no evidence that a
 * section moved. Set on the v1 and v2 pages (docs-dev/version-changes.md says how).
 */
export const matchThresholds = {
  samePlace: {heading: 0.8, content: 0.5, both: {heading: 0.4, content: 0.2}},
  elsewhere: {heading: 0.8, headingContent: 0.15, content: 0.5, both: {heading: 0.4, content: 0.3}},
} as const;

export function isMatch(content: number, heading: number, samePlace: boolean): boolean {
  const t = samePlace ? {...matchThresholds.samePlace, headingContent: 0} : matchThresholds.elsewhere;
  return (heading >= t.heading && content >= t.headingContent) || content >= t.content || (heading >= t.both.heading && content >= t.both.content);
}

/**
 * The changes from the older page's sections to the newer page's. Sections with the same heading (case and
 * punctuation aside) in the same place are matched first, then the same heading elsewhere with some of the same
 * content, then the rest by content and heading, best pairs first (`##`s, `###`s, then across depths; a pair in
 * the same place counts for more). A matched pair under another `##` or at another depth is moved, one with another heading
 * renamed; the rest are added or removed. Sections only reordered under the same heading are the same sections
 * and are not listed. An `###` added or removed with the `##` it is in is listed with it (`subsections`).
 */
export function matchSections(older: readonly Section[], newer: readonly Section[]): SectionChange[] {
  const pairOf = new Map<Section, Section>(); // newer → older
  const taken = new Set<Section>();
  const words = distinctiveWords([...older, ...newer]);
  const wordsOf = new Map<Section, string[]>([...older, ...newer].map((s) => [s, words(s.words)]));
  const pair = (n: Section, o: Section) => {
    pairOf.set(n, o);
    taken.add(o);
  };
  /** Whether the `##` above an `###` of the newer page is the match of the `##` above one of the older page. */
  const sameParent = (o: Section, n: Section): boolean => {
    if (o.parent === undefined || n.parent === undefined) return o.parent === n.parent;
    const parentN = newer.find((s) => s.depth === 2 && s.title === n.parent);
    const was = parentN && pairOf.get(parentN);
    return was ? was.title === o.parent : headingKey(o.parent) === headingKey(n.parent);
  };
  const similarity = (o: Section, n: Section) => {
    const samePlace = o.depth === n.depth && sameParent(o, n);
    return {content: contentSimilarity(wordsOf.get(o)!, wordsOf.get(n)!), heading: headingSimilarity(o.title, n.title), samePlace};
  };
  const depth = (d: 2 | 3) => (s: Section) => s.depth === d;
  // 1. The same heading in the same place: `##`s, then `###`s under matched `##`s.
  for (const d of [2, 3] as const) {
    for (const n of newer.filter(depth(d))) {
      const o = older.find((s) => !taken.has(s) && s.depth === d && headingKey(s.title) === headingKey(n.title) && sameParent(s, n));
      if (o) pair(n, o);
    }
  }
  // 2. The same heading elsewhere, with some of the same content, unless a section in the same place is closer.
  const score = (o: Section, n: Section) => {
    const {content, heading, samePlace} = similarity(o, n);
    return isMatch(content, heading, samePlace) ? content + heading + (samePlace ? 0.25 : 0) : 0;
  };
  for (const n of newer) {
    if (pairOf.has(n)) continue;
    const o = older.find((s) => !taken.has(s) && headingKey(s.title) === headingKey(n.title) && isMatch(similarity(s, n).content, 1, false));
    if (!o) continue;
    const closer = older.some((s) => s !== o && !taken.has(s) && s.depth === n.depth && sameParent(s, n) && score(s, n) > score(o, n));
    if (!closer) pair(n, o);
  }
  // 3. The rest by content and heading, best pairs first: `##`s, `###`s, then across depths.
  const round = (os: readonly Section[], ns: readonly Section[]) => {
    const candidates: {o: Section; n: Section; score: number}[] = [];
    for (const n of ns) {
      if (pairOf.has(n)) continue;
      for (const o of os) {
        if (taken.has(o)) continue;
        const value = score(o, n);
        if (value > 0) candidates.push({o, n, score: value});
      }
    }
    for (const {o, n} of candidates.sort((a, b) => b.score - a.score)) if (!pairOf.has(n) && !taken.has(o)) pair(n, o);
  };
  round(older.filter(depth(2)), newer.filter(depth(2)));
  round(older.filter(depth(3)), newer.filter(depth(3)));
  round(older, newer);

  const changes: SectionChange[] = [];
  const addedH2 = new Set(newer.filter((n) => n.depth === 2 && !pairOf.has(n)).map((n) => n.title));
  const removedH2 = new Set(older.filter((o) => o.depth === 2 && !taken.has(o)).map((o) => o.title));
  const inAdded = (s: Section) => s.depth === 3 && s.parent !== undefined && addedH2.has(s.parent);
  const inRemoved = (s: Section) => s.depth === 3 && s.parent !== undefined && removedH2.has(s.parent);
  for (const n of newer) {
    const o = pairOf.get(n);
    if (!o) {
      if (inAdded(n)) continue;
      const subsections = n.depth === 2 ? newer.filter((s) => s.parent === n.title && s.depth === 3 && !pairOf.has(s)) : [];
      changes.push({kind: 'added', section: n, subsections});
      continue;
    }
    const moved = o.depth !== n.depth || !sameParent(o, n);
    if (headingKey(o.title) !== headingKey(n.title)) changes.push({kind: 'renamed', from: o, to: n, moved});
    else if (moved) changes.push({kind: 'moved', from: o, to: n});
  }
  for (const o of older) {
    if (taken.has(o) || inRemoved(o)) continue;
    const subsections = o.depth === 2 ? older.filter((s) => s.parent === o.title && s.depth === 3 && !taken.has(s)) : [];
    changes.push({kind: 'removed', section: o, subsections});
  }
  return changes;
}

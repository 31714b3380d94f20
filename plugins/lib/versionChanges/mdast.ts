/**
 * The Markdown trees (mdast) of the version changes: the "Changed since v1" panel at the top of a page with a
 * counterpart in the previous version (the counterpart, in a frozen version, gets none: its version banner says what
 * changed), and the overview of every page's changes. Plain HTML once built: a closed `<details>` whose `<summary>` says what
 * changed, lists and links inside, no component and so no JavaScript; the page's Markdown twin gets the same
 * tree (plugins/docsExportPlugin.ts). Pure: the changes come from ./model.ts.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {DocsVersion} from '../../../config/versions';
import {hasChanges, overviewMarker, type PageChanges, type PagePair, type SiteVersionChanges} from './model';
import type {Section, SectionChange} from './sections';

/** The class of both panels (src/css/custom.css). */
export const panelClass = 'version-changes';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
/** A bold label and the space after it (outside the bold, which Markdown would have to escape). */
const label = (value: string): PhrasingContent[] => [strong(value), text(' ')];
const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const item = (...children: PhrasingContent[]): ListItem => ({type: 'listItem', spread: false, children: [paragraph(...children)]});
const list = (items: ListItem[]): List => ({type: 'list', ordered: false, spread: false, children: items});

/** Short inline Markdown (a rename's names, a writer's note) as phrasing nodes. */
export function inline(markdown: string): PhrasingContent[] {
  const first = fromMarkdown(markdown).children[0];
  return first?.type === 'paragraph' ? first.children : [text(markdown)];
}

/** `a, b and c` of phrasing runs, or `a; b; c` of runs that have commas of their own. */
function joined(parts: PhrasingContent[][], separator: 'and' | ';' = 'and'): PhrasingContent[] {
  const sep = (i: number) => (separator === ';' ? '; ' : i === parts.length - 1 ? ' and ' : ', ');
  return parts.flatMap((p, i) => [...(i === 0 ? [] : [text(sep(i))]), ...p]);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Where a section is linked: on this page (`#id`) or on another page. */
type Place = (s: Section) => string;

/** A section's link, with its `###`s when it came or went with them. */
function sectionLink(s: Section, at: Place, subsections: readonly Section[] = []): PhrasingContent[] {
  const own = link(`${at(s)}`, text(s.title));
  return subsections.length ? [own, text(' (with '), ...joined(subsections.map((x) => [link(at(x), text(x.title))])), text(')')] : [own];
}

const where = (s: Section) => (s.parent === undefined ? 'a section of its own' : `under “${s.parent}”`);

export interface Perspective {
  /** The reader is on the newer page ("Changed since") or the older one ("What is different in"). */
  readonly side: 'newer' | 'older';
  /** Links to the newer and older pages' sections. */
  readonly newerAt: Place;
  readonly olderAt: Place;
}

/** The one-line summary of a page's changes: `3 sections new, 1 gone, 1 renamed; 1 platform value; 2 API names`. */
export function changesSummary(c: PageChanges): string {
  const count = (kind: SectionChange['kind']) => c.sections.filter((s) => s.kind === kind).length;
  const sections = [
    count('added') && `${plural(count('added'), 'section')} new`,
    count('removed') && `${count('removed')} gone`,
    count('renamed') && `${count('renamed')} renamed`,
    count('moved') && `${count('moved')} moved`,
  ].filter(Boolean);
  return [
    sections.join(', '),
    c.values.length && plural(c.values.length, 'platform value'),
    c.apis.length && plural(c.apis.length, 'API name'),
    c.notes.length && plural(c.notes.length, 'note'),
  ]
    .filter(Boolean)
    .join('; ');
}

/** The list of a page's changes, seen from one side. */
export function changesList(pair: PagePair, p: Perspective): List {
  const {changes: c, newer, older} = pair;
  const n = newer.version.label;
  const o = older.version.label;
  const onNewer = p.side === 'newer';
  const of = (kind: SectionChange['kind']) => c.sections.filter((s) => s.kind === kind);
  const items: ListItem[] = [];
  const added = of('added') as Extract<SectionChange, {kind: 'added'}>[];
  if (added.length) items.push(item(...label(`New in ${n}:`), ...joined(added.map((a) => sectionLink(a.section, p.newerAt, a.subsections)))));
  const removed = of('removed') as Extract<SectionChange, {kind: 'removed'}>[];
  if (removed.length) {
    items.push(item(...label(onNewer ? `Gone since ${o}:` : `Not in ${n}:`), ...joined(removed.map((r) => sectionLink(r.section, p.olderAt, r.subsections)))));
  }
  const renamed = of('renamed') as Extract<SectionChange, {kind: 'renamed'}>[];
  if (renamed.length) {
    items.push(
      item(
        ...label(onNewer ? 'Renamed:' : `Renamed in ${n}:`),
        ...joined(
          renamed.map((r) => [link(p.olderAt(r.from), text(r.from.title)), text(' → '), link(p.newerAt(r.to), text(r.to.title)), ...(r.moved ? [text(`, now ${where(r.to)}`)] : [])]),
          ';',
        ),
      ),
    );
  }
  const moved = of('moved') as Extract<SectionChange, {kind: 'moved'}>[];
  if (moved.length) {
    items.push(item(...label(onNewer ? 'Moved:' : `Moved in ${n}:`), ...joined(moved.map((m) => [link(p.newerAt(m.to), text(m.to.title)), text(`, now ${where(m.to)}`)]), ';')));
  }
  if (c.values.length) {
    items.push(
      item(
        ...label('Platform values:'),
        ...joined(
          c.values.map((v) => (onNewer ? [text(`${v.label}: ${v.from} → `), strong(v.to)] : [text(`${v.label}: ${v.from} here, `), strong(v.to), text(` in ${n}`)])),
          ';',
        ),
      ),
    );
  }
  if (c.apis.length) {
    items.push(
      item(
        ...label('API names:'),
        ...joined(
          c.apis.map((a) => (onNewer ? [...inline(a.from), text(' → '), ...inline(a.to)] : [...inline(a.from), text(' is '), ...inline(a.to), text(` in ${n}`)])),
          ';',
        ),
      ),
    );
  }
  for (const note of c.notes) items.push(item(...label('Note:'), ...inline(note)));
  return list(items);
}

/** A closed `<details>` of plain HTML elements, left as they are by MDX (not Docusaurus's `Details` component). */
function details(summary: string, children: RootContent[]): MdxJsxFlowElement {
  // What MDX marks JSX written in a page with; without it `<details>` would become Docusaurus's `Details`.
  const data = {_mdxExplicitJsx: true} as MdxJsxFlowElement['data'];
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: panelClass},
      // A section's title in a panel is not what the page is about: the search index leaves panels out.
      {type: 'mdxJsxAttribute', name: 'data-pagefind-ignore', value: 'all'},
    ],
    children: [{type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text(summary) as never], data}, ...(children as MdxJsxFlowElement['children'])],
    data,
  };
}

const anchor = (base: string) => (s: Section) => `${base}#${s.id}`;

/** The "Changed since v1" panel of a newer page, or nothing when nothing changed. */
export function sincePanel(pair: PagePair, overviewUrl: string | undefined): MdxJsxFlowElement | undefined {
  if (!hasChanges(pair.changes)) return undefined;
  const o = pair.older.version.label;
  return details(`Changed since ${o}: ${changesSummary(pair.changes)}`, [
    changesList(pair, {side: 'newer', newerAt: anchor(''), olderAt: anchor(pair.older.url)}),
    paragraph(link(pair.older.url, text(`This page in ${o}`)), ...(overviewUrl ? [text(' · '), link(overviewUrl, text(`Every page's changes since ${o}`))] : [])),
  ]);
}

/** The panel of a page that has an older counterpart, placed after the page's own title if it has one, else first. */
export function withPanels(tree: Root, file: string, changes: SiteVersionChanges): Root {
  const since = changes.since(file);
  // Only the newer page of a pair gets a panel: an older version is frozen, and built on its own and kept while its
  // sources do not change (config/buildPart.ts), so it shows nothing made from a newer one. Its banner says what
  // changed, from the latest build's menu file (src/theme/DocVersionBanner).
  const panels = [since && sincePanel(since, changes.overviewUrl(since.newer.version))].filter((p): p is MdxJsxFlowElement => p !== undefined);
  if (!panels.length) return tree;
  // After imports and an `# h1` of the page's own: its title stays first, as Docusaurus shows it.
  let at = 0;
  while (tree.children[at]?.type === 'mdxjsEsm' || (tree.children[at]?.type as string) === 'yaml' || (tree.children[at]?.type as string) === 'toml') at++;
  const first = tree.children[at];
  if (first?.type === 'heading' && first.depth === 1) at++;
  return {...tree, children: [...tree.children.slice(0, at), ...panels, ...tree.children.slice(at)]};
}

/** The overview's body for a version: a summary paragraph, then each changed page under its own `###`. */
export function overviewNodes(changes: SiteVersionChanges, version: DocsVersion): RootContent[] {
  const pairs = changes.ofVersion(version.name);
  const older = changes.model.versions[changes.model.versions.indexOf(version) + 1];
  if (!older) return [paragraph(text(`${version.label} is the oldest version of these docs: there is no earlier version to compare it with.`))];
  const changed = pairs.filter((p) => hasChanges(p.changes));
  const unchanged = pairs.filter((p) => !hasChanges(p.changes));
  const total = (kind: SectionChange['kind']) => changed.reduce((n, p) => n + p.changes.sections.filter((s) => s.kind === kind).length, 0);
  const sum = (f: (c: PageChanges) => number) => changed.reduce((n, p) => n + f(p.changes), 0);
  const out: RootContent[] = [
    paragraph(
      text(
        `What changed in ${version.label} since ${older.label}: ${plural(pairs.length, 'page')} of ${version.label} ${pairs.length === 1 ? 'has' : 'have'} a counterpart in ${older.label}, ` +
          `and ${changed.length} of them changed: ${plural(total('added'), 'section')} new, ${total('removed')} gone, ${total('renamed')} renamed, ${total('moved')} moved; ` +
          `${plural(sum((c) => c.values.length), 'platform value')}; ${plural(sum((c) => c.apis.length), 'API name')}; ${plural(sum((c) => c.notes.length), 'note')}.`,
      ),
    ),
  ];
  for (const pair of changed) {
    out.push(
      {type: 'heading', depth: 3, children: [text(pair.newer.title)]},
      paragraph(text(`${changesSummary(pair.changes)}. `), link(pair.newer.url, text(`${version.label} page`)), text(' · '), link(pair.older.url, text(`${older.label} page`))),
      changesList(pair, {side: 'newer', newerAt: anchor(pair.newer.url), olderAt: anchor(pair.older.url)}),
    );
  }
  if (unchanged.length) {
    out.push(paragraph(text(`No difference found on ${plural(unchanged.length, 'page')}: `), ...joined(unchanged.map((p) => [link(p.newer.url, text(p.newer.title))])), text('.')));
  }
  return out;
}

/** Replaces the overview marker of a page's tree (in place) with the overview of the page's version. */
export function expandOverview(tree: Root, file: string, changes: () => SiteVersionChanges): void {
  const at = tree.children.findIndex((n) => n.type === 'mdxJsxFlowElement' && n.name === overviewMarker);
  if (at < 0) return;
  const site = changes();
  const version = site.versionOf(file);
  if (!version) throw new Error(`${file}: <${overviewMarker} /> is on a page of no docs version`);
  tree.children.splice(at, 1, ...overviewNodes(site, version));
}

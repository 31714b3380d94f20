/**
 * The "Changed since" panels of the last build (plugins/lib/versionChanges/), checked against what the build's
 * own page data says of each page (its headings, read from the built HTML), not against the computation itself:
 * - every page with a counterpart in the previous version (same path, or src/data/versionPageMap.ts) whose
 *   sections differ from it has a panel, and its counterpart the reverse; every heading found on one page only
 *   is named in both panels; no other page has one;
 * - the panels are closed `<details>` with no script, left out of the search index, and in each page's Markdown
 *   and llms-full.txt;
 * - the overview page has a section for every page with a panel, the migration guide links to it, and a search
 *   for "what changed in v2" finds it first.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import {siteModel} from '../../config/versions';
import {versionPageMap} from '../../src/data/versionPageMap';
import {mappedPath} from '../../src/lib/versionSwitch';
import {buildDir, builtPages, htmlFileOf, pageByUrl, root, type BuiltPage} from '../lib/builtSite';
import type {QueryAnswer, QueryRequest} from './pagefindQuery';

interface Panel {
  readonly summary: string;
  readonly text: string;
  readonly open: boolean;
  readonly scripts: number;
  readonly searchIgnored: boolean;
  readonly plain: boolean;
}

const panelsCache = new Map<string, Panel[]>();
/** The version-changes panels of a built page. */
function panelsOf(url: string): Panel[] {
  const hit = panelsCache.get(url);
  if (hit) return hit;
  const doc = parseDocument(fs.readFileSync(htmlFileOf(url), 'utf8'), {decodeEntities: true});
  const details = DomUtils.findAll((e) => e.name === 'details' && (e.attribs.class ?? '').split(/\s+/).includes('version-changes'), doc.children);
  const panels = details.map((d: Element) => {
    const summary = DomUtils.findOne((e) => e.name === 'summary', d.children);
    return {
      summary: summary ? DomUtils.textContent(summary) : '',
      text: DomUtils.textContent(d),
      open: 'open' in d.attribs,
      scripts: DomUtils.findAll((e) => e.name === 'script', d.children).length,
      searchIgnored: d.attribs['data-pagefind-ignore'] === 'all',
      // A plain element (the browser opens it with no script), not Docusaurus's Details component (classes, data-collapsed).
      plain: d.attribs.class === 'version-changes' && !('data-collapsed' in d.attribs),
    };
  });
  panelsCache.set(url, panels);
  return panels;
}

/** The versions, newest first, and each version's pages by their path in it. */
const versions = siteModel.versions;
const newestFirst = versions.map((v) => v.name);
const pagesOf = (name: string) => {
  const version = versions.find((v) => v.name === name)!;
  return new Map(builtPages().filter((p) => p.version === version.label).map((p) => [p.url.slice(version.path.length - 1), p]));
};

/** Every page and its counterpart in the previous version, found from page data and the page map. */
function pairs(): {newer: BuiltPage; older: BuiltPage}[] {
  const out: {newer: BuiltPage; older: BuiltPage}[] = [];
  versions.forEach((newer, i) => {
    const older = versions[i + 1];
    if (!older) return;
    const [newerPages, olderPages] = [pagesOf(newer.name), pagesOf(older.name)];
    for (const [route, page] of newerPages) {
      const entry = versionPageMap.find((e) => mappedPath(e, newer.name, newestFirst) === route);
      const olderRoute = olderPages.has(route) ? route : entry && mappedPath(entry, older.name, newestFirst);
      const counterpart = olderRoute === undefined ? undefined : olderPages.get(olderRoute);
      if (counterpart) out.push({newer: page, older: counterpart});
    }
  });
  return out;
}

/** Headings that differ only in case, punctuation or spacing are the same section ("Hello World" / "Hello world!"). */
const headingKey = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}$]+/gu, ' ').trim();
const sectionTitles = (p: BuiltPage) => new Set(p.headers.filter((h) => h.level === 2 || h.level === 3).map((h) => headingKey(h.title)));

describe('the version-changes panels of the last build', () => {
  const all = pairs();

  it('pairs the pages of the page map', () => {
    expect(all.length).toBeGreaterThan(versionPageMap.length);
    for (const entry of versionPageMap) {
      expect(all.some((p) => p.older.url === `/docs/v1${entry.v1}` && p.newer.url === `/docs${entry.current}`)).toBe(true);
    }
  });

  it('gives every page whose sections differ from its counterpart a panel naming every such section, and the frozen counterpart none: its banner reads the summary from the menu file', () => {
    const problems: string[] = [];
    let differing = 0;
    for (const {newer, older} of all) {
      const [a, b] = [sectionTitles(newer), sectionTitles(older)];
      const onlyNewer = [...a].filter((t) => !b.has(t));
      const onlyOlder = [...b].filter((t) => !a.has(t));
      if (!onlyNewer.length && !onlyOlder.length) continue;
      differing++;
      const since = panelsOf(newer.url).find((p) => p.summary.startsWith(`Changed since ${older.version}: `));
      if (!since) problems.push(`${newer.url}: no "Changed since ${older.version}" panel`);
      // A frozen page shows nothing made from a newer one (issue 39): the latest build's menu file says what changed.
      if (panelsOf(older.url).length) problems.push(`${older.url}: a frozen page has a panel`);
      const menu = JSON.parse(fs.readFileSync(path.join(buildDir, 'version-menu', `${older.version}.json`), 'utf8')) as {changed: Record<string, string>};
      if (!since || menu.changed[older.url] === undefined || !since.summary.endsWith(`: ${menu.changed[older.url]}`)) {
        problems.push(`${older.url}: version-menu/${older.version}.json does not give the summary of ${newer.url}'s panel`);
      }
      if (since) {
        const text = headingKey(since.text);
        for (const t of [...onlyNewer, ...onlyOlder]) if (!text.includes(t)) problems.push(`${newer.url} ↔ ${older.url}: "${t}" is on one page only and not in the panel`);
      }
    }
    expect(problems).toEqual([]);
    expect(differing).toBeGreaterThan(0);
  });

  it('gives no panel to a page without a counterpart', () => {
    const paired = new Set(all.flatMap((p) => [p.newer.url, p.older.url]));
    const unpaired = builtPages().filter((p) => !paired.has(p.url));
    expect(unpaired.length).toBeGreaterThan(0);
    expect(unpaired.filter((p) => panelsOf(p.url).length > 0).map((p) => p.url)).toEqual([]);
  });

  it('closes every panel, a plain <details> with no script, out of the search index, and writes it into the Markdown twin and llms-full.txt', () => {
    const withPanels = builtPages().filter((p) => panelsOf(p.url).length > 0);
    expect(withPanels.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let inFull = 0;
    for (const page of withPanels) {
      const markdown = fs.readFileSync(path.join(path.dirname(htmlFileOf(page.url)), 'index.md'), 'utf8');
      for (const panel of panelsOf(page.url)) {
        if (panel.open || panel.scripts > 0 || !panel.searchIgnored || !panel.plain) {
          problems.push(`${page.url}: open ${panel.open}, scripts ${panel.scripts}, search-ignored ${panel.searchIgnored}, plain element ${panel.plain}`);
        }
        if (!markdown.includes(`**${panel.summary}**`)) problems.push(`${page.url}: "${panel.summary}" is not in its Markdown`);
        inFull++;
      }
    }
    expect(problems).toEqual([]);
    const full = versions.map((v) => fs.readFileSync(path.join(buildDir, v.path.replace(/^\/docs\//, ''), 'llms-full.txt'), 'utf8')).join('\n');
    expect(full.match(/^\*\*(Changed since|What is different in) v\d+: /gm)).toHaveLength(inFull);
  });

  it('lists every page with a panel on the overview, which the migration guide links to', () => {
    const overview = pageByUrl('/docs/version-changes/');
    expect(overview).toBeDefined();
    const latest = versions[0]!;
    const changed = all.filter((p) => p.newer.version === latest.label && panelsOf(p.newer.url).some((x) => x.summary.startsWith('Changed since')));
    expect(overview!.headers.filter((h) => h.level === 3).map((h) => h.title).sort()).toEqual(changed.map((p) => p.newer.title).sort());
    expect(fs.readFileSync(htmlFileOf('/docs/migrate-from-v1/'), 'utf8')).toMatch(/href=["']?\/docs\/version-changes\/["' >]/);
  });

  it('finds the overview first for "what changed in" the latest version, and no panel text in the index', () => {
    const latest = versions[0]!.label;
    const requests: QueryRequest[] = [
      {query: `what changed in ${latest}`, version: latest, limit: 3},
      // Words only the panels have: a search must not land on every page with one.
      {query: `gone since ${versions[1]!.label}`, version: latest, limit: 50},
    ];
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pagefindQuery.ts'), buildDir], {
      cwd: root,
      input: JSON.stringify(requests),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const [changed, panelWords] = (JSON.parse(out) as QueryAnswer[]).map((a) => a.hits.map((h) => h.url.replace(/[?#].*$/, '')));
    expect(changed![0]).toBe('/docs/version-changes/');
    expect(panelWords).toEqual(['/docs/version-changes/']);
  });
});

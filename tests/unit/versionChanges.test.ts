/**
 * The version changes (plugins/lib/versionChanges/): the section matching on hand-made page pairs, the model of
 * a small site of its own after a cut to v3 (siteModelFor(['v2', 'v1'])), and the panels' trees.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {siteModelFor} from '@site/config/versions';
import {parsePageTree} from '@site/plugins/lib/anchors';
import {exportMarkdownTree, parseMdx} from '@site/plugins/lib/markdownExport';
import {matchSections, pageSections, type SectionChange} from '@site/plugins/lib/versionChanges/sections';
import {factsCacheDir, siteVersionChanges, type PageChanges} from '@site/plugins/lib/versionChanges/model';
import {overviewNodes, panelClass, withPanels} from '@site/plugins/lib/versionChanges/mdast';
import {platformConstants} from '@site/src/data/platform';

const sections = (md: string) => pageSections(parsePageTree(md));
const changes = (older: string, newer: string) => matchSections(sections(older), sections(newer));
/** Each change as a line: `added New`, `renamed Old → New (moved)`. */
const described = (list: readonly SectionChange[]) =>
  list.map((c) =>
    c.kind === 'added' || c.kind === 'removed'
      ? `${c.kind} ${c.section.title}${c.subsections.length ? ` (${c.subsections.map((s) => s.title).join(', ')})` : ''}`
      : `${c.kind} ${c.from.title} → ${c.to.title}${c.kind === 'renamed' && c.moved ? ' (moved)' : ''}`,
  );

const retries = 'Retry a failed request with exponential backoff: wait one second, then two, then four, and give up after five attempts.';
const memory = 'Raise the memory of a workflow in its settings when a step runs out of memory while it processes large files.';
const secrets = 'Store API keys as environment variables and read them from process.env, never in the code of a step.';
const cron = 'A schedule trigger runs the workflow on a cron expression, in the timezone you choose, at most once a minute.';

describe('section matching', () => {
  it('lists a section new in the newer page and one gone from it, with their ### sections', () => {
    const older = `## Retries\n\n${retries}\n\n## Schedules\n\n${cron}\n\n### Time zones\n\n${cron} Daylight saving time moves it.\n`;
    const newer = `## Retries\n\n${retries}\n\n## Secrets\n\n${secrets}\n\n### Rotating keys\n\n${secrets} Rotate them yearly.\n`;
    expect(described(changes(older, newer))).toEqual(['added Secrets (Rotating keys)', 'removed Schedules (Time zones)']);
  });

  it('matches a renamed section by its content, not as one gone and one new', () => {
    const older = `## Retries\n\n${retries}\n\n## Memory\n\n${memory}\n`;
    const newer = `## Retrying requests\n\n${retries}\n\n## Memory\n\n${memory}\n`;
    expect(described(changes(older, newer))).toEqual(['renamed Retries → Retrying requests']);
  });

  it('matches a section moved under another heading, and one renamed on the way', () => {
    const older = `## Workflows\n\n${cron}\n\n### Memory\n\n${memory}\n\n## Code\n\n${secrets}\n\n### Backoff\n\n${retries}\n`;
    const newer = `## Workflows\n\n${cron}\n\n## Code\n\n${secrets}\n\n### Memory\n\n${memory}\n\n### Retries and backoff\n\n${retries}\n`;
    expect(described(changes(older, newer))).toEqual(['moved Memory → Memory', 'renamed Backoff → Retries and backoff']);
    // A `###` that became a `##` is moved too.
    expect(described(changes(`## A\n\n${cron}\n\n### Memory\n\n${memory}\n`, `## A\n\n${cron}\n\n## Memory\n\n${memory}\n`))).toEqual(['moved Memory → Memory']);
  });

  it('lists nothing for sections only reordered, nor for the same heading with new words', () => {
    const older = `## Retries\n\n${retries}\n\n## Memory\n\n${memory}\n\n## Secrets\n\n${secrets}\n`;
    const newer = `## Secrets\n\n${secrets}\n\n## Retries\n\n${retries} Add jitter.\n\n## Memory\n\nSomething else entirely about limits.\n`;
    expect(changes(older, newer)).toEqual([]);
  });

  it('does not take a common heading in another place for a move when the content differs', () => {
    // "In the UI" under "Creating" is the old "From the UI" there, not the "In the UI" of another section.
    const older = `## Creating\n\n${cron}\n\n### From the UI\n\nOpen the Sources tab, click New source and pick an app.\n\n## Consuming\n\n${memory}\n\n### In the UI\n\nThe Events tab of the source lists each event it emitted.\n`;
    const newer = `## Creating\n\n${cron}\n\n### In the UI\n\nOpen the Sources tab, click New source and pick HTTP.\n\n## Consuming\n\n${memory}\n`;
    expect(described(changes(older, newer))).toEqual(['renamed From the UI → In the UI', 'removed In the UI']);
  });

  it('gives each section the anchor Docusaurus gives its heading', () => {
    expect(sections('## Using `npm` packages\n\nx\n\n## Setup {#start}\n\ny\n\n## Setup\n\nz\n').map((s) => s.id)).toEqual(['using-npm-packages', 'start', 'setup']);
  });
});

/** A site of its own, cut to v3: docs/ (v3), versioned_docs/version-v2, versioned_docs/version-v1. */
function siteAfterCut(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-changes-'));
  const page = (file: string, title: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), `---\ntitle: ${title}\ndescription: d\n---\n\n${body}`);
  };
  fs.writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['v2', 'v1']));
  const triggers = `## Email triggers\n\nThe payload limit is <Limit name="emailPayload" />.\n\n## Retries\n\n${retries}\n`;
  // v1: the old API and the old limit.
  page('versioned_docs/version-v1/triggers.md', 'Triggers', `${triggers}\n## Responses\n\nCall \`$respond()\` to answer the request.\n`);
  page('versioned_docs/version-v1/old/state.md', 'State', `## Checkpoints\n\n${memory}\n`);
  // v2 (the cut copy of docs/): renamed section, new section, the new API; a page that moved (page map).
  const v2Triggers = `${triggers.replace('## Retries', '## Retrying requests')}\n## Responses\n\nCall \`$.respond()\` to answer the request.\n\n## Secrets\n\n${secrets}\n`;
  page('versioned_docs/version-v2/triggers.md', 'Triggers', v2Triggers);
  page('versioned_docs/version-v2/code/state.md', 'State', `## Checkpoints\n\n${memory}\n\n## Cron\n\n${cron}\n`);
  // docs/ (v3): triggers as in v2; state with a note for v3 and one for v2, which v3 does not show.
  page('docs/triggers.md', 'Triggers', v2Triggers);
  fs.writeFileSync(
    path.join(dir, 'docs/overview.md'),
    '---\ntitle: What changed\ndescription: d\n---\n\n## Changes by page\n\n<VersionChanges />\n',
  );
  const state = `---\ntitle: State\ndescription: d\nversion_notes:\n  v3:\n    - State is kept per step now.\n  v2:\n    - A v2 note.\n---\n\n## Checkpoints\n\n${memory}\n\n## Cron\n\n${cron}\n`;
  fs.mkdirSync(path.join(dir, 'docs/code'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'docs/code/state.md'), state);
  return dir;
}

describe('the changes of a site cut to v3', () => {
  let dir: string;
  const pageMap = [{v1: '/old/state/', current: '/code/state/'}];
  beforeAll(() => {
    dir = siteAfterCut();
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const site = () => siteVersionChanges(dir, siteModelFor(['v2', 'v1']), pageMap);

  it('compares each version with the one before it, by path or through the page map', () => {
    expect(site().pairs.map((p) => `${p.newer.url} ← ${p.older.url}`)).toEqual([
      '/docs/code/state/ ← /docs/v2/code/state/',
      '/docs/triggers/ ← /docs/v2/triggers/',
      '/docs/v2/code/state/ ← /docs/v1/old/state/',
      '/docs/v2/triggers/ ← /docs/v1/triggers/',
    ]);
  });

  it('finds no difference between a v3 page and its identical v2 copy', () => {
    const none: PageChanges = {sections: [], values: [], apis: [], notes: []};
    expect(site().since('docs/triggers.md')!.changes).toEqual(none);
  });

  it('finds v2 against v1: sections, platform values, API names', () => {
    const {changes: c} = site().since('versioned_docs/version-v2/triggers.md')!;
    expect(described(c.sections)).toEqual(['renamed Retries → Retrying requests', 'added Secrets']);
    expect(c.values).toEqual([
      {name: 'emailPayload', label: platformConstants.current!.emailPayload.label, from: platformConstants.v1!.emailPayload.value, to: platformConstants.current!.emailPayload.value},
    ]);
    expect(platformConstants.v1!.emailPayload.value).not.toBe(platformConstants.current!.emailPayload.value);
    expect(c.apis.map((a) => a.from)).toEqual(['`$respond()`']);
  });

  it("shows a page's notes for its own version only", () => {
    expect(site().since('docs/code/state.md')!.changes.notes).toEqual(['State is kept per step now.']);
    expect(site().since('versioned_docs/version-v2/code/state.md')!.changes.notes).toEqual([]);
  });

  it('puts the panel below the title, closed, as plain HTML elements, and in the Markdown; never one made from a newer version', () => {
    // The v2 page of a moved page: "Changed since v1" (a section new). Its v3 counterpart has a note, but v2 is frozen
    // and built on its own (config/buildPart.ts): nothing of v3 is on it.
    const state = withPanels(parseMdx('# State\n\nIntro.\n'), 'versioned_docs/version-v2/code/state.md', site());
    const [h1, since, ...rest] = state.children as [Root['children'][number], MdxJsxFlowElement, ...Root['children']];
    expect(h1.type).toBe('heading');
    expect(rest.map((n) => n.type)).toEqual(['paragraph']);
    for (const panel of [since]) {
      expect(panel).toMatchObject({type: 'mdxJsxFlowElement', name: 'details', data: {_mdxExplicitJsx: true}});
      expect(panel.attributes).toContainEqual({type: 'mdxJsxAttribute', name: 'className', value: panelClass});
      expect(panel.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'open')).toBe(false);
    }
    const ctx = {versionName: 'v2', resolveUrl: (u: string) => u, versionDocs: [], versionBase: '/docs/v2/', siteOrigin: 'https://pipedream.com'};
    const stateMarkdown = exportMarkdownTree(state, {...ctx, file: 'versioned_docs/version-v2/code/state.md'});
    expect(stateMarkdown).toContain('**Changed since v1: 1 section new**\n\n- **New in v2:** [Cron](#cron)\n\n[This page in v1](/docs/v1/old/state/)');
    expect(stateMarkdown).not.toContain('What is different in v3');

    // The v2 triggers page: its v3 copy is the same, so it has one panel.
    const triggers = withPanels(parseMdx('Intro.\n'), 'versioned_docs/version-v2/triggers.md', site());
    expect(triggers.children.map((n) => n.type)).toEqual(['mdxJsxFlowElement', 'paragraph']);
    const markdown = exportMarkdownTree(triggers, {...ctx, file: 'versioned_docs/version-v2/triggers.md'});
    expect(markdown).toContain('**Changed since v1: 1 section new, 1 renamed; 1 platform value; 1 API name**');
    expect(markdown).toContain('- **Renamed:** [Retries](/docs/v1/triggers/#retries) → [Retrying requests](#retrying-requests)');
    expect(markdown).toContain('- **API names:** `$respond()` → `$.respond()`');
    expect(markdown).not.toContain('What is different in v3');
    // And the v3 page, the same as its v2 copy, none.
    expect(withPanels(parseMdx('## Email triggers\n'), 'docs/triggers.md', site()).children).toHaveLength(1);
  });

  it('writes the overview of a version, and the overview of the oldest says so', () => {
    const model = site();
    const v2 = model.model.versions[1]!;
    const text = exportMarkdownTree({type: 'root', children: overviewNodes(model, v2)}, {
      file: 'x.md',
      versionName: 'v2',
      resolveUrl: (u) => u,
      versionDocs: [],
      versionBase: '/docs/v2/',
      siteOrigin: 'https://pipedream.com',
    });
    expect(text).toMatch(/^What changed in v2 since v1: 2 pages of v2 have a counterpart in v1, and 2 of them changed/);
    expect(text).toContain('### Triggers');
    expect(model.overviewUrl(model.model.versions[0]!)).toBe('/docs/overview/');
    expect(model.overviewUrl(v2)).toBeUndefined();
  });

  it("keeps each page's facts on disk, where another build reads them instead of parsing the page again", () => {
    site();
    const [version, ...others] = fs.readdirSync(factsCacheDir(dir));
    expect(others).toEqual([]);
    const kept = fs.readdirSync(path.join(factsCacheDir(dir), version!)).map((f) => path.join(factsCacheDir(dir), version!, f));
    // Every page with a counterpart, on either side (v3's two, v2's two, v1's two), by its source: v3's Triggers is
    // v2's, unchanged, and shares its file.
    expect(kept.filter((f) => f.endsWith('.json'))).toHaveLength(5);
    // A build in another process: a kept file is what it reads (its title, changed here by hand, is the one it shows);
    // a file cut short is parsed again and written whole.
    const titles = kept.map((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as {title: string}).title);
    const state = kept[titles.indexOf('State')]!;
    fs.writeFileSync(state, fs.readFileSync(state, 'utf8').replace('"title":"State"', '"title":"State, as kept"'));
    const triggers = kept[titles.indexOf('Triggers')]!;
    fs.writeFileSync(triggers, '{"title":"Trig');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('@site/plugins/lib/versionChanges/model')>('@site/plugins/lib/versionChanges/model');
      const pairs = fresh.siteVersionChanges(dir, siteModelFor(['v2', 'v1']), pageMap).pairs;
      const shown = pairs.flatMap((p) => [p.newer.title, p.older.title]);
      expect(shown).toContain('State, as kept');
      expect(shown.filter((t) => t === 'Triggers')).toHaveLength(4);
    });
    expect(JSON.parse(fs.readFileSync(triggers, 'utf8'))).toMatchObject({title: 'Triggers'});
  });
});

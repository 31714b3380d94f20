/**
 * Tests that build a temporary copy of the site (tests/build/tempSite.ts), run by `npm run test:build`
 * and the test command:
 * 1. a page with a bad front matter value stops the build with one line naming file, key, value, expected;
 *    a page with broken anchors to another page stops it with one line per link naming the file, the line
 *    and the link (both fail before any bundling, so they cost seconds, not a whole build);
 * 2. `npm run new-page` then `npm run version:cut -- v2`, then a build: the new version's routes, version
 *    menu, banner, page map, page data, search index, llms.txt and sitemap, the new page in its
 *    section's sidebar, and the "Changed since" panels comparing v3 with v2, all with no other edit;
 *    The build is `npm run build`'s (scripts/build.ts): each frozen version, v2 now among them, built alone and kept;
 * 3. then the frozen versions' kept builds (issue 39, scripts/lib/frozenVersions.ts): after an edit of a v3 page, v2
 *    reused untouched and v1, whose kept copy was damaged, built again to the same bytes; after a theme edit, both due
 *    to be built again (`--plan`).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import crypto from 'node:crypto';
import {createTempSite, docusaurusBin, projectRoot, removeTempSite, runIn, siteBuildArgs} from './tempSite';
import {readRouteList, routeListFiles} from '../../plugins/lib/routeLists';
import type {PageDataEntry} from '../../plugins/lib/pageData';
import type {QueryAnswer, QueryRequest} from '../site/pagefindQuery';

let site: string;
beforeAll(() => {
  site = createTempSite('docs-build-');
});
afterAll(() => removeTempSite(site));

const read = (...p: string[]) => fs.readFileSync(path.join(site, ...p), 'utf8');

describe('front matter validation in a real build', () => {
  it('stops the build on a bad value with one line naming the file, the key, the value and what is expected', () => {
    const page = path.join(site, 'docs', 'zz-bad-front-matter.md');
    fs.copyFileSync(path.join(__dirname, 'fixtures', 'bad-front-matter.md'), page);
    const started = Date.now();
    const run = runIn(site, [...docusaurusBin, 'build']);
    fs.rmSync(page);
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status).not.toBe(0);
    expect(output).toMatch(
      /^\[ERROR\] Front matter of docs\/zz-bad-front-matter\.md: "short_description" is "This short description runs well past[^"\n]*… \(\d+ characters\), expected a non-empty string of at most 160 characters\.$/m,
    );
    // It stops while the docs load, before any bundling.
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('broken anchors to another page in a real build', () => {
  it('stops the build with one line per link naming the file, the line, the link and what is expected', () => {
    const page = path.join(site, 'docs', 'zz-broken-anchor.md');
    fs.copyFileSync(path.join(__dirname, 'fixtures', 'broken-anchor.md'), page);
    const run = runIn(site, [...docusaurusBin, 'build']);
    fs.rmSync(page);
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status).not.toBe(0);
    expect(output.match(/^\[ERROR\] Broken anchor in .*$/gm)).toEqual([
      '[ERROR] Broken anchor in docs/zz-broken-anchor.md:10: the link "./limits.md#http-trigers" points to #http-trigers, which docs/limits.md does not have; expected the id of a heading of docs/limits.md (closest: #http-triggers), or an explicit {#http-trigers} on one.',
      '[ERROR] Broken anchor in docs/zz-broken-anchor.md:10: the link "/docs/limits/#no-such-section" points to #no-such-section, which docs/limits.md does not have; expected the id of a heading of docs/limits.md, or an explicit {#no-such-section} on one.',
    ]);
    // Found from the sources once the docs are loaded (plugins/anchorCheckPlugin.ts), before any bundling.
    expect(output).toContain('[cause]: [BrokenAnchorError: Broken anchor in docs/zz-broken-anchor.md:10');
    expect(output).not.toContain('[INFO] [pipedream-docs-export]'); // written after the pages are rendered
  });
});

/** Each file below a build folder (e.g. `build/v1`) with its SHA-256, to compare two builds byte for byte. */
function fileHashes(...dir: string[]): Record<string, string> {
  const root = path.join(site, ...dir);
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out[path.relative(root, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}
/** The `[versions]` lines of a build's log. */
const versionLines = (run: ReturnType<typeof runIn>) => run.stdout.split('\n').filter((l) => l.startsWith('[versions] '));
/** The frozen versions' files after the cut's build (each built then, and kept). */
let frozenAfterCut: Record<string, string> = {};
const frozenFiles = () => ({...fileHashes('build', 'v1'), ...fileHashes('build', 'pagefind', 'v1'), ...fileHashes('build', 'v2'), ...fileHashes('build', 'pagefind', 'v2')});
/** A version's key in a build's log. */
const keyOf = (run: ReturnType<typeof runIn>, label: string) => new RegExp(`^\\[versions\\] ${label}: .*key ([0-9a-f]{16})`, 'm').exec(run.stdout)?.[1] ?? 'none';


/** The cut's build, which the frozen versions' tests continue from. */
let cutBuild: ReturnType<typeof runIn>;
const cutRun = () => cutBuild;

describe('cutting a version', () => {
  let cut: ReturnType<typeof runIn>;
  let built: ReturnType<typeof runIn>;
  let entries: PageDataEntry[] = [];
  const routes = readRouteList(routeListFiles.current).map((r) => r.replace(/\.html$/, '/'));

  beforeAll(() => {
    const made = runIn(site, ['--import', 'tsx', 'scripts/new-page.ts', '/code/nodejs/cut-check/', 'Cut check']);
    expect(made.stderr).toBe('');
    cut = runIn(site, ['--import', 'tsx', 'scripts/version-cut.ts', 'v2']);
    // A section v3 has and the v2 it was cut from does not, for its "Changed since v2" panel.
    fs.appendFileSync(path.join(site, 'docs', 'limits.md'), '\n## Cut check limits\n\nA section written after the cut, which only v3 has.\n');
    built = cutBuild = runIn(site, siteBuildArgs);
    if (built.status === 0) entries = JSON.parse(read('build', 'page-data.json')) as PageDataEntry[];
    frozenAfterCut = frozenFiles();
  });

  it('cuts v2 and builds', () => {
    expect(cut.status).toBe(0);
    expect(cut.stdout).toContain('docs/ is now v3 at /docs/');
    expect(JSON.parse(read('versions.json'))).toEqual(['v2', 'v1']);
    expect(built.stderr.match(/^\[ERROR\].*$/gm) ?? []).toEqual([]);
    expect(built.status).toBe(0);
  });

  it('builds each frozen version on its own, v2 now among them, and keeps it (issue 39)', () => {
    expect(versionLines(built)).toEqual([
      expect.stringMatching(/^\[versions\] v2: built \(no kept build; key [0-9a-f]{16}\) in /),
      expect.stringMatching(/^\[versions\] v1: built \(no kept build; key [0-9a-f]{16}\) in /),
      expect.stringMatching(/^\[versions\] v3: built \(the latest version, always\)/),
    ]);
    expect(Object.keys(frozenAfterCut).length).toBeGreaterThan(400);
  });

  it('serves every page of the cut version at /docs/v2/, and keeps /docs/ and /docs/v1/', () => {
    const missing = routes.filter((r) => !fs.existsSync(path.join(site, 'build', 'v2', r, 'index.html')));
    expect(missing).toEqual([]);
    expect(routes.filter((r) => !fs.existsSync(path.join(site, 'build', r, 'index.html')))).toEqual([]);
    const v1 = readRouteList(routeListFiles.v1).map((r) => r.replace(/\.html$/, '/'));
    expect(v1.filter((r) => !fs.existsSync(path.join(site, 'build', 'v1', r, 'index.html')))).toEqual([]);
  });

  function menu(file: string) {
    const doc = parseDocument(read('build', file));
    const label = DomUtils.findOne((e) => (e.attribs.class ?? '').includes('version-menu') && e.name === 'a', doc.children, true);
    const items = DomUtils.findAll((e) => (e.attribs.class ?? '') === 'version-menu__item', doc.children).map((e) => ({
      version: e.attribs['data-version'],
      text: DomUtils.textContent(e),
      href: (e.parent as {attribs?: Record<string, string>}).attribs?.href,
    }));
    return {label: label && DomUtils.textContent(label), items};
  }

  it('lists v3 (New), v2 and v1 in the version menu, each on the same page', () => {
    expect(menu('quickstart/index.html')).toEqual({
      label: 'v3',
      items: [
        {version: 'current', text: 'v3New', href: '/docs/quickstart/'},
        {version: 'v2', text: 'v2', href: '/docs/v2/quickstart/'},
        {version: 'v1', text: 'v1', href: '/docs/v1/quickstart/'},
      ],
    });
    // A frozen version's page names its own version; the others come from the latest build's menu file.
    expect(menu(path.join('v2', 'quickstart', 'index.html')).label).toBe('v2');
    const file = JSON.parse(read('build', 'version-menu', 'v2.json')) as {versions: {name: string; label: string; isLatest: boolean}[]};
    expect(file.versions.map((v) => [v.name, v.label, v.isLatest])).toEqual([['current', 'v3', true], ['v2', 'v2', false], ['v1', 'v1', false]]);
  });

  it('follows the page map from the cut version with no new entry', () => {
    const targets = (name: string) => (JSON.parse(read('build', 'version-menu', `${name}.json`)) as {targets: Record<string, Record<string, string>>}).targets;
    expect(targets('v2')['/docs/v2/code/nodejs/']?.v1).toBe('/docs/v1/workflows/steps/code/');
    expect(targets('v1')['/docs/v1/workflows/steps/code/']?.v2).toBe('/docs/v2/code/nodejs/');
    const v1Item = menu(path.join('code', 'nodejs', 'index.html')).items.find((i) => i.version === 'v1');
    expect(v1Item?.href).toBe('/docs/v1/workflows/steps/code/');
  });

  it('marks the cut version unmaintained and the latest not', () => {
    expect(read('build', 'v2', 'quickstart', 'index.html')).toMatch(/theme-doc-version-banner[\s\S]*no longer actively maintained/);
    expect(read('build', 'quickstart', 'index.html')).not.toContain('theme-doc-version-banner');
  });

  it('has page data for the cut version', () => {
    const current = entries.filter((e) => e.key.startsWith('v3:'));
    const v2 = entries.filter((e) => e.key.startsWith('v2:'));
    expect(v2.length).toBe(current.length);
    expect(v2.map((e) => e.relativePath).sort()).toEqual(current.map((e) => e.relativePath).sort());
    expect(v2.every((e) => e.regularPath === `/docs/v2${e.path}`)).toBe(true);
    expect(entries.find((e) => e.regularPath === '/docs/v2/code/nodejs/')).toMatchObject({key: 'v2:code/nodejs/index', path: '/code/nodejs/'});
  });

  it('writes llms.txt and the Markdown pages of the cut version', () => {
    expect(read('build', 'v2', 'llms.txt')).toContain('These are the docs of v2, an older version.');
    expect(read('build', 'llms.txt')).toMatch(/v3, the latest version[\s\S]*- \[v2\]\(https:\/\/pipedream\.com\/docs\/v2\/llms\.txt\)/);
    expect(read('build', 'v2', 'limits', 'index.md')).toMatch(/^\| Email payload limit +\| 30MB +\|$/m);
  });

  it('indexes the cut version for search, a search of it finding its pages only', () => {
    // The build's own Pagefind runtime over its index (tests/site/pagefindQuery.ts), filtered as the search box does.
    const requests: QueryRequest[] = [
      {query: 'cut check', version: 'v2', limit: 50},
      {query: 'quickstart', version: 'v2', limit: 50},
      {query: 'quickstart', version: 'v3', limit: 50},
    ];
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'tests', 'site', 'pagefindQuery.ts'), path.join(site, 'build')], {
      cwd: projectRoot,
      input: JSON.stringify(requests),
      encoding: 'utf8',
    });
    const [cutCheck, v2, latest] = (JSON.parse(out) as QueryAnswer[]).map((a) => a.hits.map((h) => h.url.replace(/[?#].*$/, '')));
    expect(cutCheck![0]).toBe('/docs/v2/code/nodejs/cut-check/');
    expect(v2).toContain('/docs/v2/quickstart/');
    expect(v2!.every((u) => u.startsWith('/docs/v2/'))).toBe(true);
    expect(latest).toContain('/docs/quickstart/');
    expect(latest!.some((u) => u.startsWith('/docs/v2/') || u.startsWith('/docs/v1/'))).toBe(false);
  });

  it('ranks the cut version lower in the sitemap', () => {
    const sitemap = read('build', 'sitemap.xml');
    expect(sitemap).toMatch(/<loc>https:\/\/pipedream\.com\/docs\/v2\/quickstart\/<\/loc>(?:(?!<\/url>).)*<priority>0\.3<\/priority>/);
    expect(sitemap).toMatch(/<loc>https:\/\/pipedream\.com\/docs\/quickstart\/<\/loc>(?:(?!<\/url>).)*<priority>0\.8<\/priority>/);
  });

  it('shows a page made by new-page in its section sidebar, in both versions', () => {
    for (const base of ['', 'v2']) {
      const sibling = read('build', base, 'code', 'nodejs', 'index.html');
      expect(sibling).toContain(`href=${base ? `/docs/${base}` : '/docs'}/code/nodejs/cut-check/`);
      expect(fs.existsSync(path.join(site, 'build', base, 'code', 'nodejs', 'cut-check', 'index.html'))).toBe(true);
    }
  });

  it('compares v3 with v2 and v2 with v1 in the "Changed since" panels, with no edit', () => {
    const panels = (...file: string[]) => [...read('build', ...file).matchAll(/<details class=version-changes[^>]*><summary>([^<]*)<\/summary>/g)].map((m) => m[1]);
    // v3's pages are v2's copies: no panel, but on the page changed after the cut.
    expect(panels('quickstart', 'index.html')).toEqual([]);
    expect(panels('limits', 'index.html')).toEqual(['Changed since v2: 1 section new']);
    expect(read('build', 'limits', 'index.html')).toMatch(/href=\/docs\/v2\/limits\/[^>]*>This page in v2<\/a>/);
    // v2's pages still compare with v1; nothing of v3 is on them (they are frozen): the menu file says what changed.
    expect(panels('v2', 'limits', 'index.html')).toEqual([expect.stringMatching(/^Changed since v1: /)]);
    expect(panels('v2', 'quickstart', 'index.html')).toEqual([expect.stringMatching(/^Changed since v1: /)]);
    expect(JSON.parse(read('build', 'version-menu', 'v2.json')).changed['/docs/v2/limits/']).toBe('1 section new');
    expect(panels('v1', 'limits', 'index.html')).toEqual([]);
    expect(read('build', 'version-changes', 'index.html')).toMatch(/What changed in v3 since v2: \d+ pages of v3 have a counterpart in v2, and 1 of them changed/);
    expect(read('build', 'v2', 'version-changes', 'index.html')).toMatch(/What changed in v2 since v1: /);
  });

  it('left the project itself untouched', () => {
    expect(JSON.parse(fs.readFileSync(path.join(projectRoot, 'versions.json'), 'utf8'))).toEqual(['v1']);
  });
});

describe('the frozen versions, kept between builds (issue 39)', () => {
  let next: ReturnType<typeof runIn>;
  let plan: ReturnType<typeof runIn>;
  let damaged = '';
  const edit = 'A sentence written after the cut, for a build of v3 alone.';

  beforeAll(() => {
    // v1's kept copy of one page damaged, and a page of the latest version edited.
    damaged = path.join(`${site}-versions`, 'v1', keyOf(cutRun(), 'v1'), 'output', 'v1', 'limits', 'index.html');
    if (fs.existsSync(damaged)) fs.appendFileSync(damaged, '<!-- damaged -->');
    fs.appendFileSync(path.join(site, 'docs', 'limits.md'), `\n${edit}\n`);
    next = runIn(site, siteBuildArgs);
    // A theme component edited: what the next build would do, without building (put back after).
    const theme = path.join(site, 'src', 'theme', 'DocSidebar', 'index.tsx');
    const original = fs.readFileSync(theme, 'utf8');
    fs.appendFileSync(theme, '\n// Edited by tests/build/siteBuild.test.ts.\n');
    plan = runIn(site, [...siteBuildArgs, '--plan']);
    fs.writeFileSync(theme, original);
  });

  it('reuses v2 untouched after an edit of a v3 page, which shows', () => {
    expect(next.status).toBe(0);
    expect(versionLines(next)[0]).toMatch(new RegExp(`^\\[versions\\] v2: reused \\(key ${keyOf(cutRun(), 'v2')}, `));
    expect(read('build', 'limits', 'index.html')).toContain(edit);
    expect(read('build', 'limits', 'index.md')).toContain(edit);
  });

  it('finds the damaged kept copy of v1 and builds it again: byte for byte the files it kept', () => {
    expect(fs.existsSync(damaged)).toBe(true);
    expect(versionLines(next)[1]).toMatch(/^\[versions\] v1: built \(its kept build was damaged \(output\/v1\/limits\/index\.html differs from its manifest\), so it was removed; /);
    // v2 copied from its entry, v1 built again: both as the cut's build wrote them.
    expect(frozenFiles()).toEqual(frozenAfterCut);
    expect(read('build', 'v1', 'limits', 'index.html')).not.toContain('damaged');
  });

  it('would build every frozen version again after a theme component changes, naming the file (--plan builds nothing)', () => {
    expect(plan.status).toBe(0);
    expect(versionLines(plan)).toEqual([
      expect.stringMatching(/^\[versions\] v2: would be built \(changed since its kept build: src\/theme\/DocSidebar\/index\.tsx; key /),
      expect.stringMatching(/^\[versions\] v1: would be built \(changed since its kept build: src\/theme\/DocSidebar\/index\.tsx; key /),
      '[versions] v3: would be built (the latest version, always)',
    ]);
  });
});

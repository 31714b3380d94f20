/**
 * `npm run new-page`, on a temporary copy of docs/ with the real sidebars. (The version-cut build test
 * also builds a page made by it and finds it in its section's sidebar.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import matter from 'gray-matter';
import sidebars from '@site/sidebars';
import {redirects} from '@site/src/data/redirects';
import {frontMatterProblems} from '@site/plugins/lib/frontMatter';
import {folderLabel, NewPageError, planNewPage, sectionFolders, siblingPositions, writeNewPage, yamlString} from '@site/scripts/lib/newPage';

const root = path.join(__dirname, '..', '..');
let docsDir: string;

beforeAll(() => {
  docsDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-')), 'docs');
  fs.cpSync(path.join(root, 'docs'), docsDir, {recursive: true});
});
afterAll(() => fs.rmSync(path.dirname(docsDir), {recursive: true, force: true}));

const plan = (route: string, title = 'A new page') =>
  planNewPage({docsDir, route, title, sidebars, redirectSources: redirects.map((r) => r.from)});

describe('sections', () => {
  it('are the folders the sidebars build themselves from', () => {
    expect(sectionFolders(sidebars)).toEqual(expect.arrayContaining(['code', 'workflows', 'quickstart', 'examples', 'privacy-and-security']));
    expect(sectionFolders(sidebars)).not.toContain('notebook');
  });
});

describe('new-page', () => {
  it('creates the file in its folder with complete front matter, after its siblings', () => {
    const before = Math.max(...siblingPositions(path.join(docsDir, 'code', 'nodejs')));
    const p = plan('code/nodejs/retries', 'Retrying failed requests: a guide');
    expect(p.route).toBe('/code/nodejs/retries/');
    expect(p.file).toBe(path.join(docsDir, 'code', 'nodejs', 'retries.md'));
    expect(p.section).toBe('code');
    writeNewPage(p);
    const {data, content} = matter(fs.readFileSync(p.file, 'utf8'));
    expect(data).toEqual({
      title: 'Retrying failed requests: a guide',
      description: 'Retrying failed requests: a guide, in the Node.js section of the Pipedream docs.',
      sidebar_position: Math.floor(before) + 1,
    });
    expect(frontMatterProblems(data, {isDoc: true, staticFileExists: () => false})).toEqual([]);
    expect(content).toMatch(/^## /m);
    expect(() => writeNewPage(p)).toThrow(/EEXIST/);
  });

  it('puts a page of a folder without pages yet as its index', () => {
    fs.mkdirSync(path.join(docsDir, 'code', 'nodejs', 'empty'));
    expect(plan('/code/nodejs/empty/').file).toBe(path.join(docsDir, 'code', 'nodejs', 'empty', 'index.md'));
  });

  it('counts subfolders (categories) among the siblings', () => {
    const positions = siblingPositions(path.join(docsDir, 'code'));
    expect(positions.length).toBeGreaterThan(3);
    expect(plan('/code/testing/').frontMatter.sidebar_position).toBe(Math.floor(Math.max(...positions)) + 1);
  });

  it('names the folder as the sidebar does', () => {
    expect(folderLabel(path.join(docsDir, 'code', 'nodejs'))).toBe('Node.js');
  });

  it.each([
    ['/code/nodejs/async/', /^\/code\/nodejs\/async\/ already exists: .*async\.md$/],
    ['/code/nodejs/', /^\/code\/nodejs\/ already exists: .*index\.md$/],
    ['/cron/', /^\/cron\/ is a redirect in src\/data\/redirects\.ts/],
    ['/brand-new/', /^\/brand-new\/ is at the docs root: it would be outside every section\. New pages go in a section folder \(.*\/code\/.*\); root pages are listed one by one in sidebars\.ts/],
    ['/notebook/cells/', /^\/notebook\/cells\/ is in \/notebook\/, which no sidebar builds from its folder: it would be outside every section/],
    ['/code/nodejs/async/more/', /^\/code\/nodejs\/async\/ is a single-file page \(.*async\.md\): move it to code\/nodejs\/async\/index\.md/],
    ['/code/rust/closures/', /^\/code\/rust\/ does not exist: create that page first/],
    ['/code/Node_JS/', /^"\/code\/Node_JS\/" is not a docs route/],
    ['/code/x.html', /is not a docs route/],
  ])('refuses %s with a clear message', (route, message) => {
    expect(() => plan(route)).toThrow(message);
  });

  it('refuses an empty title', () => expect(() => plan('/code/other/', '  ')).toThrow('The page needs a title'));

  it('refuses a segment whose file name would not fit, naming the file, before touching the disk', () => {
    const before = fs.readdirSync(path.join(docsDir, 'code', 'nodejs'));
    expect(() => plan(`/code/nodejs/${'a'.repeat(300)}/`)).toThrow(
      new NewPageError(
        `${path.relative(process.cwd(), docsDir)}/code/nodejs/aaaaaaaaaaaa…aaaa.md: the file name would be 303 bytes, and a file system takes at most 255; shorten the segment of 300 characters to at most 252`,
      ),
    );
    expect(() => plan(`/code/${'b'.repeat(260)}/x/`)).toThrow(/\/code\/bbbbbbbbbbbb…bbbb\/: the folder name would be 260 bytes/);
    expect(plan(`/code/nodejs/${'a'.repeat(252)}/`).file).toBe(path.join(docsDir, 'code', 'nodejs', `${'a'.repeat(252)}.md`));
    expect(fs.readdirSync(path.join(docsDir, 'code', 'nodejs'))).toEqual(before);
  });

  it('names the file and the cause when writing fails, and leaves nothing behind', () => {
    const p = plan('/code/nodejs/write-fails/');
    const folder = path.join(docsDir, 'code', 'nodejs');
    const before = fs.readdirSync(folder);
    const blocker = path.join(docsDir, 'code', 'nodejs', 'blocker.md'); // a file where the page's folder would go
    fs.writeFileSync(blocker, '');
    const inside = {...p, file: path.join(blocker, 'deeper', 'page.md')};
    expect(() => writeNewPage(inside)).toThrow(
      new NewPageError(`cannot write ${path.relative(process.cwd(), inside.file)}: not a directory (ENOTDIR)`),
    );
    // The folder it makes first is removed again.
    expect(() => writeNewPage({...p, file: path.join(folder, 'made-first', `${'c'.repeat(300)}.md`)})).toThrow(
      /^cannot write .*\/code\/nodejs\/made-first\/c+\.md: name too long \(ENAMETOOLONG\)$/,
    );
    fs.rmSync(blocker);
    expect(fs.readdirSync(folder)).toEqual(before);
  });

  it('quotes YAML only when it must', () => {
    expect(yamlString('Writing Node.js in Steps')).toBe('Writing Node.js in Steps');
    expect(yamlString('Retries: a guide')).toBe('"Retries: a guide"');
    expect(yamlString('"Quoted"')).toBe('"\\"Quoted\\""');
    expect(yamlString('# heading-like')).toBe('"# heading-like"');
  });
});

describe('the npm script', () => {
  it('prints usage and exits 1 without a title', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-page.ts', '/code/x/'], {cwd: root, encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run new-page -- <route> "<Title>"');
  });
  it('refuses a segment longer than a file name in one line, without a stack', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-page.ts', `/code/nodejs/${'a'.repeat(300)}/`, 'Long'], {cwd: root, encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('new-page: docs/code/nodejs/aaaaaaaaaaaa…aaaa.md: the file name would be 303 bytes, and a file system takes at most 255; shorten the segment of 300 characters to at most 252\n');
  });
  it('refuses a route that exists, saying why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-page.ts', '/quickstart/', 'Again'], {cwd: root, encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^new-page: \/quickstart\/ already exists: docs\/quickstart\/index\.md/m);
  });
});

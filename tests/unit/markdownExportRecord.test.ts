/**
 * The Markdown export written from the tree the build parsed (plugins/lib/markdownExport/record.ts)
 * says exactly what the export of a second parse said: real pages compiled by MDX with the recorder first,
 * then exported from their records and from their sources.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {exportPage, parseMdx} from '@site/plugins/lib/markdownExport';
import {markdownMemo, memoKey} from '@site/plugins/lib/markdownExport/memo';
import {pruneRecords, readRecord, recordableTree, recordDir, recordKey, writeRecord} from '@site/plugins/lib/markdownExport/record';
import {stripFrontMatter} from '@site/plugins/docsExportPlugin';
import {exportContext as context, exportHead as head} from './fixtures/exportContext';

const root = path.join(__dirname, '..', '..');
/** Pages with each kind of content: the REST reference, tabs, limits, admonitions, plain text. */
const pages = [
  'docs/api/rest/index.md',
  'docs/api/rest/webhooks.md',
  'docs/troubleshooting.md',
  'docs/limits.md',
  'docs/workflows/settings.md',
  'versioned_docs/version-v1/limits.md',
  'versioned_docs/version-v1/cli/reference.md',
];

let siteDir: string;
beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-'));
});
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('recorded trees', () => {
  it('export to the same Markdown as a second parse of the source, for real pages compiled by MDX', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'recordTrees.mts'), siteDir, ...pages], {cwd: root, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const file of pages) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const tree = readRecord(siteDir, source);
      expect(tree).toBeDefined();
      expect([file, exportPage(head, tree!, context(file))]).toEqual([file, exportPage(head, stripFrontMatter(source), context(file))]);
    }
  }, 60_000);

  it('keep no positions, no front matter and no JavaScript trees but those of attribute values', () => {
    const tree = parseMdx("---\ntitle: x\n---\n\nimport A from './a';\n\n<Tabs values={[{label: 'Go', value: 'go'}]}>\n\nText {' '} here.\n\n</Tabs>\n");
    const json = JSON.stringify(recordableTree(tree));
    expect(json).not.toContain('"position"');
    expect(json).not.toContain('"loc"');
    const esm = (recordableTree(tree) as typeof tree).children.find((n) => n.type === 'mdxjsEsm');
    expect(esm?.data?.estree).toBeUndefined();
    expect(json).toContain('"estree"');
  });

  it('give, written while compiling, the Markdown postBuild finds: that of a second parse', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'recordTrees.mts'), '--prerender', dir, ...pages], {cwd: root, encoding: 'utf8'});
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(fs.readdirSync(recordDir(dir)).filter((f) => f.endsWith('.md'))).toHaveLength(pages.length);
      const used = new Set<string>();
      const memo = markdownMemo(dir, used);
      for (const file of pages) {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        const notKept = () => {
          throw new Error(`${file}: no Markdown kept`);
        };
        const kept = exportPage(head, readRecord(dir, source)!, context(file), (input) => memo(input, notKept));
        expect([file, kept]).toEqual([file, exportPage(head, stripFrontMatter(source), context(file))]);
      }
      expect(used.size).toBe(pages.length);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);

  it('are looked up by the whole source, and old ones of other sources pruned', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-'));
    try {
      const a = '---\ntitle: A\n---\n\nText.\n';
      writeRecord(dir, a, parseMdx(stripFrontMatter(a)));
      writeRecord(dir, 'Other.\n', parseMdx('Other.\n'));
      expect(readRecord(dir, a)).toBeDefined();
      expect(readRecord(dir, a.replace('Text', 'Texts'))).toBeUndefined();
      expect(pruneRecords(dir, new Set([recordKey(a)]))).toBe(0);
      expect(pruneRecords(dir, new Set([recordKey(a)]), -1000)).toBe(1);
      expect(readRecord(dir, a)).toBeDefined();
      expect(readRecord(dir, 'Other.\n')).toBeUndefined();
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('kept Markdown', () => {
  const rendered = {type: 'root' as const, children: [{type: 'paragraph' as const, children: [{type: 'text' as const, value: 'A *b*'}]}]};
  const input = {head, rendered};

  it('is written once per input, in the records folder, and kept by pruning while used', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memo-'));
    try {
      const used = new Set<string>();
      const memo = markdownMemo(dir, used);
      let writes = 0;
      const write = () => `written ${++writes}`;
      expect(memo(input, write)).toBe('written 1');
      expect(memo(structuredClone(input), write)).toBe('written 1');
      expect(memo({head: {...head, title: 'Other'}, rendered}, write)).toBe('written 2');
      expect(fs.existsSync(path.join(recordDir(dir), `${memoKey(input)}.md`))).toBe(true);
      expect([...used]).toEqual([memoKey(input), memoKey({head: {...head, title: 'Other'}, rendered})]);
      expect(pruneRecords(dir, new Set([memoKey(input)]), -1000)).toBe(1);
      expect(markdownMemo(dir)(input, write)).toBe('written 1');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('lives where PIPEDREAM_MARKDOWN_EXPORT_CACHE says, relative to the site', () => {
    expect(recordDir('/site', '')).toBe(path.join('/site', 'node_modules', '.cache', 'pipedream-markdown-export'));
    expect(recordDir('/site', '.cache/md')).toBe(path.join('/site', '.cache', 'md'));
    expect(recordDir('/site', '/tmp/md')).toBe('/tmp/md');
  });
});

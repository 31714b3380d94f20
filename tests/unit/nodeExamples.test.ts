/**
 * The Node.js examples of the v2 pages type-check against the documented step API: scripts/check-node-examples.mjs
 * extracts every ```js block (except `fragment` blocks) and runs the TypeScript compiler over all of them in
 * checkJs mode with types/pipedream-step.d.ts. A typo in a documented method (`$.flow.exitt()`) fails here.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const script = path.join('scripts', 'check-node-examples.mjs');

interface FileReport {
  file: string;
  blocks: number;
  problems: string[];
}

function check(files: string[] = []) {
  const run = spawnSync(process.execPath, [script, '--json', ...files], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const reports: FileReport[] = run.status === 0 ? JSON.parse(run.stdout) : [];
  return {run, reports};
}

const {run, reports} = check();
const withBlocks = reports.filter((r) => r.blocks > 0);

describe('Node.js examples type-check against the step API', () => {
  it('the checker runs over the v2 pages', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(withBlocks.length).toBeGreaterThan(0);
    expect(reports.every((r) => r.file.startsWith(`docs${path.sep}`))).toBe(true);
  });

  it.each(withBlocks.map((r) => [r.file, r] as const))('%s', (_file, report) => {
    expect(report.problems).toEqual([]);
  });
});

describe('the checker', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-examples-'));
  });
  afterAll(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  function page(name: string, body: string): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `---\ntitle: Test\n---\n\n${body}`);
    return file;
  }

  it('reports a misspelled $ method with its file line', () => {
    const file = page(
      'typo.md',
      [
        '```js',
        'export default defineComponent({',
        '  async run({ steps, $ }) {',
        '    return $.flow.exitt("done");',
        '  },',
        '});',
        '```',
        '',
      ].join('\n'),
    );
    const {run: typoRun, reports: typoReports} = check([file]);
    expect(typoRun.status).toBe(0);
    expect(typoReports).toHaveLength(1);
    const [report] = typoReports;
    expect(report?.blocks).toBe(1);
    expect(report?.problems).toHaveLength(1);
    expect(report?.problems[0]).toMatch(/^line 8: TS2551: Property 'exitt' does not exist/);
  }, 60_000);

  it('accepts the documented API and skips fragment blocks', () => {
    const file = page(
      'ok.md',
      [
        '```js',
        'export default defineComponent({',
        '  props: { data: { type: "data_store" }, slack: { type: "app", app: "slack" } },',
        '  async run({ steps, $ }) {',
        '    await this.data.set("token", this.slack.$auth.oauth_access_token);',
        '    $.export("$summary", "Stored");',
        '    return $.flow.exit("done");',
        '  },',
        '});',
        '```',
        '',
        '```js fragment',
        '$.flow.exitt();',
        '```',
        '',
      ].join('\n'),
    );
    const {reports: okReports} = check([file]);
    expect(okReports).toEqual([{file: path.relative(root, file), blocks: 1, problems: []}]);
  }, 60_000);
});

/**
 * `npx tsx scripts/check-mdx.ts FILE…` catches what the build catches: front matter values of the
 * wrong type (the build's rules, config/frontMatter.ts) and broken same-page anchors (plugins/lib/anchors.ts),
 * naming the file, the line, the key or link and what is expected; code blocks that do not parse (Python and
 * shell checked in one process per run, mapped back to their page); `<Limit>` names that are not platform
 * constants and components used without their import, with their line; a good page passes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const prose = Array.from({length: 140}, (_, i) => `word${i}`).join(' ');

const pages: Record<string, string> = {
  'wrong-types.md': `---
title: Wrong types
description: A page whose front matter has values of the wrong type.
sidebar_position: first
hide_title: "yes"
---

## One

${prose}

## Two

${prose}
`,
  'broken-anchor.md': `---
title: Broken anchor
description: A page linking to a heading it does not have.
---

## Set up the trigger

${prose} See [the setup](#set-up-the-triger).

## Two

${prose}
`,
  'bad-python.md': `---
title: Bad Python
description: A page whose second Python block does not parse, and whose shell block does.
---

## One

${prose}

\`\`\`python
print("fine")
\`\`\`

\`\`\`python
def handler(:
    pass
\`\`\`

## Two

${prose}

\`\`\`bash
echo fine
\`\`\`
`,
  'bad-shell.md': `---
title: Bad shell
description: A page whose shell block does not parse, and whose Python block does.
---

## One

${prose}

\`\`\`bash
if [ -f x ]; then echo y
\`\`\`

## Two

${prose}

\`\`\`python
x = 1
\`\`\`
`,
  'limits-and-components.md': `---
title: Limits and components
description: A page with a known and an unknown limit name, and a component used without its import.
---

## One

${prose} The memory is <Limit name="defaultMemory" />.

## Two

${prose} The memory is <Limit name="defaultMemroy" />.

<LimitsTable />
`,
  'old-audit-lines.md': `---
title: Old audit lines
description: Lines the content audit of 2026-11-26 found, one of each kind the content check now catches.
---

## One

${prose} Look a source up (for example \`GET /sources/dc_abc123\`). Results up to <Limit name="sqlResultSize" />.

\`\`\`js
import { setTimeout as sleep } from "timers/promises";

export default defineComponent({
  async run({ steps, $ }) {
    const { headers, bodyRaw } = steps.trigger.event;
    await sleep(1000);
  },
});
\`\`\`

## Two

${prose}
`,
  'good.md': `---
title: Good page
description: A page with every kind of same-page link done right.
sidebar_position: 3
---

## Set up the trigger

${prose} See [the setup](#set-up-the-trigger), [again](#set-up-the-trigger-1) and [custom](#custom-id).

## Set up the trigger

## Two {#custom-id}

${prose}
`,
};

let dir: string;
let json: ReturnType<typeof spawnSync>;
let plain: ReturnType<typeof spawnSync>;
const file = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-'));
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(file(name), text);
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-mdx.ts', ...args], {cwd: root, encoding: 'utf8'});
  json = run('--json', ...Object.keys(pages).map(file));
  plain = run(file('broken-anchor.md'), file('good.md'));
}, 120_000);
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function problems(name: string): string[] {
  const reports = JSON.parse(String(json.stdout)) as {file: string; problems: string[]}[];
  return reports.find((r) => r.file === file(name))!.problems;
}

describe('check-mdx catches what the build catches', () => {
  it('runs', () => {
    expect(json.stderr).toBe('');
    expect(json.status).toBe(0);
  });

  it('reports front matter values of the wrong type with the line, key, value and what is expected', () => {
    expect(problems('wrong-types.md')).toEqual([
      `line 4: Front matter of ${file('wrong-types.md')}: "sidebar_position" is "first", expected a number.`,
      `line 5: Front matter of ${file('wrong-types.md')}: "hide_title" is "yes", expected true or false.`,
    ]);
  });

  it('reports a broken same-page anchor with the line, the link and what is expected', () => {
    expect(problems('broken-anchor.md')).toEqual([
      `Broken anchor in ${file('broken-anchor.md')}:8: the link "#set-up-the-triger" points to #set-up-the-triger, which this page does not have; expected the id of a heading of this page (closest: #set-up-the-trigger), or an explicit {#set-up-the-triger} on one.`,
    ]);
  });

  it('reports a Python or shell block that does not parse on its own page, with the error and the block', () => {
    expect(problems('bad-python.md')).toEqual([
      'python block does not parse: SyntaxError: invalid syntax (line 1) (block starting "def handler(:")',
    ]);
    expect(problems('bad-shell.md')).toEqual([
      'bash block does not parse: line 2: syntax error: unexpected end of file (block starting "if [ -f x ]; then echo y")',
    ]);
  });

  it('reports a <Limit> name that is not a platform constant, with its line, and passes one that is', () => {
    expect(problems('limits-and-components.md').filter((p) => p.includes('<Limit '))).toEqual(['line 12: unknown <Limit name="defaultMemroy">']);
  });

  it('reports a component of the site used without its import, with the line and the import to add', () => {
    expect(problems('limits-and-components.md')).toContain(
      "line 14: <LimitsTable> is used without its import: add `import LimitsTable from '@site/src/components/LimitsTable';` after the front matter",
    );
  });

  it('reports what the content audit found, each with its line: a Node.js module too new, a field no list has, a REST operation the document lacks, another version\'s value', () => {
    expect(problems('old-audit-lines.md').map((p) => p.replace(/(: [^:]*?)( \(|, which| is ).*$/, '$1'))).toEqual([
      'line 8: "GET /sources/dc_abc123"',
      'line 8: <Limit name="sqlResultSize">',
      'line 15: `{ headers, bodyRaw } = steps.trigger.event` reads "bodyRaw"',
      'line 11: `timers/promises` needs Node.js 15.0.0, but code steps run Node.js 14',
    ]);
  });

  it('passes a good page', () => {
    expect(problems('good.md')).toEqual([]);
  });

  it('exits non-zero on any error, naming the file', () => {
    expect(plain.status).toBe(1);
    expect(plain.stdout).toContain(`✗ ${file('broken-anchor.md')}`);
    expect(plain.stdout).toContain(`✓ ${file('good.md')}`);
  });
});

/**
 * Whether each code block of a page parses in its language, for scripts/check-mdx.ts. JavaScript and
 * TypeScript, JSON and YAML are parsed here; Python and shell blocks by their own parsers, all blocks of a
 * run in one process each (a process per block made the run six times slower): `CodeChecker.check` queues
 * them with the page's problem list, `runQueued` runs them and adds each failure to its page.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as yaml from 'js-yaml';
import ts from 'typescript';

export interface CodeBlock {
  readonly lang?: string | null | undefined;
  readonly meta?: string | null | undefined;
  readonly value: string;
}

/** How a problem names its block: by its first line. */
const blockStart = (code: string) => `(block starting "${code.split('\n')[0]!.slice(0, 40)}")`;

const scriptLangs = new Set(['js', 'javascript', 'jsx', 'ts', 'typescript', 'tsx']);

/** Why a block does not parse, for the languages parsed in this process; null when it does or is not one. */
export function syntaxProblem(lang: string, code: string): string | null {
  try {
    if (scriptLangs.has(lang)) {
      const sf = ts.createSourceFile(`x.${lang.startsWith('t') ? 'tsx' : 'jsx'}`, code, ts.ScriptTarget.Latest, true);
      // The parser's own diagnostics (no type check): not in the public typings, stable since TypeScript 2.
      const d = (sf as unknown as {parseDiagnostics: readonly ts.Diagnostic[]}).parseDiagnostics;
      if (d[0]) return `${lang} block does not parse: ${ts.flattenDiagnosticMessageText(d[0].messageText, ' ')}`;
    } else if (lang === 'json') {
      JSON.parse(code);
    } else if (lang === 'yaml' || lang === 'yml') {
      yaml.load(code);
    }
  } catch (e) {
    return `${lang} block does not parse: ${String((e as Error).message).split('\n').filter(Boolean).slice(-1)[0]}`;
  }
  return null;
}

/** The syntax error of each file, by file: Python's compile(), as `python -m py_compile` does. */
const PYTHON_CHECK = `
import json, sys
errors = {}
for f in sys.argv[1:]:
    try:
        with open(f, encoding="utf-8") as src:
            compile(src.read(), f, "exec", dont_inherit=True)
    except SyntaxError as e:
        errors[f] = f"{type(e).__name__}: {e.msg} (line {e.lineno})"
print(json.dumps(errors))
`;
/** `bash -n` on each file, from one shell: a line `file<TAB>last line of the error` per failing file. */
const BASH_CHECK = 'for f; do if ! msg=$(bash -n "$f" 2>&1); then printf "%s\\t%s\\n" "$f" "$(printf "%s" "$msg" | tail -n 1)"; fi; done';

type Batched = 'python' | 'bash';
const batchedLang: Readonly<Record<string, Batched>> = {python: 'python', py: 'python', bash: 'bash', sh: 'bash', shell: 'bash'};

interface Queued {
  readonly lang: string;
  readonly code: string;
  readonly problems: string[];
}

export interface CodeChecker {
  /** Checks a block, adding its problem to `problems` now, or once `runQueued` has run for Python and shell. */
  readonly check: (block: CodeBlock, problems: string[]) => void;
  /** Runs the queued Python and shell checks, one process per language. */
  readonly runQueued: () => void;
}

export function createCodeChecker(): CodeChecker {
  const queued: Record<Batched, Queued[]> = {python: [], bash: []};
  const check = ({lang, meta, value}: CodeBlock, problems: string[]) => {
    if (!lang) {
      problems.push(`code block without a language ${blockStart(value)}`);
      return;
    }
    if (/\bfragment\b/.test(meta ?? '')) return;
    const batched = batchedLang[lang];
    if (batched) queued[batched].push({lang, code: value, problems});
    else {
      const problem = syntaxProblem(lang, value);
      if (problem) problems.push(`${problem} ${blockStart(value)}`);
    }
  };
  const runQueued = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-'));
    try {
      for (const [kind, ext] of [['python', 'py'], ['bash', 'sh']] as const) {
        const blocks = queued[kind];
        if (blocks.length === 0) continue;
        const files = blocks.map((b, i) => {
          const file = path.join(dir, `${i}.${ext}`);
          fs.writeFileSync(file, b.code);
          return file;
        });
        const errors: Record<string, string> =
          kind === 'python'
            ? JSON.parse(execFileSync('python3', ['-c', PYTHON_CHECK, ...files], {encoding: 'utf8'}))
            : Object.fromEntries(
                execFileSync('bash', ['-c', BASH_CHECK, '_', ...files], {encoding: 'utf8'})
                  .split('\n')
                  .filter(Boolean)
                  .map((line) => line.split('\t')),
              );
        blocks.forEach((b, i) => {
          const err = errors[files[i]!]?.replace(`${files[i]}: `, '');
          if (err) b.problems.push(`${b.lang} block does not parse: ${err} ${blockStart(b.code)}`);
        });
        queued[kind] = [];
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  };
  return {check, runQueued};
}

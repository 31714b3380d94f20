#!/usr/bin/env node
// Type-checks the Node.js examples of the docs: every ```js / ```javascript block (except blocks marked
// `fragment`) of the v2 pages under docs/ becomes a virtual ES module, and the TypeScript compiler checks all
// of them in one Program, in checkJs mode, against types/pipedream-step.d.ts (defineComponent, props, `this`,
// `steps`, `$`, @pipedream/platform). A misspelled step API such as `$.flow.exitt()` is an error.
// Usage: node scripts/check-node-examples.mjs [--json] [file.md…]
//   Without files it checks every .md/.mdx file under docs/ (not versioned_docs/).
//   Prints `file:line` and the compiler's message per error; exit 1 on any error.
//   --json prints [{file, blocks, problems: ["line N: TSxxxx message", …]}] and exits 0 (like check-mdx.ts).
// tests/unit/nodeExamples.test.ts runs it once with --json.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const declarationFile = path.join(root, 'types', 'pipedream-step.d.ts');
/** Virtual files live under the repository root so that imports resolve against its node_modules. */
const virtualRoot = path.join(root, '.node-examples');

const JS_LANGS = new Set(['js', 'javascript']);

/** The Markdown files below `dir`, by path (the order of the report). */
function docFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => !e.isDirectory() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The js blocks of a Markdown source: code (dedented) and the 1-based file line of its first code line. */
function jsBlocks(src) {
  const blocks = [];
  const re = /^( *)(```+)(\w*)([^\n]*)\n([\s\S]*?)^\1\2\s*$/gm;
  let m;
  while ((m = re.exec(src))) {
    const [, indent, , lang, meta, body] = m;
    if (!JS_LANGS.has(lang) || /\bfragment\b/.test(meta)) continue;
    const fenceLine = src.slice(0, m.index).split('\n').length;
    const code = body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    blocks.push({code: asComponent(code), firstLine: fenceLine + 1});
  }
  return blocks;
}

/**
 * A component may be exported as a plain object (`export default { key, props, run }`): the platform treats it
 * exactly like `defineComponent({…})`. Wrap such an object in `defineComponent(…)` so it is checked against the
 * same types (an app file, `type: "app"`, in `__checkAppFile(…)`). The inserted text stays on the lines of the
 * braces, so reported line numbers are unchanged.
 */
function asComponent(code) {
  const sf = ts.createSourceFile('block.mjs', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const exported = sf.statements.find(
    (s) => ts.isExportAssignment(s) && !s.isExportEquals && ts.isObjectLiteralExpression(s.expression),
  );
  if (!exported) return code;
  const object = exported.expression;
  const isApp = object.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      p.name.getText(sf) === 'type' &&
      ts.isStringLiteral(p.initializer) &&
      p.initializer.text === 'app',
  );
  const start = object.getStart(sf);
  const end = object.getEnd();
  const wrapper = isApp ? '__checkAppFile' : 'defineComponent';
  return `${code.slice(0, start)}${wrapper}(${code.slice(start, end)})${code.slice(end)}`;
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const named = args.filter((a) => a !== '--json');
const files = (named.length ? named.map((f) => path.resolve(f)) : docFiles(path.join(root, 'docs'))).map(
  (abs) => ({abs, rel: path.relative(root, abs)}),
);

/** virtual path → {file, block index, first line} */
const virtual = new Map();
const reports = files.map(({abs, rel}) => {
  const blocks = jsBlocks(fs.readFileSync(abs, 'utf8'));
  blocks.forEach((b, i) => {
    const name = path.join(virtualRoot, rel.replace(/^(\.\.[/\\])+/, '').replace(/[^\w./-]/g, '_'), `block-${i + 1}.mjs`);
    virtual.set(name, {rel, index: i + 1, firstLine: b.firstLine, code: b.code});
  });
  return {file: rel, blocks: blocks.length, problems: []};
});

const options = {
  allowJs: true,
  checkJs: true,
  noEmit: true,
  strict: false,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
};

const host = ts.createCompilerHost(options, true);
const {getSourceFile, fileExists, readFile} = host;
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
  const v = virtual.get(path.resolve(fileName));
  if (v) return ts.createSourceFile(fileName, v.code, languageVersion, true, ts.ScriptKind.JS);
  return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
};
host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists.call(host, fileName);
host.readFile = (fileName) => virtual.get(path.resolve(fileName))?.code ?? readFile.call(host, fileName);

const program = ts.createProgram({rootNames: [declarationFile, ...virtual.keys()], options, host});
const byFile = new Map(reports.map((r) => [r.file, r]));
const globalProblems = [];

for (const d of ts.getPreEmitDiagnostics(program)) {
  const message = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  const v = d.file && virtual.get(path.resolve(d.file.fileName));
  if (!v) {
    const where = d.file ? `${path.relative(root, d.file.fileName)}: ` : '';
    globalProblems.push(`${where}${message}`);
    continue;
  }
  const {line, character} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
  byFile
    .get(v.rel)
    .problems.push(`line ${v.firstLine + line}: ${message} (block ${v.index}, column ${character + 1})`);
}

if (globalProblems.length) {
  // Problems outside the examples (the declaration file itself): report them and fail loudly.
  for (const p of globalProblems) console.error(p);
  process.exit(2);
}

if (json) {
  console.log(JSON.stringify(reports));
} else {
  let errors = 0;
  let blocks = 0;
  for (const r of reports) {
    blocks += r.blocks;
    errors += r.problems.length;
    for (const p of r.problems) {
      const [, line, rest] = /^line (\d+): (.*)$/.exec(p);
      console.log(`${r.file}:${line}: ${rest}`);
    }
  }
  console.log(`${blocks} Node.js blocks in ${reports.length} files checked, ${errors} errors`);
  process.exit(errors ? 1 : 0);
}

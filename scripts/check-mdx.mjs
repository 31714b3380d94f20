#!/usr/bin/env node
// The content check (content-guide.md): MDX compiles, front matter has title and description and follows
// the build's rules (config/frontMatter.ts, the same module), every `#anchor` of a link exists on its page
// (src/lib/anchors.ts, the build's check), at least two `##` sections, no unfinished markers, at least MIN_WORDS words of prose, <Limit> names exist,
// relative links point at existing doc files, every code block names its language and parses.
// Usage: node scripts/check-mdx.mjs [--json] <file.md…>   (exit 1 on any problem)
// tests/unit/content.test.ts runs it over every page of every version.
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import os from 'node:os';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import * as yaml from 'js-yaml';
import {tsImport} from 'tsx/esm/api';
import {DEFAULT_PARSE_FRONT_MATTER, escapeMarkdownHeadingIds} from '@docusaurus/utils';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const limitNames = new Set(
  [...fs.readFileSync(path.join(root, 'src/data/platform.ts'), 'utf8').matchAll(/^ {2}(\w+): \{\s*label:/gm)].map(
    (m) => m[1],
  ),
);
// The build's own rules, loaded from its TypeScript modules (one source).
const {createFrontMatterCheck} = await tsImport('../config/frontMatter.ts', import.meta.url);
const {formatProblem} = await tsImport('../src/lib/frontMatter.ts', import.meta.url);
const {createAnchorChecker, formatAnchorProblem} = await tsImport('../src/lib/anchors.ts', import.meta.url);
const {remarkTransform} = await tsImport('../config/anchorCheckPlugin.ts', import.meta.url);
const {beforeDefaultRemarkPlugins} = await tsImport('../config/docsRemarkPlugins.ts', import.meta.url);
const checkFrontMatter = createFrontMatterCheck(root);
/** The file as messages name it: relative to the site when inside it. */
const siteRelative = (abs) => (abs.startsWith(root + path.sep) ? path.relative(root, abs).split(path.sep).join('/') : abs);
const checkAnchors = createAnchorChecker({
  readFile: (file) => fs.readFileSync(path.resolve(root, file), 'utf8'),
  transform: remarkTransform(root, beforeDefaultRemarkPlugins),
});

/** The 1-based line of a front matter key in the file (`key:` at the start of a line), if found. */
function frontMatterLine(src, key) {
  const end = src.search(/\n---[ \t]*(\r?\n|$)/);
  const lines = src.slice(0, end < 0 ? 0 : end).split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`));
  return i < 0 ? undefined : i + 1;
}

let ts = null;
try {
  ts = (await import('typescript')).default;
} catch {
  /* typescript not installed: js blocks are not checked */
}

function codeBlocks(body) {
  const blocks = [];
  const re = /^( *)(```+)(\w*)([^\n]*)\n([\s\S]*?)^\1\2\s*$/gm;
  let m;
  while ((m = re.exec(body))) blocks.push({lang: m[3], meta: m[4].trim(), code: m[5]});
  return blocks;
}

/**
 * Python and shell blocks are checked by their own parsers, all blocks of the run in one process each (a
 * process per block made the run six times slower): `checkCode` queues them with the page's problem list.
 */
const queued = {python: [], bash: []};

function checkCode({lang, meta, code}, problems) {
  if (!lang) return 'code block without a language';
  if (/\bfragment\b/.test(meta)) return null;
  try {
    if (['js', 'javascript', 'jsx', 'ts', 'typescript', 'tsx'].includes(lang) && ts) {
      const sf = ts.createSourceFile(`x.${lang.startsWith('t') ? 'tsx' : 'jsx'}`, code, ts.ScriptTarget.Latest, true);
      const d = sf.parseDiagnostics;
      if (d.length) return `${lang} block does not parse: ${ts.flattenDiagnosticMessageText(d[0].messageText, ' ')}`;
    } else if (lang === 'json') {
      JSON.parse(code);
    } else if (lang === 'yaml' || lang === 'yml') {
      yaml.load(code);
    } else if (lang === 'python' || lang === 'py') {
      queued.python.push({lang, code, problems});
    } else if (lang === 'bash' || lang === 'sh' || lang === 'shell') {
      queued.bash.push({lang, code, problems});
    }
  } catch (e) {
    return `${lang} block does not parse: ${String(e.message).split('\n').filter(Boolean).slice(-1)[0]}`;
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

/** Runs the queued Python and shell checks and adds each failure to its page's problems. */
function checkQueuedCode() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-mdx-'));
  try {
    for (const [kind, ext] of [['python', 'py'], ['bash', 'sh']]) {
      const blocks = queued[kind];
      if (blocks.length === 0) continue;
      const files = blocks.map((b, i) => {
        const file = path.join(dir, `${i}.${ext}`);
        fs.writeFileSync(file, b.code);
        return file;
      });
      const errors =
        kind === 'python'
          ? JSON.parse(execFileSync('python3', ['-c', PYTHON_CHECK, ...files], {encoding: 'utf8'}))
          : Object.fromEntries(
              execFileSync('bash', ['-c', BASH_CHECK, '_', ...files], {encoding: 'utf8'})
                .split('\n')
                .filter(Boolean)
                .map((line) => line.split('\t')),
            );
      blocks.forEach((b, i) => {
        const err = errors[files[i]]?.replace(`${files[i]}: `, '');
        if (err) b.problems.push(`${b.lang} block does not parse: ${err} (block starting "${b.code.split('\n')[0].slice(0, 40)}")`);
      });
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Components available on every page without an import (src/theme/MDXComponents.tsx). */
const GLOBAL_COMPONENTS = new Set(['Tabs', 'TabItem', 'Limit', 'ApiBaseUrl', 'Details']);
/**
 * Elements the build expands before the page compiles (no React component): `<OpenApiOperations />` becomes
 * the REST reference's endpoint sections (config/openApiRemarkPlugin.ts; src/data/restApi.ts names it).
 */
const BUILD_TIME_ELEMENTS = new Set(['OpenApiOperations']);
/** Components a page imports itself, and where from. */
const IMPORTS = {
  GuideCards: "import GuideCards from '@site/src/components/GuideCards';",
  LimitsTable: "import LimitsTable from '@site/src/components/LimitsTable';",
  PricingTable: "import PricingTable from '@site/src/components/PricingTable';",
  PythonMappings: "import PythonMappings from '@site/src/components/PythonMappings';",
  TriggerContextFields: "import TriggerContextFields from '@site/src/components/TriggerContextFields';",
  VideoEmbed: "import VideoEmbed from '@site/src/components/VideoEmbed';",
  AlphaFeatureNotice: "import {AlphaFeatureNotice} from '@site/src/components/FeatureNotice';",
  BetaFeatureNotice: "import {BetaFeatureNotice} from '@site/src/components/FeatureNotice';",
};

/** The content guide's word floor for a page. */
const MIN_WORDS = 250;
const UNFINISHED = /\b(TODO|TBD|FIXME|XXX)\b|lorem ipsum|coming soon|placeholder text/i;

const args = process.argv.slice(2);
const json = args[0] === '--json';
const files = json ? args.slice(1) : args;
const report = [];
let failed = 0;
for (const file of files) {
  const problems = [];
  const abs = path.resolve(file);
  const src = fs.readFileSync(abs, 'utf8');
  const {data, content} = matter(src);
  for (const key of ['title', 'description']) if (!data[key]) problems.push(`front matter: missing ${key}`);
  const rel = siteRelative(abs);
  try {
    // As the build reads it: Docusaurus's parser, then the site's rules. Every file given is a page.
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: abs, fileContent: src});
    const {problems: fmProblems} = checkFrontMatter(abs, frontMatter, true);
    const lined = fmProblems
      .filter((p) => !(p.value === undefined && (p.key === 'title' || p.key === 'description'))) // "missing" above
      .map((p) => ({p, line: frontMatterLine(src, p.key)}))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    for (const {p, line} of lined) problems.push(`${line ? `line ${line}: ` : ''}${formatProblem(rel, p)}`);
  } catch (e) {
    problems.push(`front matter does not parse: ${String(e.message).split('\n')[0]}`);
  }
  for (const p of checkAnchors(rel)) problems.push(formatAnchorProblem(p));
  try {
    // `## Title {#custom-id}` headings are escaped first, as Docusaurus's MDX loader does.
    await compile(escapeMarkdownHeadingIds(content), {format: 'mdx'});
  } catch (e) {
    problems.push(`MDX: ${e.message} (line ${e.line ?? '?'} of the body)`);
  }
  const prose = content.replace(/^( *)(```+)[\s\S]*?^\1\2\s*$/gm, '');
  for (const m of prose.matchAll(/<Limit\s+name="([^"]*)"/g))
    if (!limitNames.has(m[1])) problems.push(`unknown <Limit name="${m[1]}">`);
  const inlineCodeless = prose.replace(/`[^`\n]*`/g, '');
  const imported = new Set([...content.matchAll(/^import\s+(?:(\w+)|\{([^}]*)\})/gm)].flatMap((m) => (m[1] ? [m[1]] : m[2].split(',').map((x) => x.trim().split(/\s+as\s+/).pop()))));
  for (const name of new Set([...inlineCodeless.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]))) {
    if (GLOBAL_COMPONENTS.has(name) || BUILD_TIME_ELEMENTS.has(name) || imported.has(name)) continue;
    problems.push(IMPORTS[name] ? `<${name}> is used without its import: add \`${IMPORTS[name]}\` after the front matter` : `unknown component <${name}>`);
  }
  for (const m of inlineCodeless.matchAll(/<Tabs\b[^>]*>/g))
    if (!/\bgroupId=/.test(m[0])) problems.push(`<Tabs> without a groupId (the tab memory and links need one): ${m[0]}`);
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1];
    if (/^(https?:|mailto:|#|\?)/.test(target)) continue;
    if (target.startsWith('pathname:///docs/')) continue; // a file the build writes (e.g. the OpenAPI document)
    const [p] = target.split('#');
    if (!p.endsWith('.md') && !p.endsWith('.mdx')) problems.push(`link not to a .md file: ${target}`);
    else if (!fs.existsSync(path.resolve(path.dirname(abs), p))) problems.push(`link target does not exist: ${target}`);
    if (target.includes('#') && !target.startsWith('#')) problems.push(`link to an anchor on another page: ${target}`);
  }
  for (const b of codeBlocks(content)) {
    const err = checkCode(b, problems);
    if (err) problems.push(`${err} (block starting "${b.code.split('\n')[0].slice(0, 40)}")`);
  }
  const words = prose.split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS) problems.push(`${words} words of prose, under the floor of ${MIN_WORDS}`);
  const sections = prose.match(/^## \S/gm)?.length ?? 0;
  if (sections < 2) problems.push(`${sections} "##" sections, at least 2 expected`);
  const marker = prose.match(UNFINISHED);
  if (marker) problems.push(`unfinished marker "${marker[0]}"`);
  const blocks = codeBlocks(content);
  report.push({file, words, sections, codeBlocks: blocks.length, problems});
}
checkQueuedCode();
if (json) console.log(JSON.stringify(report));
else {
  for (const {file, words, problems} of report) {
    if (problems.length) {
      failed++;
      console.log(`✗ ${file} (${words} words)`);
      for (const p of problems) console.log(`    ${p}`);
    } else console.log(`✓ ${file} (${words} words)`);
  }
  process.exit(failed ? 1 : 0);
}

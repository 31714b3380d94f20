/**
 * Mermaid diagrams rendered at build time (issue 42): a ` ```mermaid title="…" ` block of a page becomes an
 * inline SVG in a `<figure>`, so no Mermaid code reaches the browser and the diagram is there with JavaScript
 * off. Used by the docs' remark plugin (plugins/remarkDiagrams.ts) and by `check-mdx` (scripts/check-mdx.ts),
 * which report the same problems.
 *
 * Two packages, both without a browser (CONTRIBUTING.md, Diagrams; the choice is in issue 42's note):
 * - `beautiful-mermaid` draws the SVG (ELK layout, synchronous, text measured without a DOM). Its parser reads
 *   line by line and skips a line it does not understand, so it never says a diagram is wrong;
 * - `@probelabs/maid` parses the source first (a grammar per diagram type, with the line and column of an
 *   error), so a typo stops the build instead of silently losing an arrow.
 * Both run in a worker thread (./diagramWorker.mjs says why), started on the first page with a diagram: a build
 * with no diagram never loads them.
 *
 * The SVG is made the site's own: the renderer's `<style>` (a web font `@import` from another host, rules for
 * every `<svg>` of the page) and inline colours go, src/css/diagrams.css colours it from Infima's custom
 * properties for both colour modes; ids get the diagram's prefix (a node called `setup` would otherwise take a
 * heading's anchor); it keeps its `viewBox` and size, so the page does not move when it loads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {buildSync} from 'esbuild';
import type {Code, Root} from 'mdast';
import {writeWhole} from './writeWhole';

export const diagramLang = 'mermaid';

/** The first word of the diagrams the two packages both read. */
const kinds: Readonly<Record<string, string>> = {
  flowchart: 'flowchart',
  graph: 'flowchart',
  sequenceDiagram: 'sequence',
  stateDiagram: 'state',
  'stateDiagram-v2': 'state',
  classDiagram: 'class',
};
export const diagramKinds = Object.keys(kinds);

/** What the worker says of one diagram (./diagramWorker.mjs). */
interface WorkerResult {
  readonly errors: readonly {line: number; column: number; message: string; hint?: string}[];
  readonly svg?: string;
  readonly failure?: string;
  /** Time to parse and draw it, in the worker. */
  readonly ms?: number;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, {resolve: (r: WorkerResult[]) => void; reject: (e: Error) => void}>();

/** The worker's code, and the packages it runs. */
const workerSource = path.join(__dirname, 'diagramWorker.mjs');
const workerPackages = ['beautiful-mermaid', 'elkjs', '@probelabs/maid', 'chevrotain'] as const;

/** A package's installed version, as the site's node_modules has it. */
const installedVersion = (siteDir: string, pkg: string) =>
  (JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), 'utf8')) as {version: string}).version;

/**
 * The worker as one file, bundled once per its code and its packages' versions and kept in
 * `node_modules/.cache/pipedream-diagram-worker/`. Node loads the parser's hundreds of small ES modules (lodash-es,
 * chevrotain) in about a second; the bundle gives its first drawing in about 0.4 s against 1.4 s alone, and the
 * wait of a cold build's first page with a diagram was most of what the diagrams cost it (issue 42). Made with esbuild,
 * the bundler tsx runs on, in about 0.6 s, the first time only. If it cannot be made, the worker loads the packages
 * one by one, as before, and the build says so.
 */
export function workerBundle(siteDir: string = path.join(__dirname, '..', '..')): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(workerSource));
  for (const pkg of [...workerPackages, 'esbuild']) hash.update(`\0${pkg}@${installedVersion(siteDir, pkg)}`);
  const file = path.join(siteDir, 'node_modules', '.cache', 'pipedream-diagram-worker', `${hash.digest('hex').slice(0, 16)}.mjs`);
  if (fs.existsSync(file)) return file;
  const partial = `${file}.${process.pid}.partial.mjs`;
  try {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    buildSync({
      entryPoints: [workerSource],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: partial,
      logLevel: 'silent',
      // What a package written as CommonJS asks of `require` inside an ES module bundle.
      banner: {js: "import {createRequire as createRequireOfBundle} from 'node:module'; const require = createRequireOfBundle(import.meta.url);"},
    });
    fs.renameSync(partial, file);
    return file;
  } catch (e) {
    fs.rmSync(partial, {force: true});
    console.warn(`[diagrams] the drawing worker could not be bundled (${(e as Error).message.split('\n')[0]}): it loads its packages one by one`);
    return workerSource;
  }
}

/** The worker, started on first use; it keeps the process alive only while it has work. */
function diagramWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(workerBundle());
  w.on('message', ({id, results}: {id: number; results: WorkerResult[]}) => {
    pending.get(id)?.resolve(results);
    pending.delete(id);
    if (!pending.size) w.unref();
  });
  const fail = (e: Error) => {
    for (const {reject} of pending.values()) reject(new Error(`the Mermaid diagram packages did not load (${e.message}): run \`npm install\``));
    pending.clear();
    worker = undefined;
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the worker stopped with code ${code}`)));
  w.unref();
  worker = w;
  return w;
}

/** Posts the sources to the worker, which parses them and draws them when `draw` is set and they parse. */
function postToWorker(sources: readonly string[], draw: boolean): Promise<WorkerResult[]> {
  const w = diagramWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    w.ref();
    w.postMessage({id, sources, draw, options: renderOptions});
  });
}

/**
 * What the worker parsed and drew, or is drawing, by source: from `drawAhead`, and from pages (each source once). The
 * development server keeps each edited version of a diagram here, a few kilobytes each, for the life of the process.
 */
const drawings = new Map<string, Promise<WorkerResult>>();

/** Parses the sources and draws them, each once in this process: a source drawn ahead or by another page is not sent again. */
function drawInWorker(sources: readonly string[]): Promise<WorkerResult[]> {
  const missing = [...new Set(sources.filter((s) => !drawings.has(s)))];
  if (missing.length) {
    const batch = postToWorker(missing, true);
    missing.forEach((source, i) => {
      const result = batch.then((results) => results[i]!);
      // Awaited by the page that has it; a diagram drawn ahead for a page the build leaves out is never awaited.
      result.catch(() => undefined);
      drawings.set(source, result);
    });
  }
  return Promise.all(sources.map((s) => drawings.get(s)!));
}

/**
 * Parses and draws these diagrams in the worker, and gives the worker's time for each (none for a diagram that does
 * not parse); the pages that have them take the results (checkDiagrams) instead of drawing them again. Called while
 * the site loads (plugins/remarkDiagrams.ts `drawDiagramsAhead`), before the bundler takes both cores: the worker's
 * start and the drawings were most of what the diagrams added to a cold build when the first page with a diagram
 * started them (issue 42).
 */
export async function drawAhead(sources: readonly string[]): Promise<(number | undefined)[]> {
  return sources.length ? (await drawInWorker(sources)).map((r) => r.ms) : [];
}

/** beautiful-mermaid's options: no background of its own (the page's shows), a tighter margin than its 40 px. */
const renderOptions = {transparent: true, padding: 16};

/** The diagrams of a page: its ` ```mermaid ` code blocks. */
export function diagramBlocks(tree: Root): Code[] {
  const found: Code[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'code' && (node as Code).lang === diagramLang) found.push(node as Code);
    for (const child of node.children ?? []) walk(child as {type: string; children?: unknown[]});
  };
  walk(tree);
  return found;
}

/** The block's `title="…"` (Docusaurus's code-block title syntax): the diagram's caption and accessible name. */
export function diagramTitle(meta: string | null | undefined): string | undefined {
  const m = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '');
  return m?.[2]?.trim() || undefined;
}

/** The diagram's type word, from its first line that is not a comment. */
function kindWord(source: string): string {
  const first = source.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('%%')) ?? '';
  return first.split(/\s+/)[0] ?? '';
}

/** A parser message on one line: chevrotain's lists of expected tokens span several. */
function oneLine(message: string): string {
  return message.replace(/'\n'/g, 'the end of the line').replace(/\s+/g, ' ').trim();
}

const at = (line: number | undefined) => (line ? `line ${line}: ` : '');

/** What the page says wrong of a block before any parsing: no title, or a type the site does not draw. */
function blockProblems(block: Code): string[] {
  const fence = block.position?.start.line;
  const problems: string[] = [];
  if (!diagramTitle(block.meta))
    problems.push(`${at(fence)}a mermaid diagram needs a title, its caption and the name screen readers give it: \`\`\`mermaid title="What it shows"`);
  const word = kindWord(block.value);
  if (!kinds[word]) problems.push(`${at(fence)}mermaid diagram of type "${word}" is not supported; the site draws ${diagramKinds.join(', ')}`);
  return problems;
}

export interface CheckedDiagrams {
  /** `line N: …` each (N the line of the page); none when every block has a title, a known type and parses. */
  readonly problems: readonly string[];
  /** The renderer's SVG of each block, when drawn and there are no problems. */
  readonly svgs: readonly string[];
  /** Time to parse and draw each block, in the worker. */
  readonly ms: readonly number[];
}

/** Checks a page's diagram blocks, and draws them (`draw`) when they are all right. */
export async function checkDiagrams(blocks: readonly Code[], draw: boolean): Promise<CheckedDiagrams> {
  const problems = blocks.flatMap(blockProblems);
  const known = blocks.filter((b) => kinds[kindWord(b.value)]);
  const sources = known.map((b) => b.value);
  const results = !known.length ? [] : draw && !problems.length ? await drawInWorker(sources) : await postToWorker(sources, false);
  known.forEach((block, i) => {
    const fence = block.position?.start.line;
    for (const e of results[i]!.errors) {
      problems.push(`${at(fence ? fence + e.line : undefined)}mermaid diagram does not parse (column ${e.column}): ${oneLine(e.message)}${e.hint ? ` ${oneLine(e.hint)}` : ''}`);
    }
    const failure = results[i]!.failure;
    if (failure) problems.push(`${at(fence)}the mermaid diagram could not be drawn: ${oneLine(failure)}`);
  });
  problems.sort((a, b) => Number(/^line (\d+)/.exec(a)?.[1] ?? 0) - Number(/^line (\d+)/.exec(b)?.[1] ?? 0));
  const drawn = !problems.length && draw;
  return {problems, svgs: drawn ? results.map((r) => r.svg!) : [], ms: drawn ? results.map((r) => r.ms ?? 0) : []};
}

/** Every problem of a page's diagrams (`line N: …`), for check-mdx; the worker starts only for a page with one. */
export async function pageDiagramProblems(tree: Root): Promise<string[]> {
  const blocks = diagramBlocks(tree);
  return blocks.length ? [...(await checkDiagrams(blocks, false)).problems] : [];
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A number of an attribute written with at most two decimals (the renderer writes up to 17). */
const rounded = (n: string) => String(Math.round(Number(n) * 100) / 100);

export interface RenderedDiagram {
  /** The `<svg>` element, ready to be inlined. */
  readonly svg: string;
  /**
   * An empty `<svg>` of the same class, viewBox and size, hidden from assistive technology: it holds the diagram's
   * place on a page the browser renders itself (a client navigation) until the SVG is fetched in its stead.
   */
  readonly space: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The renderer's SVG of a diagram as the site's inline SVG: `role="img"`, named by a `<title>` (the block's title) and described by
 * a `<desc>` (its Mermaid source), ids prefixed with `idPrefix`, no style of its own, sized by its viewBox.
 */
export function siteSvg(raw: string, source: string, title: string, idPrefix: string): RenderedDiagram {
  const open = /^\s*<svg\b([^>]*)>/.exec(raw);
  const viewBox = open && /\sviewBox="([^"]+)"/.exec(open[1]!)?.[1];
  const box = viewBox?.split(/\s+/).map(Number);
  if (!open || !box || box.length !== 4 || box.some((n) => !Number.isFinite(n))) throw new Error('beautiful-mermaid gave no <svg viewBox>');
  let body = raw.slice(open[0].length).replace(/<style>[\s\S]*?<\/style>/g, '');
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const idSet = new Set(ids);
  body = body
    .replace(/<[^>]+>/g, (tag) =>
      tag
        // what the renderer keeps for its own tools: the nodes' ids and labels again, styles of lines
        .replace(/\sdata-[\w-]+="[^"]*"/g, '')
        .replace(/(\s(?:id|href|xlink:href)="#?)([^"]+)"/g, (all, attr: string, id: string) => (idSet.has(id) ? `${attr}${idPrefix}-${id}"` : all))
        .replace(/url\(#([^)]+)\)/g, (all, id: string) => (idSet.has(id) ? `url(#${idPrefix}-${id})` : all))
        .replace(/-?\d+\.\d{3,}/g, rounded),
    )
    // the indentation between tags: the SVG is in the page's HTML, every byte of it downloaded
    .replace(/>\s+</g, '><')
    .trim();
  const viewBoxRounded = box.map((n) => rounded(String(n))).join(' ');
  const [, , w, h] = box as [number, number, number, number];
  const width = Math.round(w);
  const height = Math.round(h);
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const sized = `class="diagram__svg" viewBox="${viewBoxRounded}" width="${width}" height="${height}"`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" ${sized} role="img" ` +
    `aria-labelledby="${titleId}" aria-describedby="${descId}" data-pagefind-ignore="all">` +
    `<title id="${titleId}">${escapeXml(title)}</title><desc id="${descId}">${escapeXml(source.trim())}</desc>${body}`;
  // What the renderer must never bring: code, HTML inside the SVG, styles of its own, a font from another host.
  for (const banned of ['<script', '<foreignObject', '<style', '@import']) {
    if (body.includes(banned)) throw new Error(`beautiful-mermaid's SVG has ${banned}`);
  }
  return {svg, space: `<svg ${sized} aria-hidden="true"></svg>`, width, height};
}

/**
 * What plugins/diagramLoader.cjs reads of a diagram: the SVG, the space that holds its place, and the figure's
 * caption (HTML).
 */
export interface DiagramModule {
  readonly svg: string;
  readonly space: string;
  readonly caption: string;
}

/**
 * Where the remark plugin leaves each figure's module for the bundler, and what it drew before
 * (`PIPEDREAM_DIAGRAM_CACHE` moves it: a path relative to the site, or absolute; the bench gives each copy its own).
 */
export const diagramCacheDir = (siteDir: string, setting = process.env.PIPEDREAM_DIAGRAM_CACHE) =>
  setting ? path.resolve(siteDir, setting) : path.join(siteDir, 'node_modules', '.cache', 'pipedream-diagrams');

let drawingCode: string | undefined;

/**
 * What a drawing depends on besides its block: the code that parses, draws and rewrites it and the installed
 * versions of the packages it runs, so an upgrade or an edit of this module draws every diagram again.
 */
function drawingInputs(siteDir: string): string {
  if (drawingCode === undefined) {
    drawingCode = [
      ...workerPackages.map((pkg) => `${pkg}@${installedVersion(siteDir, pkg)}`),
      JSON.stringify(renderOptions),
      fs.readFileSync(__filename, 'utf8'),
      fs.readFileSync(workerSource, 'utf8'),
    ].join('\n');
  }
  return drawingCode;
}

/** The key of a figure drawn from `source` with `caption` and `idPrefix`, by the code and packages of today. */
export function drawingKey(siteDir: string, parts: {source: string; caption: string; idPrefix: string}): string {
  return crypto.createHash('sha256').update(drawingInputs(siteDir)).update(JSON.stringify(parts)).digest('hex').slice(0, 20);
}

/** The module file drawn before for `key`, when it is still there. */
export function drawnBefore(siteDir: string, key: string): string | undefined {
  const ref = path.join(diagramCacheDir(siteDir), `${key}.drawn`);
  const file = fs.existsSync(ref) ? fs.readFileSync(ref, 'utf8') : undefined;
  return file && fs.existsSync(path.join(diagramCacheDir(siteDir), file)) ? path.join(diagramCacheDir(siteDir), file) : undefined;
}

/** Records that `key` was drawn as `moduleFile`. */
export function rememberDrawn(siteDir: string, key: string, moduleFile: string): void {
  writeWhole(path.join(diagramCacheDir(siteDir), `${key}.drawn`), path.basename(moduleFile));
}

/**
 * Writes a figure's module (JSON, read by plugins/diagramLoader.cjs) and gives its path. Named by the hash of
 * what it holds, so builds side by side (frozen versions) write the same file, and an edit makes a new one.
 */
export function writeDiagramModule(siteDir: string, module: DiagramModule): string {
  const text = JSON.stringify(module);
  const dir = diagramCacheDir(siteDir);
  const file = path.join(dir, `${crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)}.diagram`);
  if (!fs.existsSync(file)) writeWhole(file, text);
  return file;
}

/**
 * The diagrams of the build just made (issue 42): every ` ```mermaid ` block of the sources is an inline SVG figure
 * in its page's HTML (so it is there with JavaScript off), its source in the page's Markdown, and no chunk of
 * JavaScript carries code of Mermaid, of the renderer or of the parser, nor the SVG itself: the page's HTML has it,
 * and a client navigation fetches the same SVG from the hashed file the figure names (plugins/diagramLoader.cjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {buildDir, builtPages, builtVersions, htmlFileOf} from '../lib/builtSite';
import {filesBelow} from '../lib/files';
import {docFiles, repoRoot, versionDirs} from '../lib/sourceFiles';
import {diagramsNotDrawn} from '../../plugins/remarkDiagrams';

interface SourceDiagrams {
  readonly file: string;
  readonly url: string;
  /** The blocks as written: the fence's title, and the whole block. */
  readonly blocks: readonly {title: string; block: string}[];
}

const latest = builtVersions()[0];
const pages = versionDirs()
  .flatMap((dir) => docFiles(dir).map((file) => ({dir, file})))
  .flatMap(({dir, file}): SourceDiagrams[] => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const blocks = [...text.matchAll(/^```mermaid title="([^"]+)"\n[\s\S]*?\n```$/gm)].map((m) => ({title: m[1]!, block: m[0]}));
    if (!blocks.length) return [];
    const relative = path.relative(path.join(repoRoot, dir), path.join(repoRoot, file)).split(path.sep).join('/');
    const page = builtPages().find((p) => p.relativePath === relative && (dir === 'docs' ? p.version === latest : dir.endsWith(`version-${p.version}`)));
    if (!page) throw new Error(`${file} has diagrams but no page in build/page-data.json`);
    return [{file, url: page.url, blocks}];
  });

/**
 * Strings only the packages that read or draw Mermaid carry: each is checked to be in its package, so a chunk
 * that bundled one of them would be caught.
 */
const needles = [
  {text: 'Invalid mermaid header', in: 'beautiful-mermaid/dist/index.js'},
  {text: 'org.eclipse.elk', in: 'elkjs/lib/elk.bundled.js'},
  {text: 'Unclosed quote in node label', in: '@probelabs/maid/out/diagrams/flowchart/validate.js'},
  {text: 'NoViableAltException', in: 'chevrotain/lib/chevrotain.mjs'},
];

/** Each diagram figure of a page's HTML: the file it names and its content. */
function figuresOf(url: string): {file?: string; inner: string}[] {
  const html = fs.readFileSync(htmlFileOf(url), 'utf8');
  return [...html.matchAll(/<figure class="?diagram"? data-zoomable="?true"? tabindex="?0"?(?: data-diagram="?([^" >]+)"?)?>([\s\S]*?)<\/figure>/g)].map((m) => ({file: m[1], inner: m[2]!}));
}

/** Markup as its elements, attributes and text, whatever its quoting and escaping (the build minifies the HTML). */
function parsed(html: string): string[] {
  const out: string[] = [];
  const text = (t: string) => (typeof out.at(-1) === 'string' && !out.at(-1)!.startsWith('<') ? (out[out.length - 1] += t) : out.push(t));
  const parser = new Parser(
    {
      onopentag: (name, attrs) => out.push(`<${name}${Object.entries(attrs).map(([k, v]) => ` ${k}=${JSON.stringify(v)}`).join('')}>`),
      ontext: text,
      onclosetag: (name) => out.push(`</${name}>`),
    },
    {recognizeSelfClosing: true},
  );
  parser.end(html);
  return out;
}

/** What only the SVG of a diagram holds, in a form a string of JavaScript keeps as is: its labels as elements. */
const labelsOf = (svg: string) => [...svg.matchAll(/>([^<>"'\\]+)<\/text>/g)].map((m) => `>${m[1]!}</text>`);

describe('diagrams of the build', () => {
  it('the docs have diagrams (issue 42 asked for at least six)', () => {
    expect(pages.flatMap((p) => p.blocks).length).toBeGreaterThanOrEqual(6);
  });

  it.each(pages.map((p) => [p.url, p] as const))('%s: each diagram is an inline SVG figure, named by its title and described by its source', (_url, page) => {
    const figures = figuresOf(page.url).map((f) => f.inner);
    expect(figures).toHaveLength(page.blocks.length);
    page.blocks.forEach(({title}, i) => {
      const figure = figures[i]!;
      expect(figure).toMatch(/^<svg [^>]*role="?img"? aria-labelledby="?diagram-\d+-title"? aria-describedby="?diagram-\d+-desc"?/);
      expect(figure).toMatch(/ viewBox="0 0 [\d.]+ [\d.]+" width="?\d+"? height="?\d+"?/);
      expect(figure).toContain(`>${title}</title><desc id=`);
      expect(figure).toMatch(/<desc id="?diagram-\d+-desc"?>(flowchart|sequenceDiagram|stateDiagram|classDiagram|graph)/);
      expect(figure.match(/<text[^>]*>/g)?.length ?? 0).toBeGreaterThan(2);
      expect(figure).toMatch(new RegExp(`</svg><figcaption>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</figcaption>$`));
    });
  });

  it.each(pages.map((p) => [p.url, p] as const))('%s: the Markdown twin keeps each diagram as its mermaid source', (_url, page) => {
    const md = fs.readFileSync(path.join(path.dirname(htmlFileOf(page.url)), 'index.md'), 'utf8');
    for (const {block} of page.blocks) expect(md).toContain(block);
  });

  it.each(pages.map((p) => [p.url, p] as const))('%s: each figure names a hashed file of the build that holds its SVG as the page has it', (_url, page) => {
    for (const {file, inner} of figuresOf(page.url)) {
      expect(file).toMatch(/^\/docs\/assets\/diagrams\/[\da-f]{16}\.svg$/);
      const svg = fs.readFileSync(path.join(buildDir, file!.slice('/docs/'.length)), 'utf8');
      expect(parsed(inner)).toEqual(parsed(`${svg}${inner.slice(inner.indexOf('<figcaption>'))}`));
    }
  });

  it("the scan that draws diagrams while the site loads finds each diagram of the sources and keys it as its page did: after the build none is left to draw", () => {
    const dirs = versionDirs();
    expect(diagramsNotDrawn(repoRoot, dirs)).toEqual([]);
    // Not because it finds none: with nothing drawn, it finds every block of the sources.
    const setting = process.env.PIPEDREAM_DIAGRAM_CACHE;
    process.env.PIPEDREAM_DIAGRAM_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), 'no-diagrams-'));
    try {
      expect(diagramsNotDrawn(repoRoot, dirs)).toHaveLength(pages.flatMap((p) => p.blocks).length);
    } finally {
      fs.rmSync(process.env.PIPEDREAM_DIAGRAM_CACHE, {recursive: true, force: true});
      if (setting === undefined) delete process.env.PIPEDREAM_DIAGRAM_CACHE;
      else process.env.PIPEDREAM_DIAGRAM_CACHE = setting;
    }
  });

  it('no chunk of JavaScript holds the SVG of a diagram: its labels are in the HTML and the hashed file only', () => {
    const labels = [...new Set(pages.flatMap((p) => figuresOf(p.url).flatMap((f) => labelsOf(f.inner))))];
    expect(labels.length).toBeGreaterThan(pages.length * 3);
    const js = path.join(buildDir, 'assets', 'js');
    const found = filesBelow(js)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => {
        const code = fs.readFileSync(path.join(js, f), 'utf8');
        return labels.filter((label) => code.includes(label)).map((label) => `${f}: ${label}`);
      });
    expect(found).toEqual([]);
  });

  it('no chunk of JavaScript has code of Mermaid, its renderer or its parser', () => {
    for (const n of needles) expect(fs.readFileSync(path.join(repoRoot, 'node_modules', n.in), 'utf8')).toContain(n.text);
    const js = path.join(buildDir, 'assets', 'js');
    const found = filesBelow(js)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => {
        const code = fs.readFileSync(path.join(js, f), 'utf8');
        return needles.filter((n) => code.includes(n.text)).map((n) => `${f}: ${n.text}`);
      });
    expect(found).toEqual([]);
  });
});

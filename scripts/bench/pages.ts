/**
 * Generated documentation pages for the benchmark: plain Markdown of a given size, made of what the docs
 * are made of (front matter, an introduction, sections with paragraphs, lists, code blocks and tables),
 * deterministic for a given name. No links, so any site builds them with broken-link checks on.
 */
import fs from 'node:fs';
import path from 'node:path';

const words = (
  'workflow step trigger event source destination payload request response connected account app action ' +
  'prop data store environment variable schedule queue memory timeout retry error handler deploy version ' +
  'component code runtime export return value object array string number record field header body query'
).split(' ');

/** A small deterministic generator (mulberry32) seeded from a string. */
function random(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(rnd: () => number): string {
  const n = 8 + Math.floor(rnd() * 12);
  const s = Array.from({length: n}, () => words[Math.floor(rnd() * words.length)]).join(' ');
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
}

function paragraph(rnd: () => number): string {
  return Array.from({length: 2 + Math.floor(rnd() * 4)}, () => sentence(rnd)).join(' ');
}

function block(rnd: () => number, i: number): string {
  switch (i % 4) {
    case 0:
      return paragraph(rnd);
    case 1:
      return Array.from({length: 3 + Math.floor(rnd() * 3)}, () => `- ${sentence(rnd)}`).join('\n');
    case 2:
      return ['```javascript', 'export default defineComponent({', '  async run({steps, $}) {',
        `    const ${words[i % words.length]} = steps.trigger.event.body;`, `    return {ok: true, n: ${i}};`, '  },', '});', '```'].join('\n');
    default:
      return ['| name | value | note |', '| --- | --- | --- |',
        ...Array.from({length: 3}, (_, r) => `| ${words[(i + r) % words.length]} | ${r * 64}KB | ${sentence(rnd)} |`)].join('\n');
  }
}

/** A Markdown page of about `bytes` bytes (at least a title, a description and one section). */
export function generatedPage(name: string, bytes: number, position?: number): string {
  const rnd = random(name);
  const title = `${name.replace(/[-_/]+/g, ' ').trim() || 'Overview'}`;
  let out = `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(sentence(rnd))}\n${
    position === undefined ? '' : `sidebar_position: ${position}\n`
  }---\n\n${paragraph(rnd)}\n`;
  let section = 0;
  while (out.length < bytes || section === 0) {
    section++;
    out += `\n## Section ${section}\n\n${paragraph(rnd)}\n`;
    for (let b = 0; b < 3 && out.length < bytes; b++) {
      if (b === 1) out += `\n### Part ${section}.${b}\n`;
      out += `\n${block(rnd, section + b)}\n`;
    }
  }
  return out;
}

export interface PageFile {
  /** Path relative to the docs folder, e.g. `code/nodejs/index.md`. */
  readonly file: string;
  readonly bytes: number;
}

/** The Markdown files of a docs folder and their sizes. */
export function pageFiles(docsDir: string): PageFile[] {
  return (fs.readdirSync(docsDir, {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => ({file: f.split(path.sep).join('/'), bytes: fs.statSync(path.join(docsDir, f)).size}));
}

/**
 * A page of this site made plain for a site without its components: front matter reduced to title and
 * description, imports, component tags, expressions and links dropped (their text kept), code as is. The
 * text keeps its real size and wording, so it compresses like the docs do (generated text would not).
 */
export function plainPage(source: string): string {
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const keep = (fm?.[1] ?? '').split('\n').filter((l) => /^(title|description):/.test(l));
  const body = fm ? source.slice(fm[0].length) : source;
  let inCode = false;
  const lines = body.split('\n').flatMap((line) => {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode || /^\s*(```|~~~)/.test(line)) return [line];
    if (/^(import|export) /.test(line) || /^\s*<\/?[A-Z][^>]*>\s*$/.test(line)) return [];
    // Outside inline code: components, expressions, HTML tags and links.
    return [
      line
        .split('`')
        .map((part, i) =>
          i % 2
            ? part
            : part
                .replace(/<[A-Z][^>]*\/>/g, 'the value')
                .replace(/<\/?[A-Za-z][^>]*>/g, '')
                .replace(/\{[^}]*\}/g, '')
                .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1'),
        )
        .join('`'),
    ];
  });
  return `---\n${keep.join('\n')}\n---\n${lines.join('\n')}`;
}

/** Writes this site's pages, made plain (`plainPage`), under `dir`, renaming as `pages` says. */
export function writePlainPages(dir: string, sourceDir: string, pages: readonly (PageFile & {readonly source: string})[]): void {
  for (const p of pages) {
    const full = path.join(dir, p.file.replace(/\.mdx$/, '.md'));
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, plainPage(fs.readFileSync(path.join(sourceDir, p.source), 'utf8')));
  }
}

/** Writes one generated page per entry, under `dir`. */
export function writePages(dir: string, pages: readonly PageFile[]): void {
  for (const p of pages) {
    const full = path.join(dir, p.file.replace(/\.mdx$/, '.md'));
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, generatedPage(p.file.replace(/(\/index)?\.mdx?$/, ''), p.bytes));
  }
}

/** `count` generated pages of the given average size, 50 to a folder, as `prefix/group-N/page-M.md`. */
export function fillerPages(prefix: string, count: number, averageBytes: number): PageFile[] {
  return Array.from({length: count}, (_, i) => ({
    file: `${prefix}/group-${String(Math.floor(i / 50)).padStart(3, '0')}/page-${String(i).padStart(5, '0')}.md`,
    bytes: Math.round(averageBytes * (0.5 + ((i * 7919) % 100) / 100)),
  }));
}

/**
 * The re-cut of Pagefind's word index into small chunks (plugins/lib/pagefindChunks.ts): its pieces by hand,
 * then on a bundle Pagefind itself makes of real pages, searched through Pagefind's own runtime and wasm
 * before and after.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {decode, encode} from 'cbor-x';
import {
  arrayHead,
  itemEnd,
  boundaryPrefixLength,
  boundaryPrefixes,
  cutRuns,
  readPagefindFile,
  rechunkIndex,
  writePagefindFile,
  type PagefindFile,
} from '@site/plugins/lib/pagefindChunks';
import {docFiles, repoRoot} from '../lib/sourceFiles';
import type {QueryAnswer, QueryRequest} from '../site/pagefindQuery';

describe('boundaryPrefixes', () => {
  it.each([
    ['apple', 'apricot', 'app', 'apr'],
    ['cataraman', 'yacht', 'c', 'y'],
    ['cath', 'cathartic', 'cath', 'catha'],
    ['cryptodom', 'csv', 'cr', 'cs'],
    // Characters, not UTF-16 units: the shared 𝒳 (two units) counts once.
    ['a𝒳b', 'a𝒳c', 'a𝒳b', 'a𝒳c'],
    ['caf\u00e9', 'caf\u00e9s', 'caf\u00e9', 'caf\u00e9s'],
  ])('%s | %s → %s | %s', (last, first, to, from) => {
    expect(boundaryPrefixes(last, first)).toEqual([to, from]);
  });
});

describe('cutRuns', () => {
  const size = (n: number) => n;
  it('ends a run before the item that would take it past the target', () => {
    expect(cutRuns([3, 3, 3, 2, 2, 2], size, 6)).toEqual([[3, 3], [3, 2], [2, 2]]);
  });
  it('gives an item larger than the target a run of its own', () => {
    expect(cutRuns([1, 2, 10, 1, 1], size, 6)).toEqual([[1, 2], [10], [1, 1]]);
  });
  it('goes past the target where no cut is allowed', () => {
    const words = ['apple', 'apricot', 'banana', 'cherry', 'citrus'];
    const runs = cutRuns(words, () => 1, 1, (a, b) => a[0] !== b[0]);
    expect(runs).toEqual([['apple', 'apricot'], ['banana'], ['cherry', 'citrus']]);
  });
  it('keeps every item once, in order, and makes no empty run', () => {
    expect(cutRuns([], size, 6)).toEqual([]);
    expect(cutRuns([7], size, 6)).toEqual([[7]]);
  });
});

describe('Pagefind files', () => {
  it('reads back what it writes: gzip of the signature and CBOR', () => {
    const value = [[['word', [[0, [-7, 12, 30], []]], []]]];
    const file = writePagefindFile(value);
    expect(zlib.gunzipSync(file).subarray(0, 12).toString()).toBe('pagefind_dcd');
    expect(readPagefindFile('x', file)).toEqual(value);
  });
  it('names the file that is not one', () => {
    expect(() => readPagefindFile('index/en_1.pf_index', Buffer.from('plain'))).toThrow('index/en_1.pf_index: not gzip');
    expect(() => readPagefindFile('index/en_2.pf_index', zlib.gzipSync(encode([1])))).toThrow('index/en_2.pf_index: no Pagefind signature');
  });
});

/** A bundle of one language with the given chunks (each a list of words), as Pagefind 1.6 lays it out. */
function bundle(chunks: readonly (readonly string[])[]): PagefindFile[] {
  const word = (w: string, page: number) => [w, [[page, [-7, 10 + page], []]], []];
  const files: PagefindFile[] = chunks.map((words, i) => ({path: `index/en_c${i}.pf_index`, content: writePagefindFile([words.map((w, j) => word(w, j % 2))])}));
  const meta = ['1.6.0', [['en_p0', 10, ''], ['en_p1', 12, '']], chunks.map((w, i) => [w[0], w.at(-1), `en_c${i}`]), [], [], ['title']];
  files.push({path: 'pagefind.en_meta0.pf_meta', content: writePagefindFile(meta)});
  files.push({path: 'pagefind-entry.json', content: Buffer.from(JSON.stringify({version: '1.6.0', languages: {en: {hash: 'en_meta0', wasm: 'en', page_count: 2}}}))});
  files.push({path: 'fragment/en_p0.pf_fragment', content: Buffer.from('fragment 0')});
  return files;
}

describe('rechunkIndex', () => {
  const words = ['alpha', 'apple', 'apricot', 'banana', 'band', 'bandwidth', 'cherry'];
  const out = rechunkIndex(bundle([words.slice(0, 4), words.slice(4)]), 1);
  const file = (p: string) => out.find((f) => f.path === p);
  const entry = JSON.parse(Buffer.from(file('pagefind-entry.json')!.content).toString()) as {languages: {en: {hash: string; page_count: number}}};
  const meta = readPagefindFile('meta', file(`pagefind.${entry.languages.en.hash}.pf_meta`)!.content) as unknown[];
  const chunks = meta[2] as [string, string, string][];

  it('cuts between words wherever they differ within the first three characters, and not within "ban…"', () => {
    expect(boundaryPrefixLength).toBe(3);
    const held = chunks.map(([, , hash]) => ((readPagefindFile(hash, file(`index/${hash}.pf_index`)!.content) as unknown[][])[0] as [string][]).map((w) => w[0]));
    expect(held).toEqual([['alpha'], ['apple'], ['apricot'], ['banana', 'band', 'bandwidth'], ['cherry']]);
  });

  it('bounds each chunk as Pagefind does: the first word, the shortest telling prefixes, the last word', () => {
    expect(chunks.map(([from, to]) => [from, to])).toEqual([
      ['alpha', 'al'],
      ['ap', 'app'],
      ['apr', 'a'],
      ['b', 'b'],
      ['c', 'cherry'],
    ]);
  });

  it('writes the new metadata under a new name the entry file points at, keeps the rest of it and every other file', () => {
    expect(entry.languages.en).toMatchObject({page_count: 2});
    expect(entry.languages.en.hash).toMatch(/^en_[0-9a-f]{10}$/);
    expect(meta.slice(0, 2)).toEqual(['1.6.0', [['en_p0', 10, ''], ['en_p1', 12, '']]]);
    expect(meta.slice(3)).toEqual([[], [], ['title']]);
    expect(file('fragment/en_p0.pf_fragment')!.content.toString()).toBe('fragment 0');
    expect(out.map((f) => f.path).filter((p) => /en_c\d|en_meta0/.test(p))).toEqual([]);
    expect(out.filter((f) => f.path.startsWith('index/')).map((f) => f.path)).toEqual(chunks.map(([, , hash]) => `index/${hash}.pf_index`));
  });

  it('names the file behind what it cannot read', () => {
    const files = bundle([words]);
    expect(() => rechunkIndex(files.filter((f) => f.path !== 'pagefind-entry.json'), 1)).toThrow('no pagefind-entry.json');
    expect(() => rechunkIndex(files.filter((f) => !f.path.endsWith('.pf_meta')), 1)).toThrow('names pagefind.en_meta0.pf_meta, which is not in the bundle');
    expect(() => rechunkIndex(files.filter((f) => !f.path.startsWith('index/')), 1)).toThrow('pagefind.en_meta0.pf_meta: its chunk ["alpha","cherry","en_c0"] names no file');
    expect(() => rechunkIndex(bundle([['b', 'a']]), 1)).toThrow('pagefind.en_meta0.pf_meta: its chunks\' words are not in order at "a"');
  });
});

describe('on a bundle Pagefind makes of real pages, searched with its own runtime', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-chunks-'));
  const original = path.join(tmp, 'original');
  // The same words in one chunk: no boundary at all, what every cut must search like.
  const whole = path.join(tmp, 'whole');
  const cut = path.join(tmp, 'cut');
  const target = 1500;
  let words: string[] = [];

  const search = (dir: string, requests: readonly QueryRequest[]): QueryAnswer[] =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests', 'site', 'pagefindQuery.ts'), dir], {
        cwd: repoRoot,
        input: JSON.stringify(requests),
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      }),
    ) as QueryAnswer[];

  beforeAll(() => {
    // Forty of the docs' own pages, their Markdown as the text of a page.
    const pages = docFiles('docs').slice(0, 40).map((f, i) => {
      const text = fs.readFileSync(path.join(repoRoot, f), 'utf8').replace(/[<>&]/g, ' ');
      return {url: `/docs/page-${i}/`, html: `<html lang="en"><head><title>Page ${i}</title></head><body><main><h1>Page ${i}</h1><p>${text}</p></main></body></html>`};
    });
    execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests', 'lib', 'pagefindBundle.ts'), original, 'v2'], {cwd: repoRoot, input: JSON.stringify(pages)});
    const dir = path.join(original, 'pagefind', 'v2');
    const files = (fs.readdirSync(dir, {recursive: true}) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => ({path: f.split(path.sep).join('/'), content: fs.readFileSync(path.join(dir, f))}));
    for (const [out, bytes] of [[cut, target], [whole, Infinity]] as const) {
      for (const f of rechunkIndex(files, bytes)) {
        const to = path.join(out, 'pagefind', 'v2', f.path);
        fs.mkdirSync(path.dirname(to), {recursive: true});
        fs.writeFileSync(to, f.content);
      }
    }
    words = wordsOf(original);
  }, 60_000);
  afterAll(() => process.env.KEEP_TMP || fs.rmSync(tmp, {recursive: true, force: true}));

  const indexFiles = (dir: string) => fs.readdirSync(path.join(dir, 'pagefind', 'v2', 'index')).map((f) => path.join(dir, 'pagefind', 'v2', 'index', f));
  /** The words of a bundle's chunks, in the order its metadata lists the chunks. */
  function wordsOf(dir: string): string[] {
    const v2 = path.join(dir, 'pagefind', 'v2');
    const entry = JSON.parse(fs.readFileSync(path.join(v2, 'pagefind-entry.json'), 'utf8')) as {languages: {en: {hash: string}}};
    const metaFile = path.join(v2, `pagefind.${entry.languages.en.hash}.pf_meta`);
    const meta = readPagefindFile(metaFile, fs.readFileSync(metaFile)) as unknown[];
    return (meta[2] as string[][]).flatMap(([, , hash]) => {
      const f = path.join(v2, 'index', `${hash}.pf_index`);
      return ((readPagefindFile(f, fs.readFileSync(f)) as unknown[][])[0] as [string][]).map((w) => w[0]);
    });
  }

  it('cuts Pagefind’s few chunks into many, none over the target unless it holds one word or one run of words sharing a prefix', () => {
    const before = indexFiles(original);
    const after = indexFiles(cut);
    expect(before.length).toBeLessThan(10);
    expect(after.length).toBeGreaterThan(5 * before.length);
    expect(indexFiles(whole)).toHaveLength(1);
    // Past the target, a chunk only goes on with words that begin as the word before them does.
    const shared = (a: string, b: string) => {
      const [x, y] = [Array.from(a), Array.from(b)];
      let n = 0;
      while (n < x.length && x[n] === y[n]) n++;
      return n;
    };
    let over = 0;
    for (const f of after) {
      const held = (readPagefindFile(f, fs.readFileSync(f)) as unknown[][])[0] as [string][];
      let bytes = 0;
      held.forEach((w, i) => {
        bytes += encode(w).length;
        if (i > 0 && bytes > target) {
          over++;
          const pair = [held[i - 1]![0], w[0]];
          expect([pair, shared(pair[0]!, pair[1]!) >= boundaryPrefixLength]).toEqual([pair, true]);
        }
      });
    }
    expect(over).toBeGreaterThan(0);
  });

  it('holds Pagefind’s words, in its order, byte for byte', () => {
    expect(words.length).toBeGreaterThan(1000);
    expect(wordsOf(cut)).toEqual(words);
    // The words' items, read with cbor-x, are Pagefind's values and take Pagefind's bytes: a chunk's CBOR is
    // two array heads (`[[…]]`) and its words' items.
    const items = (dir: string) => indexFiles(dir).flatMap((f) => (readPagefindFile(f, fs.readFileSync(f)) as unknown[][])[0]!);
    const key = (w: unknown) => JSON.stringify(w);
    expect(items(cut).map(key).sort()).toEqual(items(original).map(key).sort());
    const wordBytes = (dir: string) =>
      indexFiles(dir).reduce((sum, f) => {
        const cbor = zlib.gunzipSync(fs.readFileSync(f)).subarray(12);
        const n = ((decode(cbor) as unknown[][])[0]!).length;
        return sum + cbor.length - 1 - arrayHead(n).length;
      }, 0);
    expect(wordBytes(cut)).toBe(wordBytes(original));
  });

  it('finds what one chunk finds, the same pages in the same order, for every word of three characters or more (Pagefind searches a stem, which can be one shorter: pars → par), alone and after another', () => {
    const long = words.filter((w) => Array.from(w).length >= boundaryPrefixLength && !/^\d+$/.test(w));
    expect(long.length).toBeGreaterThan(500);
    const requests: QueryRequest[] = [
      ...long.map((query) => ({query, version: 'v2', limit: 3})),
      // Two words from far apart: two chunks; and prefixes of words, which match every word they begin.
      ...long.filter((_, i) => i % 25 === 0).map((w, i, all) => ({query: `${all[all.length - 1 - i]} ${w}`, version: 'v2', limit: 3})),
      ...long.filter((w) => w.length > 6).filter((_, i) => i % 10 === 0).map((w) => ({query: w.slice(0, 5), version: 'v2', limit: 3})),
    ];
    // As typed (`literal`): the bundle has no vocabulary, and this compares Pagefind's own matches.
    const [before, after] = [search(whole, requests.map((r) => ({...r, literal: true}))), search(cut, requests.map((r) => ({...r, literal: true})))];
    const summary = (a: QueryAnswer) => [a.count, a.hits.map((h) => h.url)];
    const differ = requests.filter((_, i) => JSON.stringify(summary(before[i]!)) !== JSON.stringify(summary(after[i]!))).map((r) => r.query);
    expect(differ).toEqual([]);
    expect(before.filter((a) => a.count > 0).length).toBeGreaterThan(requests.length * 0.9);
  }, 120_000);
});

describe('CBOR item boundaries', () => {
  it.each([
    ['a small integer', 5],
    ['a negative integer', -300],
    ['a long text', 'x'.repeat(300)],
    ['a word item', ['requestsget', [[3, [-7, 321], []], [70000, [-7, 1245, 157], []]], []]],
    ['a float', 1.5],
  ])('finds where %s ends', (_, value) => {
    const bytes = Buffer.concat([encode(value), Buffer.from([0x01])]);
    expect(itemEnd(bytes, 0, 'x')).toBe(bytes.length - 1);
  });
  it.each([[0], [23], [24], [255], [256], [65535], [65536]])('writes an array head of %i items as cbor-x does', (n) => {
    expect(arrayHead(n)).toEqual(encode(new Array(n).fill(0)).subarray(0, arrayHead(n).length));
  });
  it('names the file of a cut or indefinite item', () => {
    expect(() => itemEnd(encode('abcdef').subarray(0, 4), 0, 'index/en_3.pf_index')).toThrow('index/en_3.pf_index: CBOR ends inside an item');
    expect(() => itemEnd(Buffer.from([0x9f, 0x01, 0xff]), 0, 'index/en_4.pf_index')).toThrow('index/en_4.pf_index: a CBOR item of indefinite length at byte 0');
  });
});

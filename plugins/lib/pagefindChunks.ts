/**
 * Smaller index chunks for a Pagefind index, so that a reader's search downloads less.
 *
 * Pagefind (1.6) cuts the word index into chunks of about 20,000 word locations, a figure it does not let a
 * caller set (pagefind/src/index/mod.rs `chunk_index`). Here that is about 55 KB of CBOR, 30 KB gzip, per
 * chunk, and a query loads one whole chunk for each of its words: "cron job" loaded 68 KB of index for two
 * words. `rechunkIndex` re-cuts the same words, in the same order, into chunks of about `targetBytes` of
 * CBOR, and rewrites what points at them (the metadata file's chunk list and the entry file's hash of it).
 * The words go through as Pagefind encoded them, byte for byte: a chunk is the CBOR `[[words]]` Pagefind
 * writes, with a run of Pagefind's own word items copied in, so the wasm reads them as it reads Pagefind's.
 * Only the items' boundaries are read (`itemEnd`), not their contents: for an index of 2,500 generated
 * pages, decoding every location into JS values and encoding them again took 3.0 s and 100 MB more memory;
 * copying the bytes takes 0.9 s (most of it gzip) and 34 MB.
 *
 * Pagefind's file layout, as 1.6 writes it (every file: gzip of `pagefind_dcd` and CBOR):
 * - `pagefind-entry.json`: `languages.<lang>.hash` names the metadata file `pagefind.<hash>.pf_meta`;
 * - the metadata: `[version, pages, chunks, filters, sorts, metaFields]`, each chunk `[from, to, hash]`: the
 *   search asks the first chunk whose `from <= word <= to` (pagefind_web `request_indexes`), with `from` and
 *   `to` cut to the shortest prefixes that still tell neighbouring chunks apart (`chunk_meta`);
 * - `index/<hash>.pf_index`: `[words]`, sorted, each `[word, pages, …]`.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {Encoder, decode} from 'cbor-x';

/** The signature Pagefind puts before the CBOR of each of its files, inside the gzip. */
const signature = Buffer.from('pagefind_dcd');

/** A file of a Pagefind bundle, as `index.getFiles()` returns it: a path under the bundle and its bytes. */
export interface PagefindFile {
  readonly path: string;
  readonly content: Uint8Array;
}

/** Plain CBOR, as minicbor writes it: definite arrays, no cbor-x records or tags. */
const cbor = new Encoder({useRecords: false, mapsAsObjects: false, variableMapSize: true});

/** The CBOR inside a Pagefind file (`file` names it in the error when it is not one). */
function pagefindCbor(file: string, content: Uint8Array): Buffer {
  let raw: Buffer;
  try {
    raw = zlib.gunzipSync(content);
  } catch {
    throw new Error(`${file}: not gzip, so not a Pagefind index file`);
  }
  if (!raw.subarray(0, signature.length).equals(signature)) throw new Error(`${file}: no Pagefind signature`);
  return raw.subarray(signature.length);
}

/** The value of a Pagefind file (`file` names it in the error when it is not one). */
export function readPagefindFile(file: string, content: Uint8Array): unknown {
  return decode(pagefindCbor(file, content));
}

/** A CBOR item's head at `pos`: its major type, its argument (a length, a count or a value) and where its content starts. */
function readHead(cbor: Buffer, pos: number, file: string): {major: number; arg: number; next: number} {
  if (pos >= cbor.length) throw new Error(`${file}: CBOR ends inside an item`);
  const major = cbor[pos]! >> 5;
  const info = cbor[pos]! & 31;
  if (info < 24) return {major, arg: info, next: pos + 1};
  if (info === 24) return {major, arg: cbor.readUInt8(pos + 1), next: pos + 2};
  if (info === 25) return {major, arg: cbor.readUInt16BE(pos + 1), next: pos + 3};
  if (info === 26) return {major, arg: cbor.readUInt32BE(pos + 1), next: pos + 5};
  if (info === 27) return {major, arg: Number(cbor.readBigUInt64BE(pos + 1)), next: pos + 9};
  throw new Error(`${file}: a CBOR item of indefinite length at byte ${pos}, which Pagefind does not write`);
}

/** Where the CBOR item at `pos` ends (the offset just past it). */
export function itemEnd(cbor: Buffer, pos: number, file: string): number {
  const {major, arg, next} = readHead(cbor, pos, file);
  let end = next;
  if (major === 2 || major === 3) end += arg; // bytes, text
  else if (major === 4 || major === 5) for (let i = 0; i < (major === 5 ? 2 * arg : arg); i++) end = itemEnd(cbor, end, file); // array, map
  else if (major === 6) end = itemEnd(cbor, end, file); // tag
  if (end > cbor.length) throw new Error(`${file}: CBOR ends inside an item`);
  return end; // integers and simple values end with their head
}

/** The head of a CBOR array of `count` items, in its shortest form (as minicbor and cbor-x write it). */
export function arrayHead(count: number): Buffer {
  if (count < 24) return Buffer.from([0x80 | count]);
  if (count < 0x100) return Buffer.from([0x98, count]);
  const head = Buffer.alloc(count < 0x10000 ? 3 : 5);
  head[0] = count < 0x10000 ? 0x99 : 0x9a;
  if (count < 0x10000) head.writeUInt16BE(count, 1);
  else head.writeUInt32BE(count, 1);
  return head;
}

/** A word of a chunk: its text (and its UTF-8 bytes), and its whole CBOR item (`[word, pages, …]`) as Pagefind wrote it. */
interface RawWord {
  readonly word: string;
  readonly utf8: Buffer;
  readonly bytes: Buffer;
}

/** The words of an index chunk (`[[word…]]`) as items of its bytes, in order. */
function chunkWords(file: string, content: Uint8Array): RawWord[] {
  const cbor = pagefindCbor(file, content);
  const outer = readHead(cbor, 0, file);
  const list = outer.major === 4 && outer.arg === 1 ? readHead(cbor, outer.next, file) : undefined;
  if (!list || list.major !== 4) throw new Error(`${file}: not a list of words`);
  const words: RawWord[] = [];
  let pos = list.next;
  for (let i = 0; i < list.arg; i++) {
    const item = readHead(cbor, pos, file);
    const text = item.major === 4 && item.arg >= 1 ? readHead(cbor, item.next, file) : undefined;
    if (!text || text.major !== 3) throw new Error(`${file}: word ${i} is not [text, …]`);
    const end = itemEnd(cbor, pos, file);
    const utf8 = cbor.subarray(text.next, text.next + text.arg);
    words.push({word: utf8.toString('utf8'), utf8, bytes: cbor.subarray(pos, end)});
    pos = end;
  }
  if (pos !== cbor.length) throw new Error(`${file}: ${cbor.length - pos} bytes after its list of words`);
  return words;
}

/** Every word of a bundle's word index (`index/*.pf_index`), as Pagefind stored it (stemmed, lower case), sorted. */
export function indexWords(files: readonly PagefindFile[]): string[] {
  return files
    .filter((f) => f.path.startsWith('index/'))
    .flatMap((f) => chunkWords(f.path, f.content).map((w) => w.word))
    .sort();
}

/** A Pagefind file of CBOR `parts`: gzip (at its best level: it is written once and sent to every reader) of the signature and them. */
function pagefindFileOf(parts: readonly Uint8Array[]): Buffer {
  return zlib.gzipSync(Buffer.concat([signature, ...parts]), {level: 9});
}

/** A Pagefind file of `value`. */
export function writePagefindFile(value: unknown): Buffer {
  return pagefindFileOf([cbor.encode(value)]);
}

/** Characters (not UTF-16 units) `a` and `b` begin with in common. */
const sharedPrefix = (a: string, b: string) => {
  const x = Array.from(a);
  const y = Array.from(b);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
};

/**
 * The shortest prefixes of two neighbouring chunks' last and first words that still tell them apart (one
 * character past their common prefix), as Pagefind's `get_prefixes` cuts them. Characters, not UTF-16 units.
 */
export function boundaryPrefixes(last: string, first: string): [string, string] {
  const common = sharedPrefix(last, first);
  return [Array.from(last).slice(0, common + 1).join(''), Array.from(first).slice(0, common + 1).join('')];
}

/**
 * Runs of consecutive items, each as long as it can be without its sizes adding up past `target`: a run ends
 * before the item that would overflow it, so an item larger than `target` (a word on every page) is a run of
 * its own and never makes the items beside it cost more. A run ends only where `canCut(last, next)` allows;
 * where it does not, the run goes on past `target`.
 */
export function cutRuns<T>(items: readonly T[], sizeOf: (item: T) => number, target: number, canCut: (last: T, next: T) => boolean = () => true): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = sizeOf(item);
    if (run.length && size + itemSize > target && canCut(run.at(-1)!, item)) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(item);
    size += itemSize;
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * Characters two neighbouring words must differ within for a chunk boundary to go between them. A search
 * term matches the words it is a prefix of in the one chunk its range falls in; with no boundary between
 * words sharing this many characters, a term of this length or more finds every word it begins, as in an
 * index of one chunk (Pagefind's own cut can fall anywhere). Three, not four: Pagefind searches a term's stem,
 * and a four-letter word can stem to three (`pars` → `par` found 12 pages of 19 when cuts fell inside `par…`).
 */
export const boundaryPrefixLength = 3;

type MetaChunk = [from: string, to: string, hash: string];

/** `prefix` and the first `length` hex digits of the SHA-1 of `bytes`, longer while `taken` has it. */
function contentName(prefix: string, bytes: Uint8Array, length: number, taken: ReadonlySet<string>): string {
  const hex = crypto.createHash('sha1').update(bytes).digest('hex');
  for (let n = length; n <= hex.length; n++) {
    const name = `${prefix}${hex.slice(0, n)}`;
    if (!taken.has(name)) return name;
  }
  throw new Error(`two Pagefind files with the same content hash ${hex}`);
}

/**
 * The files of a Pagefind bundle with each language's word index cut into chunks of about `targetBytes` of
 * CBOR (every other file as it was). Throws, naming the file, on anything not laid out as described above.
 */
export function rechunkIndex(files: readonly PagefindFile[], targetBytes: number): PagefindFile[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const entryFile = byPath.get('pagefind-entry.json');
  if (!entryFile) throw new Error('no pagefind-entry.json in the Pagefind bundle');
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as {languages?: Record<string, {hash?: unknown}>};
  const dropped = new Set<string>();
  const added: PagefindFile[] = [];
  for (const [lang, language] of Object.entries(entry.languages ?? {})) {
    const metaPath = `pagefind.${String(language.hash)}.pf_meta`;
    const metaFile = byPath.get(metaPath);
    if (!metaFile) throw new Error(`pagefind-entry.json: language ${lang} names ${metaPath}, which is not in the bundle`);
    const meta = readPagefindFile(metaPath, metaFile.content);
    if (!Array.isArray(meta) || !Array.isArray(meta[2])) throw new Error(`${metaPath}: no chunk list where Pagefind 1.6 has it`);
    const words: RawWord[] = [];
    for (const chunk of meta[2] as unknown[]) {
      const hash = Array.isArray(chunk) ? chunk[2] : undefined;
      const chunkPath = `index/${String(hash)}.pf_index`;
      const chunkFile = byPath.get(chunkPath);
      if (typeof hash !== 'string' || !chunkFile) throw new Error(`${metaPath}: its chunk ${JSON.stringify(chunk)} names no file of the bundle`);
      words.push(...chunkWords(chunkPath, chunkFile.content));
      dropped.add(chunkPath);
    }
    // Pagefind sorts words by their UTF-8 bytes (Rust's string order), as the search compares them.
    for (let i = 1; i < words.length; i++) {
      if (Buffer.compare(words[i - 1]!.utf8, words[i]!.utf8) >= 0) throw new Error(`${metaPath}: its chunks' words are not in order at "${words[i]!.word}"`);
    }
    const runs = cutRuns(words, (w) => w.bytes.length, targetBytes, (a, b) => sharedPrefix(a.word, b.word) < boundaryPrefixLength);
    const chunks: MetaChunk[] = [];
    const names = new Set<string>();
    for (const run of runs) {
      const content = pagefindFileOf([arrayHead(1), arrayHead(run.length), ...run.map((w) => w.bytes)]);
      const hash = contentName(`${lang}_`, content, 7, names);
      names.add(hash);
      chunks.push([run[0]!.word, run.at(-1)!.word, hash]);
      added.push({path: `index/${hash}.pf_index`, content});
    }
    for (let i = 0; i + 1 < chunks.length; i++) {
      [chunks[i]![1], chunks[i + 1]![0]] = boundaryPrefixes(chunks[i]![1], chunks[i + 1]![0]);
    }
    const newMeta = [...meta];
    newMeta[2] = chunks;
    const metaContent = writePagefindFile(newMeta);
    const metaHash = contentName(`${lang}_`, metaContent, 10, new Set());
    language.hash = metaHash;
    dropped.add(metaPath);
    added.push({path: `pagefind.${metaHash}.pf_meta`, content: metaContent});
  }
  dropped.add('pagefind-entry.json');
  added.push({path: 'pagefind-entry.json', content: Buffer.from(JSON.stringify(entry))});
  return [...files.filter((f) => !dropped.has(f.path)), ...added];
}

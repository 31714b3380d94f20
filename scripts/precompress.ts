/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of a build that is worth
 * compressing, so servers send them as they are instead of compressing on every request: the local
 * server (express-static-gzip in server/app.ts) and nginx (`brotli_static`, `gzip_static` in
 * deploy/nginx.conf). Run by `npm run build` (scripts/build.ts) after `docusaurus build`:
 *   node --import tsx scripts/precompress.ts [build]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** Extensions of the text files the build writes. */
export const compressibleExtensions = ['.html', '.js', '.css', '.json', '.md', '.txt', '.xml', '.svg', '.yaml'] as const;
/** Below this many bytes a compressed copy saves less than a packet. */
export const minimumBytes = 1024;
/**
 * Brotli quality. Over today's build (22 MB of text): quality 5 writes 4.75 MB in 0.8 s, 9 writes 4.65 MB in
 * 5 s, 11 takes seconds per large file. 7 is the middle. The window follows the file's size: brotli's
 * default 4 MB window, allocated for every small page, tripled the time.
 */
export const brotliQuality = 7;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function isCompressible(file: string, size: number): boolean {
  return size >= minimumBytes && (compressibleExtensions as readonly string[]).includes(path.extname(file));
}

/** Every regular file below `dir`, as full paths. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export interface PrecompressResult {
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

/** Compresses every compressible file of `dir`, four at a time (libuv's thread pool). */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const queue = await filesOf(dir);
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const body = await fs.readFile(file);
      if (!isCompressible(file, body.length)) continue;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length)))),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, {level: 9}),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      files++;
      bytes += body.length;
      brotliBytes += br.length;
      gzipBytes += gz.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return {files, bytes, brotliBytes, gzipBytes};
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const start = performance.now();
  const r = await precompress(dir);
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `[precompress] ${r.files} files of ${path.relative(process.cwd(), dir) || '.'}: ${mb(r.bytes)} → brotli ${mb(r.brotliBytes)}, gzip ${mb(r.gzipBytes)} (${Math.round(performance.now() - start)} ms)`,
  );
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(`[precompress] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}

/**
 * The file names of the pages' chunks in their route group, not in the bundler's runtime (issue 23: first-load
 * JS flat in the page count). The runtime (`runtime~main`, on every page) maps each chunk id to its file's
 * hash so it can load it: about 6 bytes gzip a chunk, a chunk or two a page. The pages' chunks are only ever
 * loaded through a route group (plugins/upstream/routeGroups.cjs), so in the browser build their entries move
 * from the runtime's map to the groups' chunks: each group, when it runs, adds the files of the chunks it can
 * load to `self[chunkFilesGlobal]`, and the browser's chunk file lookup reads that first
 * (src/upstream/routeGroups.ts).
 *
 * It edits the minified assets before the bundler computes the final content hashes (Rspack's
 * `realContentHash`, on in production): a group's file name then changes with the files it names, and the
 * runtime's with the entries it lost. Anything it cannot find in the shape it knows fails the build, naming it.
 */
import type {Compiler} from '@rspack/core';
import {chunkFilesGlobal} from '../../src/upstream/chunkFiles';
// CommonJS, shared with the bundler's loaders.
import routeGroups from './routeGroups.cjs';

const pluginName = 'pipedream-route-group-chunk-files';
const groupChunkName = /^routes-\d+\.\d+$/;

/** The object literal of chunk hashes in the runtime's `__webpack_require__.u`, as the minifier writes it. */
const filenameFunction = /\.u=\(?(\w+)\)?=>"assets\/js\/"\+(?:\(\(\{[^}]*\}\)\[\1\]\|\|\1\)|\1)\+"\."\+\(\{([^}]*)\}\)\[\1\]\+"\.js"/;
const mapEntry = /(\d[\w.]*|"[^"]*"|[A-Za-z_$][\w$]*):"[0-9a-f]+"/g;

/** A key of the minified map as the chunk id it stands for (`0x1f` → `31`, `1e3` → `1000`, `"a"` → `a`). */
export function chunkIdOfKey(key: string): string {
  if (key.startsWith('"')) return JSON.parse(key) as string;
  return /^\d/.test(key) ? String(Number(key)) : key;
}

/**
 * The runtime's source without the hash map entries of `ids`. Throws if the map is not found, or lacks one of
 * them.
 */
export function withoutChunkHashes(runtime: string, ids: ReadonlySet<string>, file: string): string {
  const m = filenameFunction.exec(runtime);
  if (!m) throw new Error(`[pipedream-site] ${file}: no chunk file name function of the shape this build knows (plugins/upstream/routeGroupChunkFiles.ts)`);
  const body = m[2]!;
  const entries = body ? body.split(',') : [];
  const found = new Set<string>();
  const kept = entries.filter((entry) => {
    const id = chunkIdOfKey(entry.slice(0, entry.lastIndexOf(':')));
    if (!ids.has(id)) return true;
    found.add(id);
    return false;
  });
  if ([...body.matchAll(mapEntry)].length !== entries.length) {
    throw new Error(`[pipedream-site] ${file}: the chunk hash map has entries of a shape this build does not know (plugins/upstream/routeGroupChunkFiles.ts)`);
  }
  const missing = [...ids].filter((id) => !found.has(id));
  if (missing.length) throw new Error(`[pipedream-site] ${file}: chunks ${missing.slice(0, 5).join(', ')} are not in the runtime's hash map (plugins/upstream/routeGroupChunkFiles.ts)`);
  const at = m.index + m[0].indexOf(body);
  return runtime.slice(0, at) + kept.join(',') + runtime.slice(at + body.length);
}

/** The statement a group's chunk ends with: the files of the chunks it can load, by id. */
export function chunkFilesStatement(files: ReadonlyMap<string, string>): string {
  const g = `self[${JSON.stringify(chunkFilesGlobal)}]`;
  return `;Object.assign(${g}=${g}||{},${JSON.stringify(Object.fromEntries(files))});`;
}

type ChunkGroup = {chunks: {id?: string | null; files: ReadonlySet<string>; name?: string | null}[]; childrenIterable: Iterable<ChunkGroup>};

/** The chunks of `start` and of every chunk group below it, not going into the groups `stop` accepts. */
function chunksBelow(start: ChunkGroup, stop: (g: ChunkGroup) => boolean): Set<ChunkGroup['chunks'][number]> {
  const seen = new Set<ChunkGroup>();
  const chunks = new Set<ChunkGroup['chunks'][number]>();
  const visit = (g: ChunkGroup) => {
    if (seen.has(g) || stop(g)) return;
    seen.add(g);
    for (const c of g.chunks) chunks.add(c);
    for (const child of g.childrenIterable) visit(child);
  };
  visit(start);
  return chunks;
}

/**
 * The group keys the route table's plan has (plugins/upstream/routeGroups.cjs) that no chunk of the bundle is named
 * after: a bundler that drops the `webpackChunkName` of the groups' imports (Rspack 2 in the v4 canary drill) would
 * otherwise leave every group's chunk files in the runtime, silently.
 */
export function unnamedGroups(planned: readonly string[], chunkNames: Iterable<string>): string[] {
  const named = new Set([...chunkNames].filter((n) => groupChunkName.test(n)).map((n) => n.slice('routes-'.length)));
  return planned.filter((key) => !named.has(key));
}

export class RouteGroupChunkFilesPlugin {
  /** `generatedFilesDir`: where the route table the groups are planned from is (`.docusaurus`). */
  constructor(private readonly generatedFilesDir?: string) {}

  // Typed as Docusaurus's `configureWebpack` takes plugins (webpack's); the build runs it in Rspack.
  apply(bundler: unknown): void {
    const compiler = bundler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      // After minification, before the final content hashes.
      compilation.hooks.processAssets.tap({name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1}, () => {
        const isGroup = (g: ChunkGroup) => g.chunks.some((c) => groupChunkName.test(c.name ?? ''));
        const groups = [...compilation.chunkGroups].filter((g) => isGroup(g as unknown as ChunkGroup)) as unknown as ChunkGroup[];
        if (this.generatedFilesDir) {
          const {plan} = routeGroups.planFromDir(this.generatedFilesDir, () => undefined);
          const planned = plan.splits.flatMap((split) => split.groups.map((g) => g.key));
          const missing = unnamedGroups(planned, [...compilation.chunks].map((c) => c.name ?? ''));
          if (missing.length) {
            throw new Error(`[pipedream-site] ${missing.length} of ${planned.length} route groups have no chunk named routes-<key> (first: ${missing[0]}): the bundler dropped their webpackChunkName (plugins/upstream/routeGroupChunkFiles.ts, docs-dev/upgrading.md)`);
          }
        }
        if (!groups.length) return;
        const entry = compilation.entrypoints.get('main') as unknown as ChunkGroup | undefined;
        if (!entry) throw new Error('[pipedream-site] no main entry point (plugins/upstream/routeGroupChunkFiles.ts)');
        // What the app can load without a group keeps its entry in the runtime.
        const direct = chunksBelow(entry, isGroup);
        const moved = new Set<string>();
        for (const group of groups) {
          const files = new Map<string, string>();
          for (const child of group.childrenIterable) {
            for (const c of chunksBelow(child, isGroup)) {
              if (direct.has(c) || c.id == null) continue;
              const js = [...c.files].find((f) => f.endsWith('.js'));
              if (!js) continue;
              files.set(c.id, js);
              moved.add(c.id);
            }
          }
          const [groupChunk] = group.chunks;
          const groupFile = [...(groupChunk?.files ?? [])].find((f) => f.endsWith('.js'));
          if (!groupFile) throw new Error(`[pipedream-site] route group ${groupChunk?.name} has no JS file (plugins/upstream/routeGroupChunkFiles.ts)`);
          compilation.updateAsset(groupFile, (old) => new sources.ConcatSource(old, chunkFilesStatement(files)));
        }
        const runtimeFiles = [...(entry.chunks.find((c) => c.name === 'runtime~main')?.files ?? [])].filter((f) => f.endsWith('.js'));
        if (runtimeFiles.length !== 1) throw new Error(`[pipedream-site] the runtime chunk has ${runtimeFiles.length} JS files, not 1 (plugins/upstream/routeGroupChunkFiles.ts)`);
        const runtimeFile = runtimeFiles[0]!;
        const source = compilation.getAsset(runtimeFile)!.source.source().toString();
        compilation.updateAsset(runtimeFile, new sources.RawSource(withoutChunkHashes(source, moved, runtimeFile)));
      });
    });
  }
}

/**
 * The trees the Markdown export is written from, recorded while the build's MDX pipeline compiles each page,
 * so the export never parses a source a second time (a second parse doubled the export's cost).
 *
 * `remarkRecordTree` is the first remark plugin of the docs (docusaurus.config.ts puts it before
 * plugins/docsRemarkPlugins.ts's): it sees the tree as @docusaurus/mdx-loader parsed it, before any plugin
 * changes it (`<OpenApiOperations />` still unexpanded, headings without ids), and writes it as JSON to
 * `node_modules/.cache/pipedream-markdown-export/<key>.json`, keyed by a hash of the raw source. Nothing is
 * kept in memory between the bundling and postBuild. The file survives the build because a warm build
 * (Rspack's persistent cache, in `node_modules/.cache/rspack/`) does not compile unchanged pages again; it
 * sits next to that cache so `docusaurus clear` removes both.
 *
 * `PIPEDREAM_MARKDOWN_EXPORT_CACHE` moves the folder (a path relative to the site, or absolute): copies of
 * the site that share `node_modules` (the bench's) keep their own.
 *
 * What is kept: the tree without positions, the front matter node, and the JavaScript trees (estree) of
 * imports and expressions, which the export drops; the estree of an attribute's value (`values={[…]}`) stays,
 * because plugins/lib/markdownExport/props.ts evaluates it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {writeWhole} from '../writeWhole';

/** Bumped when what is recorded changes, so old records are not read. */
const recordVersion = 'tree-1';

export const recordDirName = path.join('node_modules', '.cache', 'pipedream-markdown-export');

export function recordDir(siteDir: string, setting = process.env.PIPEDREAM_MARKDOWN_EXPORT_CACHE): string {
  return path.resolve(siteDir, setting || recordDirName);
}

/** The record's file name for a raw source (front matter included). */
export function recordKey(source: string): string {
  return crypto.createHash('sha1').update(recordVersion).update('\0').update(source).digest('hex');
}

/** Keys whose values are source positions (mdast `position`, estree `loc`, `range`, `start`, `end`). */
const positionKeys = new Set(['position', 'loc', 'range']);

/** A copy of a tree for the record: positions dropped, estree kept only on attribute value expressions. */
export function recordableTree(node: unknown, keepEstree = false): unknown {
  if (Array.isArray(node)) return node.map((n) => recordableTree(n, keepEstree));
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const keep = keepEstree || source.type === 'mdxJsxAttributeValueExpression';
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (positionKeys.has(key) || (keepEstree && (key === 'start' || key === 'end') && typeof value === 'number')) continue;
    if (key === 'estree' && !keep) continue;
    out[key] = recordableTree(value, keep);
  }
  return out;
}

/** The root's children without the front matter (`---` YAML or `+++` TOML). */
export function withoutFrontMatter(tree: Root): Root {
  return {type: 'root', children: tree.children.filter((n) => (n.type as string) !== 'yaml' && (n.type as string) !== 'toml')};
}

/** Records a source's tree; gives the record's key and its JSON. */
export function writeRecord(siteDir: string, source: string, tree: Root): {key: string; json: string} {
  const key = recordKey(source);
  const json = JSON.stringify(recordableTree(withoutFrontMatter(tree)));
  writeWhole(path.join(recordDir(siteDir), `${key}.json`), json);
  return {key, json};
}

/** The recorded tree of a raw source, or undefined when this source was not compiled with the recorder. */
export function readRecord(siteDir: string, source: string): Root | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(recordDir(siteDir), `${recordKey(source)}.json`), 'utf8')) as Root;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/**
 * Removes the records and kept Markdown (./memo.ts) of keys not in `keep` (pages edited or removed since)
 * once they are a day old: copies of the site that share node_modules (the bench's, the build tests') keep theirs meanwhile. A record
 * removed too early costs a parse, never a wrong page: records are looked up by the source's hash.
 */
export function pruneRecords(siteDir: string, keep: ReadonlySet<string>, olderThanMs = 24 * 3600 * 1000): number {
  const dir = recordDir(siteDir);
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (keep.has(name.replace(/\.(json|md)$/, ''))) continue;
    const file = path.join(dir, name);
    try {
      if (fs.statSync(file).mtimeMs < before) {
        fs.rmSync(file, {force: true});
        removed++;
      }
    } catch {
      // removed meanwhile by another build
    }
  }
  return removed;
}

/**
 * What to do with a page's recorded tree as soon as it is recorded, by the page's absolute source path:
 * plugins/docsExportPlugin.ts sets it in a production build, once the docs are loaded, to write the page's
 * Markdown (./memo.ts) while the build compiles it rather than in postBuild.
 */
const prerenders = new Map<string, (tree: Root) => void>();

export function prerenderPages(pages: ReadonlyMap<string, (tree: Root) => void>): void {
  prerenders.clear();
  for (const [file, prerender] of pages) prerenders.set(file, prerender);
}

/**
 * The remark plugin: records each compiled page's tree. Reads the raw file for the key (the loader hands
 * the MDX processor the source after its preprocessing, and postBuild looks records up by the raw file).
 * A page to prerender gets the tree as postBuild reads it back (JSON), so both write the same Markdown; a
 * page that fails to export is left to postBuild, which stops the build naming it.
 */
export function remarkRecordTree({siteDir}: {siteDir: string}) {
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path || !/\.mdx?$/.test(file.path)) return;
    const {json} = writeRecord(siteDir, fs.readFileSync(file.path, 'utf8'), tree);
    const prerender = prerenders.get(file.path);
    if (!prerender) return;
    try {
      prerender(JSON.parse(json) as Root);
    } catch {
      // postBuild exports the page again and reports the error
    }
  };
}

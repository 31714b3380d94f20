/**
 * The Markdown of each page, kept by what it is written from: its head and its rendered tree,
 * hashed, in the records' folder (./record.ts) as `<hash>.md`. Writing Markdown with mdast-util-to-markdown
 * is most of the export's cost; a page rendered to the same tree as before, in this build or an earlier one,
 * gets the Markdown written then. The key is the whole input of the writing (and the writer's version and
 * packages), so a kept Markdown is never stale: a page whose source, links, component values or title
 * changed renders to another tree.
 *
 * During the build, each page is written as soon as its tree is recorded (./record.ts, `prerenderPages`), so
 * postBuild finds its Markdown here and only renders the tree to look it up.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {markdownWriter, type MarkdownMemo} from './index';
import {recordDir} from './record';
import {writeWhole} from '../writeWhole';

function packageVersion(name: string): string {
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {name?: string; version?: string};
    if (pkg.name === name) return `${name}@${pkg.version}`;
  }
  throw new Error(`markdown export: no package.json for ${name} above ${entry}`);
}

/** The source of the code that writes the Markdown: every module of this folder, hashed. */
function writerSource(): string {
  // From __filename: tsx's ESM loader gives __dirname no file path.
  const dir = path.dirname(__filename);
  const hash = crypto.createHash('sha1');
  for (const file of fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

let writerKey: string | undefined;
/** The writer's source and packages, read once. */
function writer(): string {
  writerKey ??= [writerSource(), ...markdownWriter.packages.map(packageVersion)].join(' ');
  return writerKey;
}

/** The memo's file name (without `.md`) for an input. */
export function memoKey(input: unknown): string {
  return crypto.createHash('sha1').update(writer()).update('\0').update(JSON.stringify(input)).digest('hex');
}

/**
 * A memo of pages' Markdown kept under `siteDir`'s records folder. The keys it reads or writes go into
 * `used`, so pruning keeps them.
 */
export function markdownMemo(siteDir: string, used?: Set<string>): MarkdownMemo {
  const dir = recordDir(siteDir);
  return (input, write) => {
    const key = memoKey(input);
    used?.add(key);
    const file = path.join(dir, `${key}.md`);
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    const markdown = write();
    writeWhole(file, markdown);
    return markdown;
  };
}

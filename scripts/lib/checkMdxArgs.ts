/**
 * The arguments of scripts/check-mdx.ts: `--json` and pages, a folder meaning every page in it (what the docs
 * plugin takes as a page: `.md`/`.mdx`, not a partial `_name.md`, nothing in a `_folder/`). A missing path, a
 * file that is not a page, an empty folder or an unknown option is one line naming it, and no page is checked;
 * no argument prints the usage and exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

export const checkMdxUsage = `Usage: npx tsx scripts/check-mdx.ts [--json] <page.md | folder>…
  Checks each page as the build reads it (a folder: every .md/.mdx page in it); exits 1 on any problem.
  --json  print [{file, words, sections, codeBlocks, problems}] for every page, and exit 0`;

export class CheckMdxArgsError extends Error {
  override name = 'CheckMdxArgsError';
  constructor(
    message: string,
    /** The exit status: 0 for `--help`. */
    readonly status = 1,
    /** Print the usage instead of the message. */
    readonly showUsage = false,
  ) {
    super(message);
  }
}

const isPage = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

/** The pages below a folder, sorted, as paths joined to the folder as it was given. */
export function pagesIn(dir: string): string[] {
  const pages: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile() && isPage(entry.name)) pages.push(path.join(dir, child));
    }
  };
  visit('');
  return pages;
}

export interface CheckMdxArgs {
  readonly json: boolean;
  /** The pages to check, in the order given, each once. */
  readonly files: readonly string[];
}

export function readCheckMdxArgs(args: readonly string[]): CheckMdxArgs {
  let parsed;
  try {
    parsed = parseArgs({args: [...args], options: {json: {type: 'boolean'}, help: {type: 'boolean', short: 'h'}}, allowPositionals: true, strict: true});
  } catch (e) {
    const option = /'([^']+)'/.exec((e as Error).message)?.[1];
    throw new CheckMdxArgsError(`${option ? `unknown option ${option}` : (e as Error).message}; it takes --json and pages or folders`);
  }
  if (parsed.values.help) throw new CheckMdxArgsError('', 0, true);
  if (parsed.positionals.length === 0) throw new CheckMdxArgsError('', 1, true);
  const files: string[] = [];
  const problems: string[] = [];
  for (const arg of parsed.positionals) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(arg);
    } catch (e) {
      const {code, message} = e as NodeJS.ErrnoException;
      problems.push(`${arg}: ${code === 'ENOENT' ? 'no such file' : code === 'ENOTDIR' ? 'no such file (a part of the path is a file)' : message}`);
      continue;
    }
    if (stat.isDirectory()) {
      const pages = pagesIn(arg);
      if (pages.length) files.push(...pages);
      else problems.push(`${arg}: no .md or .mdx page in this folder`);
    } else if (!/\.mdx?$/.test(arg)) problems.push(`${arg}: not a page (a .md or .mdx file)`);
    else files.push(arg);
  }
  if (problems.length) throw new CheckMdxArgsError(problems.join('\ncheck-mdx: '));
  const seen = new Set<string>();
  return {json: parsed.values.json ?? false, files: files.filter((f) => !seen.has(path.resolve(f)) && seen.add(path.resolve(f)))};
}

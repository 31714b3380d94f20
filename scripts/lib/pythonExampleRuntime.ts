/**
 * The Python examples of a page against the Python runtime the page's version states (`pythonVersion` in
 * src/data/platform.ts), for scripts/check-mdx.ts: a block that imports a PyPI package whose newest releases no longer
 * support it (scripts/lib/pypiPackages.ts) pins a release that does with Pipedream's magic comment,
 * `# pipedream add-package <name>==<version>`, since Pipedream otherwise installs the latest release. The import
 * name maps to the PyPI name as Pipedream maps it (src/data/python-mappings.json: `snowflake.connector` is
 * snowflake-connector-python), else the PyPI name is the top-level module's. Each problem names the line of the
 * page. Fragments are checked too: they are still code a reader copies; a whole program without a `handler` is a
 * script the reader runs on their own machine, and is not.
 */
import mappings from '../../src/data/python-mappings.json';
import type {ExampleBlock} from './exampleRuntime';
import {normalizePypiName, pinnedPypiPackageByName, releaseAtMost, type PinnedPypiPackage} from './pypiPackages';

/** A code block, as exampleRuntime.ts reads one, and what follows the language on the fence: `fragment` marks part of a step. */
export interface PythonBlock extends ExampleBlock {
  readonly meta?: string | null | undefined;
}

export interface PythonRuntimeContext {
  /** The stated runtime: `3.8`. */
  readonly pythonVersion: string;
}

export const pythonLangs = new Set(['python', 'py']);

/** PyPI name by import name, from the mapping Pipedream publishes (our copy). */
const packageByModule: ReadonlyMap<string, string> = new Map((mappings as readonly {package: string; module: string}[]).map((m) => [m.module, m.package]));

/** The PyPI package an import of a dotted module name installs: the longest mapped parent, else its top-level name. */
export function pypiNameOfModule(dotted: string): string {
  const parts = dotted.split('.');
  for (let i = parts.length; i > 0; i--) {
    const mapped = packageByModule.get(parts.slice(0, i).join('.'));
    if (mapped) return mapped;
  }
  return parts[0]!;
}

interface Statement {
  /** 0-based line of the block. */
  readonly line: number;
  readonly text: string;
}

/** `import` and `from … import` statements, a parenthesised name list joined onto its first line. */
function importStatements(lines: readonly string[]): Statement[] {
  const out: Statement[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\s+#.*$/, '');
    if (!/^\s*(?:import|from)\s/.test(line)) continue;
    let text = line.trim();
    const start = i;
    while (text.includes('(') && !text.includes(')') && i + 1 < lines.length) text += ` ${lines[++i]!.replace(/\s+#.*$/, '').trim()}`;
    out.push({line: start, text});
  }
  return out;
}

/** The dotted names a statement imports: `import a.b as x, c` → a.b, c; `from a.b import c, d` → a.b.c, a.b.d. Relative imports: none. */
export function importedModules(statement: string): string[] {
  const from = /^from\s+([\w.]+)\s+import\s+\(?([^)]*)\)?$/.exec(statement);
  if (from) {
    if (from[1]!.startsWith('.')) return [];
    const names = from[2]!.split(',').map((n) => n.trim().split(/\s+/)[0]!).filter((n) => n && n !== '*');
    return names.length ? names.map((n) => `${from[1]}.${n}`) : [from[1]!];
  }
  const plain = /^import\s+(.+)$/.exec(statement);
  if (!plain) return [];
  return plain[1]!.split(',').map((n) => n.trim().split(/\s+/)[0]!).filter(Boolean);
}

interface MagicComment {
  readonly line: number;
  /** As written: `pandas==2.0.3`. */
  readonly text: string;
  /** The pinned release when the comment pins one exactly with `==`. */
  readonly version: string | undefined;
}

/** `# pipedream add-package <spec>` comments, by normalized PyPI name. */
function magicComments(lines: readonly string[]): Map<string, MagicComment[]> {
  const out = new Map<string, MagicComment[]>();
  lines.forEach((line, i) => {
    const m = /^\s*#\s*pipedream\s+add-package\s+(\S.*?)\s*$/.exec(line);
    if (!m) return;
    const spec = /^([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*(.*)$/.exec(m[1]!);
    if (!spec) return;
    const exact = /^==\s*([\w.]+)$/.exec(spec[2]!);
    const key = normalizePypiName(spec[1]!);
    out.set(key, [...(out.get(key) ?? []), {line: i, text: m[1]!, version: exact?.[1]}]);
  });
  return out;
}

const tableNote = (pkg: PinnedPypiPackage) => `${pkg.source}; scripts/lib/pypiPackages.ts`;
const pin = (pkg: PinnedPypiPackage) => `\`# pipedream add-package ${pkg.name}==${pkg.newest}\``;

/**
 * Whether a block is code a Python step runs: it defines the step's `handler`, or it is a `fragment` of a step.
 * A whole program without one is a script the reader runs on their own machine, with their own Python.
 */
export function isStep(block: PythonBlock): boolean {
  return /^def\s+handler\s*\(/m.test(block.value) || /\bfragment\b/.test(block.meta ?? '');
}

/** The problems of one block, each `line N: …` with the page's line. */
export function pythonPackageProblems(block: PythonBlock, ctx: PythonRuntimeContext): string[] {
  if (!block.lang || !pythonLangs.has(block.lang)) return [];
  if (!isStep(block)) return [];
  const lines = block.value.split('\n');
  const comments = magicComments(lines);
  const problems: {line: number; text: string}[] = [];
  const runtime = `Python ${ctx.pythonVersion}, the version code steps run`;

  for (const [key, list] of comments) {
    const pkg = pinnedPypiPackageByName.get(key);
    if (!pkg) continue;
    for (const c of list) {
      if (c.version !== undefined && releaseAtMost(c.version, pkg.newest)) continue;
      const what =
        c.version === undefined
          ? `\`# pipedream add-package ${c.text}\` installs the latest release of ${pkg.name}, which no longer supports`
          : `\`# pipedream add-package ${c.text}\` installs a release that does not support`;
      problems.push({line: c.line, text: `${what} ${runtime} (${tableNote(pkg)}): pin ${pkg.newest} or older, ${pin(pkg)}`});
    }
  }

  const reported = new Set<string>();
  for (const s of importStatements(lines)) {
    for (const module of importedModules(s.text)) {
      const key = normalizePypiName(pypiNameOfModule(module));
      const pkg = pinnedPypiPackageByName.get(key);
      if (!pkg || comments.has(key) || reported.has(key)) continue;
      reported.add(key);
      problems.push({
        line: s.line,
        text: `\`${s.text}\` installs the latest release of ${pkg.name}, which no longer supports ${runtime} (${tableNote(pkg)}): add ${pin(pkg)} to the block`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line).map((p) => `line ${block.firstLine + p.line}: ${p.text}`);
}

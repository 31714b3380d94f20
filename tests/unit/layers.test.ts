/**
 * The layers of the code, by path (README "How the tree is laid out"), checked from the sources (no build):
 * - browser code (`src/theme/`, `src/components/`, `src/clientModules/`) and every module it reaches through
 *   value imports lives in `src/`; `plugins/` (build-time code), `scripts/` and `config/` stay out of the
 *   bundle. One exception: `config/navbar.ts`, whose `referenceMenu` the 404 page lists (the navbar's
 *   Reference menu and the 404 page's list are one list, so they can't drift apart);
 * - nothing under `src/` imports `plugins/` or `scripts/`;
 * - `server/` (and what it reaches) imports neither `plugins/` nor `scripts/`.
 * `import type` (and imports whose every name is `type`) are left out: the compiler drops them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '..', '..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Modules outside `src/` that browser code may reach, each with why. */
const browserExceptions: Record<string, string> = {
  'config/navbar.ts': 'the 404 page (src/theme/NotFound/Content) lists the navbar’s `referenceMenu`',
};

const codeFile = /\.(?:tsx?|mts|cts|jsx?|mjs|cjs)$/;

function filesBelow(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[])
    .filter((f) => codeFile.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(root, dir, f));
}

/** The module specifiers a file imports at run time: `import`/`export … from`, `import()`, `require()`. */
function valueImports(fileName: string, source: string): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
      const e = node.moduleReference.expression;
      if (ts.isStringLiteral(e)) specs.push(e.text);
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1) {
      const arg = node.arguments[0]!;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && ts.isStringLiteralLike(arg)) specs.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specs;
}

const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** The file a specifier names (relative, `@site/…`, or `@theme/…` when the site swizzles it); null for a package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@site/')) base = path.join(root, spec.slice('@site/'.length));
  else if (spec.startsWith('@theme/')) {
    base = path.join(root, 'src', 'theme', spec.slice('@theme/'.length));
    const found = candidates.map((c) => base + c).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    return found ?? null; // not swizzled: theme-classic's own
  } else return null;
  const found = candidates.map((c) => base + c).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  if (!found) throw new Error(`${rel(from)}: cannot resolve ${JSON.stringify(spec)}`);
  return found;
}

/** Every module reachable from `entries` through value imports, each with the module that first imported it. */
function reachable(entries: string[]): Map<string, string | null> {
  const parent = new Map<string, string | null>(entries.map((e) => [e, null]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (!codeFile.test(file)) continue; // CSS, JSON, images: leaves
    for (const spec of valueImports(file, fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, spec);
      if (target && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return parent;
}

function chain(parent: Map<string, string | null>, file: string): string {
  const steps: string[] = [];
  for (let f: string | null | undefined = file; f; f = parent.get(f)) steps.unshift(rel(f));
  return steps.join(' → ');
}

const inside = (file: string, ...dirs: string[]) => dirs.some((d) => rel(file).startsWith(`${d}/`));

describe('valueImports', () => {
  it('keeps value imports, import() and require(), and leaves out type-only ones', () => {
    const source = [
      "import a from './a';",
      "import type {B} from './b';",
      "import {type C} from './c';",
      "import {type D, d} from './d';",
      "export {e} from './e';",
      "export type {F} from './f';",
      "const g = import('./g');",
      "const h = require('./h');",
      "import './i.css';",
    ].join('\n');
    expect(valueImports('x.ts', source)).toEqual(['./a', './d', './e', './g', './h', './i.css']);
  });
});

describe('layers', () => {
  const browserEntries = ['src/theme', 'src/components', 'src/clientModules'].flatMap(filesBelow);
  const browser = reachable(browserEntries);

  it('finds the browser code and what it imports', () => {
    expect(browserEntries.length).toBeGreaterThan(20);
    // The resolver follows `@site/…` and relative imports into src/lib/ and src/data/.
    expect([...browser.keys()].map(rel)).toEqual(expect.arrayContaining(['src/lib/localSearch.ts', 'src/data/platform.ts']));
  });

  it('browser code reaches only modules inside src/ (and the listed exceptions)', () => {
    const outside = [...browser.keys()].filter((f) => !inside(f, 'src') && !(rel(f) in browserExceptions));
    expect(outside.map((f) => chain(browser, f))).toEqual([]);
  });

  it('each exception is still needed', () => {
    for (const file of Object.keys(browserExceptions)) expect([file, browser.has(path.join(root, file))]).toEqual([file, true]);
  });

  it('nothing under src/ imports plugins/ or scripts/', () => {
    const bad = filesBelow('src').flatMap((file) =>
      valueImports(file, fs.readFileSync(file, 'utf8'))
        .map((spec) => resolve(file, spec))
        .filter((t): t is string => t !== null && inside(t, 'plugins', 'scripts'))
        .map((t) => `${rel(file)} → ${rel(t)}`),
    );
    expect(bad).toEqual([]);
  });

  // The seam (docs-dev/upgrading.md): private shapes of Docusaurus and the bundler only in plugins/upstream/ and src/upstream/.
  it('only the seam imports a deep lib/ path of a Docusaurus package, or names __webpack_require__', () => {
    const seam = (f: string) => inside(f, 'plugins/upstream', 'src/upstream');
    const deep = /^@docusaurus\/[\w-]+\/lib\//;
    const bad = ['src', 'plugins', 'scripts', 'config', 'server'].flatMap(filesBelow).filter((f) => !seam(f)).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [
        ...valueImports(file, text).filter((spec) => deep.test(spec)).map((spec) => `${rel(file)} imports ${spec}`),
        ...(/__webpack_require__/.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')) ? [`${rel(file)} names __webpack_require__`] : []),
      ];
    });
    expect(bad).toEqual([]);
    // …and the rule sees them where they are.
    expect(valueImports('x.ts', fs.readFileSync(path.join(root, 'plugins/upstream/mdxLoader.ts'), 'utf8')).filter((s) => deep.test(s)).length).toBeGreaterThan(2);
  });

  it('server/ reaches neither plugins/ nor scripts/', () => {
    const server = reachable(filesBelow('server'));
    const bad = [...server.keys()].filter((f) => inside(f, 'plugins', 'scripts'));
    expect(bad.map((f) => chain(server, f))).toEqual([]);
  });
});

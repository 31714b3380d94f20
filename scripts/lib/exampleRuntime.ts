/**
 * The JavaScript and TypeScript examples of a page against the Node.js runtime the page's version states
 * (`nodeVersion` in src/data/platform.ts), for scripts/check-mdx.ts:
 * - Node.js modules, globals, methods and syntax newer than that runtime (the table of scripts/lib/nodeApis.ts);
 * - npm packages whose newest releases do not run there, loaded without naming a release line that does
 *   (scripts/lib/npmPackages.ts), unless the page installs that line with `npm install` (a script the reader
 *   runs on their own machine).
 * Each problem names the line of the page. Fragments are checked too: they are still code a reader copies.
 */
import ts from 'typescript';
import {escapeRegexp} from '@docusaurus/utils';
import {apisOfKind, availableOn, sinceText, type NodeApi} from './nodeApis';
import {pinnedPackageByName, splitSpecifier, withinLine, type PinnedPackage} from './npmPackages';

export interface ExampleBlock {
  readonly lang?: string | null | undefined;
  readonly value: string;
  /** The page line of the block's first code line. */
  readonly firstLine: number;
}

export interface RuntimeContext {
  /** The stated runtime: `14`. */
  readonly nodeVersion: string;
  /** Versions the page installs with `npm install`, by package (`npm install eventsource@2` → eventsource: ['2']). */
  readonly installed: ReadonlyMap<string, readonly string[]>;
}

export const scriptLangs = new Set(['js', 'javascript', 'jsx', 'mjs', 'cjs', 'ts', 'typescript', 'tsx']);

const modules = apisOfKind('module');
const globals = apisOfKind('global');
const statics = apisOfKind('static');
const methods = new Map([...apisOfKind('method')].map(([name, a]) => [name.replace(/^\.|\(\)$/g, ''), a]));
const encodings = new Map([...apisOfKind('encoding')].map(([name, a]) => [name.replace(/^"|" encoding$/g, ''), a]));
const syntax = apisOfKind('syntax');
const operatorNames: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.QuestionQuestionEqualsToken]: '??=',
  [ts.SyntaxKind.BarBarEqualsToken]: '||=',
  [ts.SyntaxKind.AmpersandAmpersandEqualsToken]: '&&=',
};

/**
 * Any text a problem needs: a name of the tables, as a word. A block without one is not parsed (most blocks: the
 * check then costs a regular expression, not a parse).
 */
const mentions = new RegExp(
  [
    `["'\`](?:node:|${[...modules.keys(), ...pinnedPackageByName.keys()].filter((m) => !m.includes(' ')).map(escapeRegexp).join('|')})`,
    `\\b(?:${[...globals.keys(), ...[...statics.keys()].map((k) => k.split('.').pop()!)].map(escapeRegexp).join('|')})\\b`,
    `\\.(?:${[...methods.keys()].map(escapeRegexp).join('|')})\\s*\\(`,
    `["'](?:${[...encodings.keys()].map(escapeRegexp).join('|')})`,
    ...Object.values(operatorNames).map(escapeRegexp),
    'static\\s*\\{',
  ].join('|'),
);

/** Versions `npm install` commands on a page name, by package. */
export function installedVersions(pageText: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of pageText.matchAll(/\bnpm\s+(?:install|i|add)\b[^\n`]*/g)) {
    for (const arg of m[0].split(/\s+/).slice(2)) {
      const {name, version} = splitSpecifier(arg);
      if (version !== undefined) out.set(name, [...(out.get(name) ?? []), version]);
    }
  }
  return out;
}

/** Every name the block declares (imports, variables, functions, classes, parameters), at any depth. */
function declaredNames(sf: ts.SourceFile): {all: Set<string>; imported: Set<string>} {
  const all = new Set<string>();
  const imported = new Set<string>();
  const bind = (name: ts.BindingName | undefined, into: Set<string>[]) => {
    if (!name) return;
    if (ts.isIdentifier(name)) for (const s of into) s.add(name.text);
    else for (const e of name.elements) if (!ts.isOmittedExpression(e)) bind(e.name, into);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportClause(node)) {
      bind(node.name, [all, imported]);
      const b = node.namedBindings;
      if (b && ts.isNamespaceImport(b)) bind(b.name, [all, imported]);
      if (b && ts.isNamedImports(b)) for (const e of b.elements) bind(e.name, [all, imported]);
    } else if (ts.isVariableDeclaration(node) || ts.isParameter(node)) {
      // `const x = require("y")` binds a module too: its methods are the package's, not the language's.
      const init = ts.isVariableDeclaration(node) ? node.initializer : undefined;
      const fromModule = init !== undefined && /^(?:await\s+)?(?:require|import)\s*\(/.test(init.getText(sf));
      bind(node.name, fromModule ? [all, imported] : [all]);
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isFunctionExpression(node)) && node.name) {
      all.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return {all, imported};
}

/** Whether an identifier is a name in a property position (`a.fetch`, `{ fetch: 1 }`, `fetch() {}`), not a use of a variable. */
function isPropertyName(id: ts.Identifier): boolean {
  const p = id.parent;
  return (
    (ts.isPropertyAccessExpression(p) && p.name === id) ||
    ((ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p) || ts.isPropertySignature(p) || ts.isMethodSignature(p)) && p.name === id) ||
    (ts.isBindingElement(p) && p.propertyName === id) ||
    ts.isImportSpecifier(p) ||
    ts.isExportSpecifier(p) ||
    ts.isLabeledStatement(p) ||
    ts.isBreakOrContinueStatement(p) ||
    (ts.isQualifiedName(p) && p.right === id) ||
    ts.isJsxAttribute(p)
  );
}

/** Whether a node sits in a type (a TypeScript annotation): `Response` there is a type, not the global. */
function inType(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n && !ts.isStatement(n); n = n.parent) if (ts.isTypeNode(n)) return true;
  return false;
}

const runtimeText = (ctx: RuntimeContext) => `code steps run Node.js ${ctx.nodeVersion} (nodeVersion in src/data/platform.ts)`;

function apiProblem(a: NodeApi, ctx: RuntimeContext, what: string): string | null {
  if (availableOn(a, ctx.nodeVersion)) return null;
  return `${what} needs ${sinceText(a)}, but ${runtimeText(ctx)}: use ${a.instead} instead`;
}

/** The problem of a module specifier: a Node.js module newer than the runtime, or a package without its release line. */
function specifierProblem(specifier: string, how: 'import' | 'require', ctx: RuntimeContext): string | null {
  const exact = modules.get(specifier); // `node:test` exists only with its scheme
  if (exact) return apiProblem(exact, ctx, `\`${specifier}\``);
  if (specifier.startsWith('node:')) {
    const scheme = modules.get(`node: scheme in ${how === 'require' ? 'require()' : 'import'}`)!;
    const problem = apiProblem(scheme, ctx, `\`${how === 'require' ? `require("${specifier}")` : `"${specifier}"`}\``);
    if (problem) return problem;
    specifier = specifier.slice('node:'.length);
  }
  const core = modules.get(specifier);
  if (core) return apiProblem(core, ctx, `\`${specifier}\``);
  const {name, version} = splitSpecifier(specifier);
  const pkg = pinnedPackageByName.get(name);
  return pkg ? packageProblem(pkg, version, how, ctx) : null;
}

function packageProblem(pkg: PinnedPackage, version: string | undefined, how: 'import' | 'require', ctx: RuntimeContext): string | null {
  const line = how === 'require' ? (pkg.newestForRequire ?? pkg.newest) : pkg.newest;
  if (line === undefined) return null; // every release loads this way
  if (version !== undefined && withinLine(version, line)) return null;
  if (version === undefined && (ctx.installed.get(pkg.name) ?? []).some((v) => withinLine(v, line))) return null;
  const what = version === undefined ? `\`${pkg.name}\` without a version installs its latest release, which does` : `\`${pkg.name}@${version}\` takes releases that do`;
  const pinned = how === 'require' ? `require("${pkg.name}@${line}")` : `"${pkg.name}@${line}"`;
  return `${what} not load with ${how === 'require' ? 'require()' : 'import'} on Node.js ${ctx.nodeVersion} (${pkg.source}; scripts/lib/npmPackages.ts): name a release line that does, ${pinned}, or for a script the reader runs on their own machine, \`npm install ${pkg.name}@${line}\``;
}

/** A JavaScript or TypeScript example parsed by TypeScript, JSX allowed (a TypeScript one by its `t…` language). */
export function exampleSource(block: ExampleBlock): ts.SourceFile {
  const kind = block.lang?.startsWith('t') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  return ts.createSourceFile(`block.${kind === ts.ScriptKind.TSX ? 'tsx' : 'jsx'}`, block.value, ts.ScriptTarget.Latest, true, kind);
}

/** The problems of one block, each `line N: …` with the page's line. */
export function exampleRuntimeProblems(block: ExampleBlock, ctx: RuntimeContext): string[] {
  if (!block.lang || !scriptLangs.has(block.lang) || !mentions.test(block.value)) return [];
  const sf = exampleSource(block);
  const {all: declared, imported} = declaredNames(sf);
  const problems: {pos: number; text: string}[] = [];
  const add = (node: ts.Node, text: string | null) => {
    if (text) problems.push({pos: node.getStart(sf), text});
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier, specifierProblem(node.moduleSpecifier.text, 'import', ctx));
    } else if (ts.isCallExpression(node)) {
      const [arg] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require' && !declared.has('require');
      if ((isImport || isRequire) && arg && ts.isStringLiteralLike(arg)) add(arg, specifierProblem(arg.text, isRequire ? 'require' : 'import', ctx));
      if (ts.isPropertyAccessExpression(node.expression)) {
        const method = methods.get(node.expression.name.text);
        const receiver = node.expression.expression;
        const receiverRoot = ts.isIdentifier(receiver) ? receiver.text : undefined;
        // A method of an imported library object (lodash's `_.at`) is the library's.
        if (method && !(receiverRoot && imported.has(receiverRoot)) && !statics.has(node.expression.getText(sf)))
          add(node.expression.name, apiProblem(method, ctx, `\`.${node.expression.name.text}()\``));
      }
      for (const a of node.arguments) {
        const encoding = ts.isStringLiteralLike(a) ? encodings.get(a.text) : undefined;
        if (encoding) add(a, apiProblem(encoding, ctx, `the "${(a as ts.StringLiteralLike).text}" encoding`));
      }
    } else if (ts.isPropertyAccessExpression(node)) {
      const text = node.getText(sf).replace(/\s+/g, '');
      const fixed = statics.get(text);
      const root = ts.isIdentifier(node.expression) && !declared.has(node.expression.text) ? node.expression.text : undefined;
      if (fixed) add(node, apiProblem(fixed, ctx, `\`${text}\``));
      else if ((root === 'globalThis' || root === 'global') && globals.has(node.name.text))
        add(node, apiProblem(globals.get(node.name.text)!, ctx, `the global \`${node.name.text}\``));
    } else if (ts.isIdentifier(node)) {
      const g = globals.get(node.text);
      if (g && !declared.has(node.text) && !isPropertyName(node) && !inType(node)) add(node, apiProblem(g, ctx, `the global \`${node.text}\``));
    } else if (ts.isBinaryExpression(node)) {
      const op = operatorNames[node.operatorToken.kind];
      if (op) add(node.operatorToken, apiProblem(syntax.get(op)!, ctx, `the \`${op}\` operator`));
    } else if (ts.isClassStaticBlockDeclaration(node)) {
      add(node, apiProblem(syntax.get('static initialization block')!, ctx, 'a class static initialization block'));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems
    .sort((a, b) => a.pos - b.pos)
    .map((p) => `line ${block.firstLine + sf.getLineAndCharacterOfPosition(p.pos).line}: ${p.text}`);
}

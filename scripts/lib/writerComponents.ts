/**
 * The components a page may use, for scripts/check-mdx.ts, from the site's own sources rather than a list
 * kept by hand:
 * - which components exist: the Markdown export's registry (`componentExports` of
 *   plugins/lib/markdownExport/components.ts), which every component a page can use must be in (the build stops
 *   otherwise; tests/unit/markdownExportRegistry.test.ts);
 * - which need no import: the ones src/theme/MDXComponents.tsx adds to every page;
 * - the import to suggest: the module under src/components/ that exports the component.
 * The two theme and component files are read with the TypeScript parser, not imported: they load through
 * the bundler's aliases (`@theme-original/…`), React and CSS modules, which a Node script does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface WriterComponents {
  /** Given to every page by the theme: used without an import. */
  readonly isGlobal: (name: string) => boolean;
  /** The import line for a component of the registry a page must import, if it is one. */
  readonly importLine: (name: string) => string | undefined;
}

const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** The component names of the object MDXComponents.tsx exports by default (`{...MDXComponents, Tabs, …}`). */
export function globalComponentNames(themeSource: string): string[] {
  const names: string[] = [];
  for (const statement of parse('MDXComponents.tsx', themeSource).statements) {
    if (!ts.isExportAssignment(statement) || !ts.isObjectLiteralExpression(statement.expression)) continue;
    for (const p of statement.expression.properties) {
      if ((ts.isShorthandPropertyAssignment(p) || ts.isPropertyAssignment(p)) && ts.isIdentifier(p.name) && isComponentName(p.name.text))
        names.push(p.name.text);
    }
  }
  return names;
}

export interface ComponentModule {
  /** The folder under src/components/: `LimitsTable`, imported as `@site/src/components/LimitsTable`. */
  readonly dir: string;
  /** Its index.tsx. */
  readonly source: string;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** The import of each component a module exports: its default export under the folder's name, its named ones. */
export function componentImports(module: ComponentModule): Map<string, string> {
  const from = `'@site/src/components/${module.dir}'`;
  const imports = new Map<string, string>();
  for (const statement of parse(`${module.dir}/index.tsx`, module.source).statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) imports.set(module.dir, `import ${module.dir} from ${from};`);
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
    const names = ts.isFunctionDeclaration(statement)
      ? [statement.name?.text ?? '']
      : ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : ''))
        : [];
    for (const name of names) {
      if (isDefault) imports.set(module.dir, `import ${module.dir} from ${from};`);
      else if (isComponentName(name)) imports.set(name, `import {${name}} from ${from};`);
    }
  }
  return imports;
}

/** The page components of the registry, told apart as the theme gives them or a page imports them. */
export function writerComponents(registry: Iterable<string>, themeSource: string, modules: readonly ComponentModule[]): WriterComponents {
  const known = new Set(registry);
  const global = new Set(globalComponentNames(themeSource).filter((n) => known.has(n)));
  const imports = new Map(modules.flatMap((m) => [...componentImports(m)]).filter(([name]) => known.has(name)));
  return {isGlobal: (name) => global.has(name), importLine: (name) => (global.has(name) ? undefined : imports.get(name))};
}

/** `writerComponents` over the site's files. */
export function loadWriterComponents(siteDir: string, registry: Iterable<string>): WriterComponents {
  const componentsDir = path.join(siteDir, 'src/components');
  const modules = fs
    .readdirSync(componentsDir)
    .filter((dir) => fs.existsSync(path.join(componentsDir, dir, 'index.tsx')))
    .map((dir) => ({dir, source: fs.readFileSync(path.join(componentsDir, dir, 'index.tsx'), 'utf8')}));
  return writerComponents(registry, fs.readFileSync(path.join(siteDir, 'src/theme/MDXComponents.tsx'), 'utf8'), modules);
}

/**
 * Props of the JavaScript and TypeScript examples (components, code steps) that give a `default` without
 * `optional: true`, for scripts/check-mdx.ts. Pipedream's Component API allows a default only on an optional prop
 * ("Can only be defined for optional fields (required fields require explicit user input)"); fresh read 15 of
 * issue 38 found 16 such props on 11 pages. Each problem names the line of the page.
 */
import ts from 'typescript';
import {exampleSource, scriptLangs, type ExampleBlock} from './exampleRuntime';

/** The value of property `name` of an object literal, when it is written as `name: value`. */
function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name) return p.initializer;
  }
  return undefined;
}

export function propDefaultProblems(block: ExampleBlock): string[] {
  if (!block.lang || !scriptLangs.has(block.lang) || !/\bprops\b/.test(block.value) || !/\bdefault\s*:/.test(block.value)) return [];
  const sf = exampleSource(block);
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = propertyValue(node, 'props');
      if (props && ts.isObjectLiteralExpression(props)) {
        for (const prop of props.properties) {
          if (!ts.isPropertyAssignment(prop) || !ts.isObjectLiteralExpression(prop.initializer)) continue;
          const definition = prop.initializer;
          const fallback = propertyValue(definition, 'default');
          if (!fallback || propertyValue(definition, 'optional')?.kind === ts.SyntaxKind.TrueKeyword) continue;
          // Interfaces (a timer's schedule) take a default and are never asked of the user.
          const type = propertyValue(definition, 'type');
          if (type && ts.isStringLiteralLike(type) && type.text.startsWith('$.interface.')) continue;
          const line = sf.getLineAndCharacterOfPosition(fallback.getStart(sf)).line + block.firstLine;
          problems.push(
            `line ${line}: prop \`${prop.name.getText(sf)}\` has a default but is not optional: Pipedream's Component API allows a default only on an optional prop (add \`optional: true\`, or drop the default)`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems;
}

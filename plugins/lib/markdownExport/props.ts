/**
 * The props of a JSX element in MDX, as values: strings, `true` for a bare attribute, and expressions made
 * of literals (`{2}`, `{['Workflows', 'Memory']}`, `{[{label: 'Go', value: 'go'}]}`). An expression that
 * needs the page's runtime (a variable, a call) cannot be exported, so it fails with the file and prop.
 */
import type {Expression, Node, Program} from 'estree';
import type {MdxJsxAttributeValueExpression, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

const unknownValue = Symbol('not a literal');

function evaluate(node: Node | null | undefined): unknown {
  if (!node) return unknownValue;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? unknownValue : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked).join('') : unknownValue;
    case 'UnaryExpression': {
      const v = evaluate(node.argument);
      return node.operator === '-' && typeof v === 'number' ? -v : unknownValue;
    }
    case 'ArrayExpression': {
      const items = node.elements.map((e) => (e && e.type !== 'SpreadElement' ? evaluate(e) : unknownValue));
      return items.includes(unknownValue) ? unknownValue : items;
    }
    case 'ObjectExpression': {
      const entries = node.properties.map((p) => {
        if (p.type !== 'Property' || p.computed) return [null, unknownValue] as const;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : null;
        return [key, evaluate(p.value)] as const;
      });
      return entries.some(([k, v]) => k === null || v === unknownValue) ? unknownValue : Object.fromEntries(entries);
    }
    default:
      return unknownValue;
  }
}

/**
 * The value of an attribute written as an expression (`name={"httpPayload"}`), when it is made of literals;
 * a symbol otherwise (a variable, a call).
 */
export function expressionValue(v: MdxJsxAttributeValueExpression): unknown {
  const program = (v.data as {estree?: Program} | undefined)?.estree;
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? evaluate(statement.expression as Expression) : unknownValue;
}

export function propsOf(element: MdxJsxFlowElement | MdxJsxTextElement, file: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of element.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') continue;
    const v = attr.value;
    if (v === null || v === undefined) props[attr.name] = true;
    else if (typeof v === 'string') props[attr.name] = v;
    else {
      const value = expressionValue(v);
      if (value === unknownValue) {
        throw new Error(`${file}: <${element.name} ${attr.name}={${v.value}}> is not a literal value, so it cannot be exported as Markdown`);
      }
      props[attr.name] = value;
    }
  }
  return props;
}

/**
 * The MDX nodes the preview step adds to a page (besides its imports, `mdxImport` of quire): a JSX element whose
 * attributes are strings or JSON values (MDX compiles expression attributes from their estree).
 */

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

export interface MdxNode {
  type: string;
  [key: string]: unknown;
}

/** A JSON value as an estree expression. */
function jsonExpression(value: unknown): EstreeNode {
  if (value === null || typeof value !== 'object') return { type: 'Literal', value, raw: JSON.stringify(value) };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(jsonExpression) };
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value as Record<string, unknown>).map(([key, item]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
      value: jsonExpression(item),
    })),
  };
}

function expressionAttribute(name: string, expression: EstreeNode, text: string): MdxNode {
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: text, data: { estree } } };
}

/** A JSX attribute: a string as it is, another JSON value as an expression, `{ identifier }` as a reference. */
export function attribute(name: string, value: unknown): MdxNode {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  if (value && typeof value === 'object' && 'identifier' in value) {
    const identifier = String((value as { identifier: string }).identifier);
    return expressionAttribute(name, { type: 'Identifier', name: identifier }, identifier);
  }
  return expressionAttribute(name, jsonExpression(value), JSON.stringify(value));
}

/** `<name ...attributes>children</name>` as a block. */
export function jsxElement({ name, attributes, children }: { name: string; attributes: MdxNode[]; children: MdxNode[] }): MdxNode {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

/**
 * A page nested hundreds of levels deep (blockquotes in blockquotes, a list 500 levels deep, JSX
 * elements inside each other) compiles to JSX calls nested as deep, `_jsx(a, {children: _jsx(b,
 * {children: ...})})`, and webpack's parser (acorn, a recursive descent) ran out of stack reading
 * that module from about 200 levels: "Module parse failed: Not enough stack space". So the elements
 * of a deep chain are taken out every `CHUNK` levels into constants declared before the statement
 * that used them, deepest first:
 *
 *   const _quireDeep1 = _jsx(p, {children: "Deep"});   // levels 50 and below
 *   const _quireDeep0 = _jsx(blockquote, {children: _jsx(... _quireDeep1 ...)});
 *   return _jsx(blockquote, {children: ... _quireDeep0 ...});
 *
 * Only a chain of element calls, their props objects and children arrays is cut: moving an element
 * out of a function or a condition would change when it is made. Creating an element runs nothing
 * of the author's, so making them before the statement renders the same page. The walk is a loop,
 * not a recursion.
 */

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** Element calls per constant: far below where acorn's stack ends (about 200 levels). */
export const CHUNK = 50;
const JSX_CALLEES = new Set(['_jsx', '_jsxs', '_jsxDEV']);

const isNode = (value: unknown): value is EstreeNode => typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';

const isElementCall = (node: EstreeNode) =>
  node.type === 'CallExpression' && (node.callee as EstreeNode).type === 'Identifier' && JSX_CALLEES.has((node.callee as { name: string }).name);

/** A slot holding an expression: the object and key (or array and index) to replace it through. */
interface Slot {
  holder: Record<string | number, unknown>;
  key: string | number;
  /** Element calls above this one in the chain, since the statement or the last cut. */
  depth: number;
}

/** The slots under `node` that stay in the chain: a call's props, an object's plain values, an array's items. */
function childSlots(node: EstreeNode, depth: number): Slot[] {
  if (isElementCall(node)) {
    const args = node.arguments as unknown[];
    return args.length > 1 ? [{ holder: args as unknown as Record<number, unknown>, key: 1, depth: depth + 1 }] : [];
  }
  if (node.type === 'ObjectExpression') {
    return (node.properties as EstreeNode[])
      .filter((property) => property.type === 'Property' && !property.computed)
      .map((property) => ({ holder: property as Record<string, unknown>, key: 'value', depth }));
  }
  if (node.type === 'ArrayExpression') {
    return (node.elements as unknown[]).map((_, index) => ({ holder: node.elements as Record<number, unknown>, key: index, depth }));
  }
  return [];
}

const constant = (name: string, init: EstreeNode): EstreeNode => ({
  type: 'VariableDeclaration',
  kind: 'const',
  declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }],
});

/** The expressions a statement evaluates at once (where a chain may start). */
function statementSlots(statement: EstreeNode): Slot[] {
  const self = statement as Record<string, unknown>;
  if (statement.type === 'ReturnStatement' && statement.argument) return [{ holder: self, key: 'argument', depth: 0 }];
  if (statement.type === 'ExpressionStatement') return [{ holder: self, key: 'expression', depth: 0 }];
  if (statement.type === 'VariableDeclaration') {
    return (statement.declarations as Record<string, unknown>[]).filter((d) => d.init).map((d) => ({ holder: d, key: 'init', depth: 0 }));
  }
  return [];
}

export function recmaFlattenDeepJsx() {
  return (program: EstreeNode) => {
    let count = 0;
    // Every block of the module (function bodies among them), found without recursion.
    const blocks: EstreeNode[] = [];
    const stack: EstreeNode[] = [program];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.type === 'BlockStatement' || node.type === 'Program') blocks.push(node);
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach((item) => isNode(item) && stack.push(item));
        else if (isNode(value)) stack.push(value);
      }
    }
    for (const block of blocks) {
      const body = block.body as EstreeNode[];
      for (let index = 0; index < body.length; index++) {
        // Cut in the order found (outer first): declared in reverse, the deepest first.
        const cuts: EstreeNode[] = [];
        const slots = statementSlots(body[index]!);
        for (let slot = slots.pop(); slot; slot = slots.pop()) {
          const node = slot.holder[slot.key];
          if (!isNode(node)) continue;
          let depth = slot.depth;
          if (isElementCall(node) && depth >= CHUNK) {
            const name = `_quireDeep${count++}`;
            cuts.push(constant(name, node));
            slot.holder[slot.key] = { type: 'Identifier', name };
            depth = 0;
          }
          slots.push(...childSlots(node, depth));
        }
        if (cuts.length === 0) continue;
        body.splice(index, 0, ...cuts.reverse());
        index += cuts.length;
      }
    }
  };
}

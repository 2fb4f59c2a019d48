/**
 * An MDX expression with parentheses of its own inside the braces (`{(('x'))}`) reaches recma with
 * `ParenthesizedExpression` nodes, which astring, MDX's JavaScript printer, cannot print: the
 * compile threw `this[node.type] is not a function`. Parentheses only group, so each node is
 * replaced by the expression it holds (the printer adds the parentheses that precedence needs).
 * The walk is a loop, not a recursion: a page may nest hundreds of levels deep.
 */

interface EstreeNode {
  type: string;
  expression?: EstreeNode;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is EstreeNode => typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';

const unwrap = (node: EstreeNode): EstreeNode => (node.type === 'ParenthesizedExpression' && node.expression ? unwrap(node.expression) : node);

export function recmaUnwrapParentheses() {
  return (program: EstreeNode) => {
    const stack: EstreeNode[] = [program];
    for (let node = stack.pop(); node; node = stack.pop()) {
      for (const [key, value] of Object.entries(node)) {
        if (Array.isArray(value)) {
          value.forEach((item, index) => {
            if (!isNode(item)) return;
            value[index] = unwrap(item);
            stack.push(value[index] as EstreeNode);
          });
        } else if (isNode(value)) {
          node[key] = unwrap(value);
          stack.push(node[key] as EstreeNode);
        }
      }
    }
  };
}

/** Minimal mdast shapes used by Quire's remark steps (the full types live in @types/mdast). */
export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown>; [key: string]: unknown };
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
  [key: string]: unknown;
}

/** The visible text of a node: text, inline code and the text of its children. */
export function nodeToString(node: MdNode): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(nodeToString).join('');
}

/** Calls `fn` for every node (depth first), with its parent. */
export function walk(node: MdNode, fn: (node: MdNode, parent: MdNode | undefined) => void, parent?: MdNode): void {
  fn(node, parent);
  for (const child of node.children ?? []) walk(child, fn, node);
}

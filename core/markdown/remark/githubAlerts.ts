import type { MdNode } from '../mdast';
import type { ContainerType } from './containers';

/**
 * GitHub alerts: a blockquote whose first paragraph starts with `[!TIP]` (any case) is a
 * container, so pages written for GitHub render like `:::tip` blocks.
 */

const ALERT_TYPES: Record<string, ContainerType> = {
  tip: 'tip',
  note: 'note',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
  details: 'details',
};

const MARKER = /^\[!([A-Za-z]+)\][ \t]*/;

/**
 * If `blockquote` is a GitHub alert, removes its `[!TYPE]` marker (the text after it, on the same
 * line or the next, stays as content) and returns the type; otherwise leaves it as it is.
 */
export function takeAlertMarker({ blockquote }: { blockquote: MdNode }): ContainerType | undefined {
  const paragraph = blockquote.children?.[0];
  const text = paragraph?.type === 'paragraph' ? paragraph.children?.[0] : undefined;
  if (!paragraph || text?.type !== 'text' || typeof text.value !== 'string') return undefined;
  const match = MARKER.exec(text.value);
  const type = match ? ALERT_TYPES[match[1]!.toLowerCase()] : undefined;
  if (!match || !type) return undefined;

  // The marker's own line ends either in the text (a soft break) or in a hard `break` node.
  const rest = text.value.slice(match[0].length).replace(/^\r?\n/, '');
  const inline = paragraph.children!;
  if (rest !== '') {
    text.value = rest;
    delete text.position; // it no longer starts where the marker did
  } else {
    inline.shift();
    if (inline[0]?.type === 'break') inline.shift();
  }
  if (inline.length === 0) blockquote.children!.shift();
  return type;
}

function replaceAlerts(node: MdNode): void {
  // Only touch nodes that have children: a `children: undefined` key breaks MDX's pass-through.
  if (!node.children) return;
  node.children = node.children.map((child) => {
    replaceAlerts(child);
    if (child.type !== 'blockquote') return child;
    const type = takeAlertMarker({ blockquote: child });
    if (!type) return child;
    return {
      type: 'mdxJsxFlowElement',
      name: 'Callout',
      attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
      children: child.children ?? [],
      position: child.position,
    };
  });
}

/**
 * The remark plugin: GitHub alert blockquotes become `<Callout type="...">` MDX JSX nodes (no
 * title: the theme shows its localized default). `[!CAUTION]` is a warning, `[!IMPORTANT]` info.
 */
export function remarkGithubAlerts() {
  return (tree: MdNode) => replaceAlerts(tree);
}

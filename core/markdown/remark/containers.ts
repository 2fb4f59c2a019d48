import { nodeToString, type MdNode } from '../mdast';
import type { LineRewrite } from '../lineRewrite';

/**
 * Containers (callouts): `:::tip` ... `:::` blocks become `<Callout type="tip" title="...">`.
 *
 * The blocks are parsed by remark-directive (micromark-extension-directive), which only knows
 * `:::name[label]{attributes}`. Authors also write `:::tip My title`, `::: tip {title="x"}` and,
 * in MDX, `:::tip\{title="x"}`, so the opening lines are rewritten to the directive form just
 * before parsing (remark/sourceSyntax.ts) and every node's position is mapped back to the original
 * text afterwards: errors and source slices stay exact. That step also keeps a line of colons
 * inside fenced code from closing the container around the code.
 *
 * remark-directive also parses `:name` and `::name` anywhere, which would eat prose such as
 * `key:value`; those nodes are turned back into the text they came from.
 */

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Other spellings of a type (Rspress and GitHub users write `caution`). */
const ALIASES: Record<string, ContainerType> = { caution: 'warning' };

/** The container type a directive name stands for, if any (case-insensitive). */
export function containerTypeOf(name: string): ContainerType | undefined {
  const lower = name.toLowerCase();
  return (CONTAINER_TYPES as readonly string[]).includes(lower) ? (lower as ContainerType) : ALIASES[lower];
}

export function unknownContainerMessage(name: string): string {
  return `Unknown container type "${name}": use one of ${CONTAINER_TYPES.join(', ')}`;
}

/** What a container directive says: its type (undefined when unknown), title and label paragraph. */
export interface ContainerInfo {
  name: string;
  type: ContainerType | undefined;
  /** Plain-text title from `{title="..."}` or the label; undefined when the author gave none. */
  title: string | undefined;
  /** The label paragraph (`:::tip[label]` / `:::tip label`), kept for callers that want its formatting. */
  label: MdNode | undefined;
  /** The body, without the label paragraph. */
  children: MdNode[];
}

export function containerInfo({ node }: { node: MdNode }): ContainerInfo {
  const name = String(node.name ?? '');
  const children = node.children ?? [];
  const first = children[0];
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const attributes = (node.attributes ?? {}) as Record<string, string | null | undefined>;
  const fromAttribute = attributes.title?.trim();
  const fromLabel = label ? nodeToString(label).trim() : undefined;
  return {
    name,
    type: containerTypeOf(name),
    title: fromAttribute || fromLabel || undefined,
    label: label && label.children?.length ? label : undefined,
    children: label ? children.slice(1) : children,
  };
}

// ---------------------------------------------------------------------------------------------
// Opening-line syntax: `:::tip My title`, `::: tip {title="x"}` and `:::tip\{title="x"}` (the
// spelling MDX files need) -> `:::tip[My title]`, `:::tip{title="x"}`. remark/sourceSyntax.ts
// applies it to every opening line outside fenced code and maps positions back.

// Up to three spaces and any blockquote markers, the colons, the name, the rest of the line.
const OPENING = /^((?:[ \t]{0,3}>)*[ \t]{0,3})(:{3,})([ \t]*)([A-Za-z][\w-]*)(.*?)\r?$/;
// Trailing `{...}` that is directive attributes (`{title="x"}`, `{#id}`, `{.class}`), not prose,
// escaped (`\{title="x"}`) or not.
const TRAILING_ATTRIBUTES = /^(.*?)[ \t]*(\\?)(\{[ \t]*(?:[#.]|[A-Za-z_:][\w.:-]*[ \t]*=)[^{}]*\})$/;

/** The number of colons of a container's opening line, or undefined when `line` is none. */
export function containerOpeningSize(line: string): number | undefined {
  return OPENING.exec(line)?.[2]!.length;
}

function hasBalancedBrackets(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Whether `text` is one directive label: `[...]`, its first bracket closed by its last character. */
function isDirectiveLabel(text: string): boolean {
  if (!text.startsWith('[') || !text.endsWith(']')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/**
 * Rewrites one container opening line to `:::name[label]{attributes}`, or returns undefined when
 * it is fine as it is (or is no opening line).
 */
export function rewriteContainerOpening(line: string): LineRewrite | undefined {
  const match = OPENING.exec(line);
  if (!match) return undefined;
  const [, prefix = '', colons = '', gap = '', name = '', rest = ''] = match;
  const trimmed = rest.trim();
  const attributes = TRAILING_ATTRIBUTES.exec(trimmed);
  const escaped = attributes?.[2] === '\\';
  if (gap === '' && !escaped && (trimmed === '' || rest.startsWith('[') || rest.startsWith('{'))) return undefined;

  const text: string[] = [];
  const columns: number[] = [];
  const copy = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      text.push(line[i]!);
      columns.push(i);
    }
  };
  const insert = (value: string, at: number) => {
    for (const char of value) {
      text.push(char);
      columns.push(at);
    }
  };
  const nameStart = prefix.length + colons.length + gap.length;
  const restStart = nameStart + name.length;
  copy(0, prefix.length + colons.length);
  copy(nameStart, restStart);
  const labelText = attributes ? attributes[1]! : trimmed;
  const labelStart = restStart + (rest.length - rest.trimStart().length);
  // `:::tip[label]` is a label; `:::tip [Deprecated]` is a title in brackets, as before.
  if (labelStart === restStart && isDirectiveLabel(labelText)) copy(labelStart, labelStart + labelText.length);
  else if (labelText !== '') {
    insert('[', labelStart);
    if (hasBalancedBrackets(labelText)) copy(labelStart, labelStart + labelText.length);
    else {
      // An unbalanced bracket would end the label early: escape every bracket.
      for (let i = 0; i < labelText.length; i++) {
        if (labelText[i] === '[' || labelText[i] === ']') insert('\\', labelStart + i);
        copy(labelStart + i, labelStart + i + 1);
      }
    }
    insert(']', labelStart + labelText.length);
  }
  if (attributes) {
    // Without the escaping backslash: `\{` is how MDX files keep braces from being an expression.
    const attributesStart = labelStart + trimmed.length - attributes[3]!.length;
    copy(attributesStart, attributesStart + attributes[3]!.length);
  }
  columns.push(line.length);
  return { text: text.join(''), columns };
}

// ---------------------------------------------------------------------------------------------
// Text and leaf directives back to text.

function directiveFallbackText(node: MdNode): string {
  const colons = node.type === 'leafDirective' ? '::' : ':';
  const label = node.children?.length ? `[${nodeToString(node)}]` : '';
  const attributes = Object.entries((node.attributes ?? {}) as Record<string, string>)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `${colons}${String(node.name ?? '')}${label}${attributes ? `{${attributes}}` : ''}`;
}

/**
 * The nodes a text or leaf directive came from: the source around its label as text, and the
 * label's parsed children in between (so `**bold**` inside keeps its meaning).
 */
function directiveAsPhrasing(node: MdNode, source: string | undefined): MdNode[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (source === undefined || start === undefined || end === undefined) {
    return [{ type: 'text', value: directiveFallbackText(node), position: node.position }];
  }
  const children = node.children ?? [];
  const firstStart = children[0]?.position?.start.offset;
  const lastEnd = children[children.length - 1]?.position?.end.offset;
  if (firstStart === undefined || lastEnd === undefined) {
    return [{ type: 'text', value: source.slice(start, end), position: node.position }];
  }
  return [
    { type: 'text', value: source.slice(start, firstStart) },
    ...children,
    { type: 'text', value: source.slice(lastEnd, end) },
  ].filter((child) => child.type !== 'text' || child.value !== '');
}

/** Joins neighbouring text nodes, so restored text reads as one run. */
function mergeTexts(children: MdNode[]): MdNode[] {
  const merged: MdNode[] = [];
  for (const child of children) {
    const previous = merged[merged.length - 1];
    if (child.type === 'text' && previous?.type === 'text') {
      merged[merged.length - 1] = {
        type: 'text',
        value: String(previous.value) + String(child.value),
        position:
          previous.position && child.position ? { start: previous.position.start, end: child.position.end } : undefined,
      };
    } else merged.push(child);
  }
  return merged;
}

/**
 * Turns every text directive (`:name`) back into text and every leaf directive (`::name`) into a
 * paragraph of its text: Quire only uses container directives, and prose like `key:value` or a
 * line `::note` must read as written. `source` is the parsed file's text (positions index into it).
 */
export function restoreDirectiveText({ tree, source }: { tree: MdNode; source: string | undefined }): void {
  const children = tree.children;
  if (!children) return;
  let changed = false;
  const next: MdNode[] = [];
  for (const child of children) {
    restoreDirectiveText({ tree: child, source });
    if (child.type === 'textDirective') {
      next.push(...directiveAsPhrasing(child, source));
      changed = true;
    } else if (child.type === 'leafDirective') {
      next.push({ type: 'paragraph', children: mergeTexts(directiveAsPhrasing(child, source)), position: child.position });
      changed = true;
    } else next.push(child);
  }
  if (changed) tree.children = mergeTexts(next);
}

// ---------------------------------------------------------------------------------------------
// The remark plugin.

interface VFileLike {
  value?: unknown;
  fail(reason: string, options?: { place?: MdNode['position']; ruleId?: string; source?: string }): never;
}

function calloutElement({ type, title, children, position }: { type: ContainerType; title?: string; children: MdNode[]; position?: MdNode['position'] }): MdNode {
  const attributes: { type: string; name: string; value: string }[] = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
  if (title !== undefined) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return { type: 'mdxJsxFlowElement', name: 'Callout', attributes, children, position };
}

function replaceContainers(node: MdNode, file: VFileLike): void {
  // Only touch nodes that have children: a `children: undefined` key breaks MDX's pass-through.
  if (!node.children) return;
  node.children = node.children.map((child) => {
    replaceContainers(child, file);
    if (child.type !== 'containerDirective') return child;
    const info = containerInfo({ node: child });
    if (!info.type) {
      file.fail(unknownContainerMessage(info.name), { place: child.position, ruleId: 'unknown-container', source: 'quire' });
    }
    return calloutElement({ type: info.type!, title: info.title, children: info.children, position: child.position });
  });
}

/**
 * The remark plugin that turns container directives into `<Callout>` elements (MDX JSX nodes, which
 * MDX compiles in `.md` and `.mdx` alike). It needs remark-directive's syntax registered before it
 * and `remarkSourceSyntax` (the parser step that accepts `:::tip My title`) between the two: use
 * `loadSyntaxPlugins()` from remark/sourceSyntax.ts. An unknown type fails the file at the
 * container's line and column.
 */
export function remarkContainers() {
  return (tree: MdNode, file: VFileLike) => {
    // Again, for trees that did not come from the wrapped parser (a no-op otherwise).
    restoreDirectiveText({ tree, source: typeof file.value === 'string' ? file.value : undefined });
    replaceContainers(tree, file);
  };
}

import type { MdNode } from '../mdast';
import { insertIntoLine, type LineRewrite } from '../lineRewrite';
import { containerOpeningSize, remarkContainers, restoreDirectiveText, rewriteContainerOpening } from './containers';
import { escapeHeadingId } from './headings';

/**
 * The parser step every Quire processor has (markdownProcessor.ts): the source lines remark-parse,
 * remark-mdx and remark-directive cannot read as authors write them are rewritten just before
 * parsing, and the tree is mapped back to the source right after, so every later step, error
 * and source slice sees the file as written. Line numbers never change; columns on a rewritten line
 * are mapped back. Outside fenced code:
 *
 * - container opening lines: `:::tip My title`, `::: tip {title="x"}` and `:::tip\{title="x"}` (the
 *   spelling MDX files need) become `:::tip[My title]`, `:::tip{title="x"}` (remark/containers.ts);
 * - a heading's trailing `{#custom-id}` becomes `\{#custom-id}`, which MDX reads as text, not as an
 *   expression (remark/headings.ts); an author's `\{#custom-id}` stays as it is.
 *
 * Inside fenced code in a container, a line of colons that would close the container (micromark's
 * directive checks each line for its closing fence before the content is parsed, code or not) gets a
 * zero-width mark before its colons, removed from the tree after parsing: the line stays code.
 *
 * Then text and leaf directives (`key:value` prose) go back to their text (remark/containers.ts).
 */

/** What `normalizeSource` makes of a source. */
export interface NormalizedSource {
  /** The text to parse. */
  value: string;
  /** Maps the positions of a tree parsed from `value` back to the source and removes the marks (in place). */
  restore(tree: MdNode): void;
  /** A point of the parsed text, as a point of the source (for errors the parser throws). */
  restorePoint(point: Point): Point;
}

type Point = { line: number; column: number; offset?: number };

/** Keeps a line of colons in fenced code from closing a container; removed after parsing. */
const MARK = '\u200B';
/** A mark as `normalizeSource` left it, at the start of a line of a node's value. */
const MARK_IN_VALUE = /^([ \t>]*)\u200B(?=:{3,}[ \t]*\r?$)/gm;

// Blockquote markers, indentation, list markers, the fence and its info string.
const FENCE = /^((?:[ \t]*>)*)[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})(.*)$/;
// A line of three colons or more (a container's closing fence), after blockquote markers.
const COLONS = /^((?:[ \t]*>)*[ \t]*)(:{3,})[ \t]*\r?$/;

interface Fence {
  char: string;
  size: number;
  /** The blockquote depth the fence opened at: a line with fewer markers ends the quote and the fence. */
  quotes: number;
}

function quoteDepth(line: string): number {
  return /^(?:[ \t]*>)*/.exec(line)![0].split('>').length - 1;
}

/** The fence `line` opens, if it is a fence's opening line (a backtick fence's info has no backtick). */
function fenceOpening(line: string): Fence | undefined {
  const match = FENCE.exec(line);
  if (!match) return undefined;
  const marker = match[2]!;
  if (marker[0] === '`' && match[3]!.includes('`')) return undefined;
  return { char: marker[0]!, size: marker.length, quotes: quoteDepth(match[1]!) };
}

function closesFence(line: string, fence: Fence): boolean {
  const match = FENCE.exec(line);
  return !!match && match[2]![0] === fence.char && match[2]!.length >= fence.size && match[3]!.trim() === '';
}

/** The rewritten source of a page (see above), and how to map its tree back. */
export function normalizeSource({ source }: { source: string }): NormalizedSource {
  const lines = source.split('\n');
  const rewrites = new Map<number, LineRewrite>();
  let marked = false;
  let fence: Fence | undefined;
  /** The colon counts of the containers open at this line, outermost first. */
  const containers: number[] = [];
  lines.forEach((line, index) => {
    if (fence && quoteDepth(line) < fence.quotes) fence = undefined;
    if (fence) {
      if (closesFence(line, fence)) {
        fence = undefined;
        return;
      }
      const colons = COLONS.exec(line);
      if (colons && containers.some((size) => colons[2]!.length >= size)) {
        rewrites.set(index, insertIntoLine({ line, at: colons[1]!.length, text: MARK }));
        marked = true;
      }
      return;
    }
    fence = fenceOpening(line);
    if (fence) return;
    const colons = COLONS.exec(line);
    if (colons) {
      // The outermost container this many colons close, and every one inside it.
      const closed = containers.findIndex((size) => colons[2]!.length >= size);
      if (closed !== -1) containers.length = closed;
      return;
    }
    const size = containerOpeningSize(line);
    if (size !== undefined) containers.push(size);
    const rewrite = rewriteContainerOpening(line) ?? escapeHeadingId(line);
    if (rewrite) rewrites.set(index, rewrite);
  });
  if (rewrites.size === 0) return { value: source, restore: () => {}, restorePoint: (point) => point };

  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const restorePoint = (point: Point): Point => {
    const rewrite = rewrites.get(point.line - 1);
    let column = point.column;
    if (rewrite) {
      const index = point.column - 1;
      const last = rewrite.columns.length - 1;
      column = (index <= last ? rewrite.columns[index]! : rewrite.columns[last]! + index - last) + 1;
    }
    const start = lineStarts[point.line - 1];
    return { line: point.line, column, offset: start === undefined ? point.offset : start + column - 1 };
  };
  const restore = (node: MdNode) => {
    // New point objects: parsers may share one point between nodes, and mapping twice is wrong.
    if (node.position) node.position = { start: restorePoint(node.position.start), end: restorePoint(node.position.end) };
    if (marked && typeof node.value === 'string' && node.value.includes(MARK)) node.value = node.value.replace(MARK_IN_VALUE, '$1');
    for (const child of node.children ?? []) restore(child);
  };
  const value = lines.map((line, index) => rewrites.get(index)?.text ?? line).join('\n');
  return { value, restore, restorePoint };
}

/** The part of a unified processor the step touches: the parser set by remark-parse. */
interface ProcessorLike {
  parser?: (document: string, file: unknown) => MdNode;
}

/** A parse error's place (a VFileMessage's), mapped back to the source. */
function restoreErrorPlace(error: unknown, normalized: NormalizedSource): void {
  if (!error || typeof error !== 'object') return;
  const message = error as { line?: number; column?: number; place?: Point | { start: Point; end: Point } };
  const valid = (point: Point | undefined): point is Point => typeof point?.line === 'number' && typeof point.column === 'number';
  if (message.place && 'start' in message.place) {
    if (valid(message.place.start) && valid(message.place.end)) {
      message.place = { start: normalized.restorePoint(message.place.start), end: normalized.restorePoint(message.place.end) };
    }
  } else if (valid(message.place)) message.place = normalized.restorePoint(message.place);
  if (typeof message.line === 'number' && typeof message.column === 'number') {
    message.column = normalized.restorePoint({ line: message.line, column: message.column }).column;
  }
}

/**
 * The remark plugin: wraps the parser (set by remark-parse, so it must come after it: MDX's
 * `remarkPlugins` do) with the rewrites above. Container directives stay as they are (the plain
 * Markdown export reads them so; `remarkContainers` makes them callouts in the compile).
 */
export function remarkSourceSyntax(this: ProcessorLike): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    const normalized = normalizeSource({ source: document });
    let tree: MdNode;
    try {
      tree = parse(normalized.value, file);
    } catch (error) {
      restoreErrorPlace(error, normalized);
      throw error;
    }
    normalized.restore(tree);
    // Right after parsing, so every later step (heading ids, the TOC) sees `key:value` as text.
    restoreDirectiveText({ tree, source: document });
    return tree;
  };
}

/**
 * The ready-to-use list `[remarkDirective, remarkSourceSyntax, remarkContainers]` for `remarkPlugins`
 * of a processor made outside markdownProcessor.ts. Async because remark-directive is ESM-only and
 * Quire's Node code is CommonJS: it can only be `import()`ed.
 */
export async function loadSyntaxPlugins(): Promise<unknown[]> {
  const { default: remarkDirective } = await import('remark-directive');
  return [remarkDirective, remarkSourceSyntax, remarkContainers];
}

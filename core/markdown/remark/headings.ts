import type { TocItem } from '../../types';
import { nodeToString, walk, type MdNode } from '../mdast';

/** The slugger API of github-slugger (passed in: the package is ESM-only and loaded once). */
export interface Slugger {
  slug(value: string): string;
  reset(): void;
}

const CUSTOM_ID = /\s*\{#([\w\u00C0-\uFFFF-]+)\}\s*$/;

/**
 * Escapes `{#custom-id}` at the end of headings so MDX does not read it as a JS expression.
 * Runs on the source before parsing; code fences are left alone; line numbers do not change.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        if (!fence) fence = fenceMatch[1]![0];
        else if (fenceMatch[1]![0] === fence) fence = undefined;
        return line;
      }
      if (fence || !/^\s{0,3}#{1,6}\s/.test(line)) return line;
      return line.replace(/\{#([\w\u00C0-\uFFFF-]+)\}(\s*)$/, '\\{#$1}$2');
    })
    .join('\n');
}

/** Removes a trailing `{#id}` from a heading's last text node and returns the id. */
function takeCustomId(heading: MdNode): string | undefined {
  const last = heading.children?.[heading.children.length - 1];
  if (!last || last.type !== 'text' || typeof last.value !== 'string') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children!.pop();
  return match[1];
}

export interface HeadingsData {
  toc: TocItem[];
  /** Text of the first h1, if any. */
  title?: string;
}

/**
 * Gives every heading an id (GitHub style, unique in the page, or `{#custom-id}`) and collects
 * the table of contents (h2 to h4) into `file.data.quire.headings`.
 */
export function remarkHeadings({ createSlugger }: { createSlugger: () => Slugger }) {
  return () => (tree: MdNode, file: { data: Record<string, unknown> }) => {
    const slugger = createSlugger();
    const toc: TocItem[] = [];
    let title: string | undefined;
    walk(tree, (node) => {
      if (node.type !== 'heading') return;
      const customId = takeCustomId(node);
      const text = nodeToString(node).trim();
      const id = customId ?? slugger.slug(text);
      if (customId) slugger.slug(customId);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth === 1 && title === undefined) title = text;
      if (node.depth && node.depth >= 2 && node.depth <= 4) {
        toc.push({ text, id, depth: node.depth as 2 | 3 | 4, charIndex: -1 });
      }
    });
    const data = (file.data.quire ??= {}) as { headings?: HeadingsData };
    data.headings = { toc, title };
  };
}

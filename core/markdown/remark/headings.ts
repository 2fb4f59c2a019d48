import type { TocItem } from '../../types';
import { nodeToString, walk, type MdNode } from '../mdast';
import { addDependency, quireData } from '../fileData';
import { insertIntoLine, type LineRewrite } from '../lineRewrite';

/** The slugger API of github-slugger (passed in: the package is ESM-only and loaded once). */
export interface Slugger {
  slug(value: string): string;
  reset(): void;
}

const CUSTOM_ID = /\s*\{#([\w\u00C0-\uFFFF-]+)\}\s*$/;

// A heading line (after blockquote and list markers, up to three spaces of indentation: more is
// indented code in Markdown) ending in `{#custom-id}`: what comes before the brace, and the rest.
const HEADING_WITH_ID = /^((?:[ \t]{0,3}>)*[ \t]{0,3}(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?#{1,6}[ \t].*?)(\{#[\w\u00C0-\uFFFF-]+\}[ \t]*\r?)$/;

/**
 * Escapes a heading's trailing `{#custom-id}` to `\{#custom-id}`, so that MDX reads it as text and
 * not as a JS expression (in Markdown the escape changes nothing). Undefined when `line` is no such
 * heading, or its brace is escaped already (the spelling MDX authors write). remark/sourceSyntax.ts
 * applies it outside fenced code, before parsing, and maps positions back.
 */
export function escapeHeadingId(line: string): LineRewrite | undefined {
  const match = HEADING_WITH_ID.exec(line);
  if (!match) return undefined;
  const before = match[1]!;
  const backslashes = /\\*$/.exec(before)![0].length;
  if (backslashes % 2 === 1) return undefined;
  return insertIntoLine({ line, at: before.length, text: '\\' });
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

/** Literal `id="..."` of JSX and HTML elements: link targets besides headings. */
function literalId(node: MdNode): string | undefined {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const attribute = (node.attributes as { type: string; name?: string; value?: unknown }[] | undefined)?.find(
      (a) => a.type === 'mdxJsxAttribute' && a.name === 'id',
    );
    return typeof attribute?.value === 'string' ? attribute.value : undefined;
  }
  if (node.type === 'html' && typeof node.value === 'string') return /\sid=["']([^"']+)["']/.exec(node.value)?.[1];
  return undefined;
}

/**
 * Default imports in an MDX page, the local name and the import path: the candidates for fragments
 * (`import Intro from './intro'` may name `intro.mdx`; the fragment reader resolves each as the
 * bundler does and reads only Markdown). An import with a query (`?raw`) is no fragment.
 */
function fragmentImports(tree: MdNode): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: { body: EsNode[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || String(statement.source?.value).includes('?')) continue;
      const specifier = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier');
      if (specifier?.local?.name) imports.set(specifier.local.name, String(statement.source!.value));
    }
  }
  return imports;
}

interface EsNode {
  type: string;
  source?: { value: unknown };
  specifiers?: { type: string; local?: { name: string } }[];
}

/** The headings of an imported fragment, as its own compile gives them ids. */
export type ReadFragment = (args: {
  fromFile: string;
  specifier: string;
  /** The files being read, outermost first: a fragment already in it is a cycle and is skipped. */
  chain: string[];
}) => Promise<{ file: string; toc: TocItem[]; anchors: string[]; dependencies?: string[] } | undefined>;

/**
 * Gives every heading an id (GitHub style, unique in the page, or `{#custom-id}`) and collects the
 * table of contents (h2 to h4), the h1 and every anchor into `file.data.quire`. Where the page
 * renders an imported MDX fragment (`<Fragment />`), the fragment's headings join the toc there.
 */
export function remarkHeadings({ createSlugger, readFragment }: { createSlugger: () => Slugger; readFragment?: ReadFragment }) {
  return () => async (tree: MdNode, file: { path?: string; data: Record<string, unknown> }) => {
    const slugger = createSlugger();
    const toc: TocItem[] = [];
    const anchors: string[] = [];
    const fragments = readFragment && file.path ? fragmentImports(tree) : new Map<string, string>();
    const pending: { index: number; specifier: string }[] = [];
    let title: string | undefined;
    walk(tree, (node) => {
      const id = literalId(node);
      if (id) anchors.push(id);
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && fragments.has(String(node.name))) {
        pending.push({ index: toc.length, specifier: fragments.get(String(node.name))! });
      }
      if (node.type !== 'heading') return;
      const customId = takeCustomId(node);
      const text = nodeToString(node).trim();
      // A heading with no plain text (`# {frontmatter.title}`) still needs an id to link to.
      const headingId = customId ?? slugger.slug(text || 'section');
      if (customId) slugger.slug(customId);
      anchors.push(headingId);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: headingId } };
      if (node.depth === 1 && title === undefined) title = text;
      if (node.depth && node.depth >= 2 && node.depth <= 4) {
        toc.push({ text, id: headingId, depth: node.depth as 2 | 3 | 4, charIndex: node.position?.start.offset ?? -1 });
      }
    });
    // Fragments go in from the last to the first, so earlier insertion points stay valid.
    for (const { index, specifier } of pending.reverse()) {
      const chain = (file.data.fragmentChain as string[] | undefined) ?? [file.path!];
      const fragment = await readFragment!({ fromFile: file.path!, specifier, chain });
      if (!fragment) continue;
      toc.splice(index, 0, ...fragment.toc);
      anchors.push(...fragment.anchors);
      // The fragment and the fragments it imports: a change to any of them changes this toc.
      for (const dependency of [fragment.file, ...(fragment.dependencies ?? [])]) addDependency(file, dependency);
    }
    Object.assign(quireData(file), { toc, title, anchors });
  };
}

import type { Element, ElementContent, Parents, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { ShikiTransformer } from 'shiki';
import type { CodeBlockPlace } from '../../types';
import { parseCodeMeta, splitCodeInfo, type CodeMeta } from '../codeMeta';
import { DARK_THEME, LIGHT_THEME, PLAIN_LANG, getCodeHighlighter } from '../highlighter';
import { CODE_COLOR_REPLACEMENTS, highlightLinesTransformer, highlightedParts, notationTransformers, type HighlightedCode } from '../../shared/codeNotation';
import { staticCodeBlock } from './staticCodeBlock';

/**
 * Build-time highlighting of fenced code blocks. Every `<pre><code class="language-x">` that the
 * Markdown produced becomes
 *
 *     <CodeBlock lang title? lineNumbers wrap code><pre class="shiki ..." dangerouslySetInnerHTML /></CodeBlock>
 *
 * an MDX JSX node, so the theme's `CodeBlock` (from the MDX provider) draws the chrome (title,
 * copy, wrap) around Shiki's output. The highlighted lines go in as one HTML string: as JSX,
 * every token would be an element with a style object, which made compiling, bundling and
 * rendering a code-heavy page several times slower and its chunk several times larger. Colours are dual-theme CSS variables (`--shiki-light`,
 * `--shiki-dark`) that the theme's CSS picks by `html.dark`: the page ships static spans, no
 * highlighter.
 *
 * Runs last among rehype steps: later steps would see a `CodeBlock` node, not a `pre`.
 */

export interface CodeBlocksOptions {
  /** Site default (`markdown.showLineNumbers`); a block's `lineNumbers` meta overrides it. */
  showLineNumbers: boolean;
  /** Site default (`markdown.defaultWrapCode`); a block's `wrap` meta overrides it. */
  defaultWrapCode: boolean;
  /** The config's and plugins' Shiki transformers (`markdown.shikiTransformers`), loaded; after Quire's own. */
  transformers?: ShikiTransformer[];
}

interface FoundBlock {
  parent: Parents;
  pre: Element;
  code: Element;
}

/** The `code` element of a `<pre><code>` pair (whitespace text around it allowed), if that is what `pre` is. */
function codeChild(pre: Element): Element | undefined {
  const significant = pre.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const only = significant[0];
  return significant.length === 1 && only?.type === 'element' && only.tagName === 'code' ? only : undefined;
}

function findBlocks(node: Parents, found: FoundBlock[]): FoundBlock[] {
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'pre') {
      const code = codeChild(child);
      if (code) {
        found.push({ parent: node, pre: child, code });
        continue;
      }
    }
    if ('children' in child) findBlocks(child as Parents, found);
  }
  return found;
}

function classList(element: Element): string[] {
  // `className` is an array after mdast-util-to-hast; a string from hand-built trees.
  const value: unknown = element.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';
}

/**
 * Keeps each code block's meta through rehype-raw (`.md` pages), which re-parses the tree as HTML
 * and drops `data`: the meta is copied into a `data-meta` attribute, read back by langAndMeta.
 */
export function rehypeKeepCodeMeta() {
  return (tree: Root) => {
    const visit = (node: Root | ElementContent) => {
      if (node.type === 'element' && node.tagName === 'code') {
        const meta = (node.data as { meta?: unknown } | undefined)?.meta;
        if (typeof meta === 'string' && meta !== '') node.properties = { ...node.properties, dataMeta: meta };
      }
      if ('children' in node) for (const child of node.children) visit(child as ElementContent);
    };
    visit(tree);
  };
}

/**
 * The language and meta of a block. mdast-util-to-hast puts `code.meta` on the code element's
 * `data.meta`; `properties.metastring` is where other (older) pipelines put it.
 */
function langAndMeta(code: Element): { lang: string; meta: string } {
  const className = classList(code).find((name) => name.startsWith('language-'));
  const fromData = (code.data as { meta?: unknown } | undefined)?.meta;
  const fromProps = code.properties?.dataMeta ?? code.properties?.metastring;
  const { lang, meta } = splitCodeInfo({
    lang: className?.slice('language-'.length),
    meta: typeof fromData === 'string' ? fromData : typeof fromProps === 'string' ? fromProps : undefined,
  });
  return { lang: lang?.toLowerCase() ?? PLAIN_LANG, meta };
}

/** A JSX attribute whose value is the expression `expression` (an estree node). */
function expressionAttribute({ name, expression, source }: { name: string; expression: unknown; source: string }): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] } as never },
    },
  };
}

const literal = (value: string | number) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** `{ key: "value", ... }` as an estree object. */
function objectExpression(entries: [string, string][]): unknown {
  return {
    type: 'ObjectExpression',
    properties: entries.map(([key, value]) => ({
      type: 'Property',
      key: literal(key),
      value: literal(value),
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
}

/**
 * Shiki's `<pre>` as a JSX `pre` whose content is the highlighted HTML: its class, its CSS
 * variables as a style object, and `tabIndex` so it scrolls by keyboard.
 */
function preElement({ className, style, html }: HighlightedCode): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'pre',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: className },
      expressionAttribute({ name: 'style', expression: objectExpression(style), source: JSON.stringify(Object.fromEntries(style)) }),
      expressionAttribute({ name: 'tabIndex', expression: literal(0), source: '0' }),
      expressionAttribute({
        name: 'dangerouslySetInnerHTML',
        expression: objectExpression([['__html', html]]),
        source: JSON.stringify({ __html: html }),
      }),
    ],
    children: [],
  };
}

/**
 * Highlighted blocks by language, meta and code. A bilingual site has most of its code twice
 * (the website: 688 blocks, 452 different; the benchmark's corpus: 305 and 168), and the same
 * input always highlights the same (see NESTED_LANGUAGES), so each thread highlights a block once.
 */
const highlightedBlocks = new Map<string, HighlightedCode>();
const MAX_REMEMBERED = 2000;
/**
 * The memo of the blocks highlighted with a list of the site's transformers: transformers change
 * the output, so each list (one per compiler options, on each thread) has its own.
 */
const highlightedWithTransformers = new WeakMap<readonly ShikiTransformer[], Map<string, HighlightedCode>>();

function memoFor(transformers: readonly ShikiTransformer[]): Map<string, HighlightedCode> {
  if (transformers.length === 0) return highlightedBlocks;
  let memo = highlightedWithTransformers.get(transformers);
  if (!memo) highlightedWithTransformers.set(transformers, (memo = new Map()));
  return memo;
}

/**
 * Quire's notation transformers (`[!code ++]`...), made once per thread: `@shikijs/transformers` is
 * an ES-only package, imported natively.
 */
let notation: Promise<ShikiTransformer[]> | undefined;
function builtInTransformers(): Promise<ShikiTransformer[]> {
  notation ??= import('@shikijs/transformers').then((transformers) => notationTransformers({ transformers }));
  return notation;
}

async function highlight({
  source,
  lang,
  meta,
  highlightLines,
  transformers,
  place,
}: {
  source: string;
  lang: string;
  meta: string;
  highlightLines: number[];
  transformers: readonly ShikiTransformer[];
  /** Where the block is, for the transformers (`meta.quire`): their errors can name the file and line. */
  place?: CodeBlockPlace;
}): Promise<HighlightedCode> {
  const highlightedBlocks = memoFor(transformers);
  const key = JSON.stringify([lang, meta, source]);
  const remembered = highlightedBlocks.get(key);
  if (remembered) return remembered;
  const [{ forLanguage }, { toHtml }, notation] = await Promise.all([getCodeHighlighter(), import('hast-util-to-html'), builtInTransformers()]);
  const loaded = await forLanguage({ lang });
  const root = loaded.highlighter.codeToHast(source, {
    lang: loaded.lang,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    // Token colours that fall below 4.5:1 on the theme's code backgrounds, replaced.
    colorReplacements: CODE_COLOR_REPLACEMENTS,
    // No inline `color`: spans carry only `--shiki-light` / `--shiki-dark`, chosen by CSS.
    defaultColor: false,
    // No time limit per line: Shiki's default (500 ms) cut a line short into one token when the
    // grammar's first use (compiling its regexes) was slow, as on a busy machine: a block's colours
    // and its notation comments then depended on the load.
    tokenizeTimeLimit: 0,
    meta: { __raw: meta, ...(place ? { quire: place } : {}) },
    transformers: [highlightLinesTransformer({ lines: highlightLines }), ...notation, ...transformers],
  });
  const result = highlightedParts({ root, source, toHtml: (nodes) => toHtml(nodes) });
  if (highlightedBlocks.size >= MAX_REMEMBERED) highlightedBlocks.delete(highlightedBlocks.keys().next().value!);
  highlightedBlocks.set(key, result);
  return result;
}

/** A JSX attribute whose value is a JS literal: `{false}`, `{"a\nb"}` (works for any string). */
function literalAttribute({ name, value }: { name: string; value: string | boolean }): MdxJsxAttribute {
  const raw = JSON.stringify(value);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: raw,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value, raw } }],
        },
      },
    },
  };
}

/** The block's place for the transformers: where it starts in the page's file, when the tree has positions. */
function placeAt({ file, node }: { file?: CodeBlockPlace['file']; node: { position?: Element['position'] } }): CodeBlockPlace | undefined {
  const start = node.position?.start;
  return file && start ? { file, line: start.line, column: start.column } : undefined;
}

/** A block to highlight: a fence's `<pre><code>`, or a `<CodeBlock code="..."/>` whose props are all literals. */
interface Block {
  parent: Parents;
  node: Element | MdxJsxFlowElementHast;
  lang: string;
  meta: string;
  options: CodeMeta;
  source: string;
}

function fencedBlock({ parent, pre, code }: FoundBlock): Block {
  const { lang, meta } = langAndMeta(code);
  // mdast-util-to-hast ends every code block with one line break that is not part of the code.
  return { parent, node: pre, lang, meta, options: parseCodeMeta({ meta }), source: textOf(code).replace(/\n$/, '') };
}

export function rehypeCodeBlocks({ showLineNumbers, defaultWrapCode, transformers = [] }: CodeBlocksOptions) {
  return () => async (tree: Root, file?: CodeBlockPlace['file']) => {
    // Pages without code never start the highlighter.
    const blocks = [...findBlocks(tree, []).map(fencedBlock), ...staticCodeBlock.findAll({ tree })];
    for (const { parent, node, lang, meta, options, source } of blocks) {
      const highlighted = await highlight({ source, lang, meta, highlightLines: options.highlightLines, transformers, place: placeAt({ file, node }) });
      const attributes: MdxJsxAttribute[] = [
        literalAttribute({ name: 'lang', value: lang }),
        ...(options.title === undefined ? [] : [literalAttribute({ name: 'title', value: options.title })]),
        literalAttribute({ name: 'lineNumbers', value: options.lineNumbers ?? showLineNumbers }),
        literalAttribute({ name: 'wrap', value: options.wrap ?? defaultWrapCode }),
        // What the copy button copies: the code without its notation comments and removed lines.
        literalAttribute({ name: 'code', value: highlighted.copyText }),
      ];
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: [preElement(highlighted)] as never,
        position: node.position,
      };
      parent.children[parent.children.indexOf(node as ElementContent)] = element as unknown as ElementContent;
    }
  };
}

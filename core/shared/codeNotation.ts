import type { Element, ElementContent, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';

/**
 * What code blocks are highlighted with, at build time (`core/markdown/rehype/codeBlocks.ts`) and
 * in the browser (the theme's `CodeBlock` with a `code` string and no build-time children): the
 * two themes, Quire's line highlighting, and the notation comments that `@shikijs/transformers`
 * understands (`// [!code ++]`, `# [!code highlight]`, `<!-- [!code focus] -->`...), which are
 * removed from the output and leave classes that the theme's CSS styles. Shared so a block looks
 * the same whichever side highlighted it.
 */

export const LIGHT_THEME = 'github-light';
export const DARK_THEME = 'github-dark';

/**
 * The two themes' token colours that read below 4.5:1 (WCAG AA) on the theme's code block background
 * (`--quire-code-bg`) or on a notation's tinted line (highlighted, focused, error, warning, diff
 * added or removed, a highlighted word), each replaced by the same hue darkened (light) or lightened
 * (dark) just enough to pass on all of them: Shiki's `colorReplacements`, keyed by theme.
 * e2e/accessibility.test.ts checks every token of a page of samples with axe in both appearances.
 */
export const CODE_COLOR_REPLACEMENTS: Record<string, Record<string, string>> = {
  [LIGHT_THEME]: {
    '#6a737d': '#5c646d', // comments
    '#22863a': '#1d7231', // tags, regexp escapes, inserted text
    '#d73a49': '#b6313e', // keywords, storage
    '#e36209': '#a54707', // variables, Markdown list marks
  },
  [DARK_THEME]: {
    '#6a737d': '#9fa5ab', // comments
    '#b392f0': '#b494f0', // functions, entity names
    '#f97583': '#f97e8b', // keywords, storage
  },
};
/** What an unknown or missing language is highlighted as: plain text, no grammar. */
export const PLAIN_LANG = 'txt';

/** The part of `@shikijs/transformers` used here (an ES-only package: each side imports it its own way). */
export type NotationModule = Pick<
  typeof import('@shikijs/transformers'),
  | 'transformerNotationDiff'
  | 'transformerNotationHighlight'
  | 'transformerNotationFocus'
  | 'transformerNotationErrorLevel'
  | 'transformerNotationWordHighlight'
  | 'transformerRemoveNotationEscape'
>;

/**
 * The notation transformers, with their default classes: `diff add` / `diff remove` (and
 * `has-diff` on the `pre`), `highlighted`, `focused` (`has-focused`), `highlighted error` /
 * `highlighted warning`, `highlighted-word`. `[\!code ...]` is an escaped notation, shown as
 * `[!code ...]` (how documentation writes about the notation itself); that transformer runs last,
 * after the others have had their chance to match.
 */
export function notationTransformers({ transformers }: { transformers: NotationModule }): ShikiTransformer[] {
  return [
    transformers.transformerNotationDiff(),
    transformers.transformerNotationHighlight(),
    transformers.transformerNotationFocus(),
    transformers.transformerNotationErrorLevel(),
    transformers.transformerNotationWordHighlight(),
    transformers.transformerRemoveNotationEscape(),
  ] as ShikiTransformer[];
}

/** A typo such as `{1-100000000}` must not allocate a huge list: longer ranges are skipped. */
const MAX_RANGE = 10_000;

/** `1,3-5` → [1, 3, 4, 5] (a fence's `{1,3-5}`, a `CodeBlock`'s `highlight`). Parts that are not numbers or ranges are skipped. */
export function parseLineRanges(ranges: string): number[] {
  const lines: number[] = [];
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const a = Number(match[1]);
    const b = match[2] === undefined ? a : Number(match[2]);
    if (Math.abs(b - a) > MAX_RANGE) continue;
    for (let line = Math.min(a, b); line <= Math.max(a, b); line++) if (line > 0) lines.push(line);
  }
  return lines;
}

/** Adds class `highlighted` to the `.line` spans of the given 1-based lines (a fence's `{1,3-4}`). */
export function highlightLinesTransformer({ lines }: { lines: number[] }): ShikiTransformer {
  const wanted = new Set(lines);
  return {
    name: 'quire:highlight-lines',
    line(node, line) {
      if (wanted.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}

/** The classes of a hast element (`class` from Shiki, `className` from Markdown), as a list. */
export function classesOf(element: Element): string[] {
  const value: unknown = element.properties?.class ?? element.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/**
 * What the copy button copies: the highlighted block's lines as shown (notation comments removed,
 * escaped ones unescaped), without the lines a diff removes (`// [!code --]`): the code a reader
 * ends up with, as VitePress copies it (Rspress copies the removed lines too, which pastes both
 * versions of a changed line). In a block with notation (`notated`), lines lose the trailing
 * blanks that stood before a removed comment; other blocks are copied exactly (a Markdown sample's
 * two-space line breaks stay).
 */
export function copyTextOf({ pre, notated }: { pre: Element; notated: boolean }): string {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') ?? pre;
  const lines = code.children.filter((child): child is Element => child.type === 'element' && classesOf(child).includes('line'));
  return lines
    .filter((line) => {
      const classes = classesOf(line);
      return !(classes.includes('diff') && classes.includes('remove'));
    })
    .map((line) => (notated ? textOf(line).replace(/[ \t]+$/, '') : textOf(line)))
    .join('\n');
}

/** A highlighted block: what its `<pre>` carries, the HTML of its lines and what copying gives. */
export interface HighlightedCode {
  className: string;
  /** Shiki's CSS variables on the `pre` (`--shiki-light-bg`, ...). */
  style: [string, string][];
  html: string;
  copyText: string;
}

/** Whether `source` has a notation comment (escaped ones excepted). */
export const hasNotation = (source: string): boolean => source.includes('[!code');

/**
 * The parts of Shiki's hast (`codeToHast` of `source`) that a `CodeBlock` renders; `toHtml`
 * serialises the lines.
 */
export function highlightedParts({ root, source, toHtml }: { root: Root; source: string; toHtml: (nodes: ElementContent[]) => string }): HighlightedCode {
  const pre = root.children[0] as Element;
  return {
    className: classesOf(pre).join(' '),
    style: String(pre.properties?.style ?? '')
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()) as [string, string])
      .filter(([key, value]) => key && value),
    html: toHtml(pre.children),
    copyText: copyTextOf({ pre, notated: hasNotation(source) }),
  };
}

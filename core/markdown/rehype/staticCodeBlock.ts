import type { Parents, Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { parseCodeMeta, type CodeMeta } from '../codeMeta';
import { PLAIN_LANG } from '../highlighter';

/**
 * `<CodeBlock lang="ts" code="..."/>` in an `.mdx` page, with nothing but literals for props (a
 * string, `{"..."}`, a template literal without `${}`, `{true}`, a bare flag): the code is known
 * when the page compiles, so it is highlighted then, exactly as a fence with the same options
 * would be (`rehype/codeBlocks.ts` takes it from here), and the page ships no highlighter. A
 * `CodeBlock` with any other prop value (`code={sample.source}`), a spread, or children is left
 * as written: the theme's `CodeBlock` highlights it in the browser. So is one that the page
 * imports from anywhere but the theme, or declares itself: it is not the theme's component.
 */

export interface StaticCodeBlock {
  parent: Parents;
  node: MdxJsxFlowElementHast;
  lang: string;
  /** The meta a fence with the same options would have (`{1,3}`), for Shiki's `meta.__raw`. */
  meta: string;
  options: CodeMeta;
  source: string;
}

/** Where the theme's component comes from when a page imports it itself. */
const THEME_SOURCES = new Set(['@theme', '@theme/CodeBlock', 'quire/theme']);

type Literal = string | boolean | number | null;

interface EstreeNode {
  type: string;
  value?: unknown;
  expressions?: unknown[];
  quasis?: { value: { cooked?: string | null } }[];
  [key: string]: unknown;
}

/** The literal an attribute's value is, or `undefined` when it is an expression of anything else. */
function literalValue(value: unknown): Literal | undefined {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const program = (value as { data?: { estree?: { body?: { type: string; expression?: EstreeNode }[] } } }).data?.estree;
  const statement = program?.body?.length === 1 ? program.body[0] : undefined;
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (!expression) return undefined;
  if (expression.type === 'Literal' && ['string', 'boolean', 'number'].includes(typeof expression.value)) return expression.value as Literal;
  if (expression.type === 'TemplateLiteral' && expression.expressions?.length === 0) return expression.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

const PROPS = new Set(['lang', 'code', 'title', 'lineNumbers', 'wrap', 'highlight']);

/** The element's props when every one is a literal the build knows, else `undefined`. */
function literalProps(node: MdxJsxFlowElementHast): Record<string, Literal> | undefined {
  const props: Record<string, Literal> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !PROPS.has(attribute.name)) return undefined;
    const value = literalValue(attribute.value);
    if (value === undefined) return undefined;
    props[attribute.name] = value;
  }
  return props;
}

/** The names a top-level declaration binds (`function CodeBlock`, `const CodeBlock = ...`, `export ...`). */
function declaredNames(statement: EstreeNode): string[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as EstreeNode | null | undefined) : statement;
  if (!declaration) return [];
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') return [(declaration.id as { name: string }).name];
  if (declaration.type === 'VariableDeclaration') return ((declaration.declarations ?? []) as { id: { type: string; name?: string } }[]).flatMap(({ id }) => (id.type === 'Identifier' ? [id.name!] : []));
  return [];
}

/** Whether the page binds `CodeBlock` itself (an import from elsewhere than the theme, a declaration). */
function pageOwnsCodeBlock(tree: Root): boolean {
  for (const child of tree.children) {
    if ((child.type as string) !== 'mdxjsEsm') continue;
    const body = ((child as { data?: { estree?: { body?: EstreeNode[] } } }).data?.estree?.body ?? []) as EstreeNode[];
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration') {
        const source = (statement.source as { value?: unknown } | undefined)?.value;
        const specifiers = (statement.specifiers ?? []) as { local: { name: string } }[];
        if (specifiers.some((specifier) => specifier.local.name === 'CodeBlock') && !THEME_SOURCES.has(String(source))) return true;
      } else if (declaredNames(statement).includes('CodeBlock')) {
        return true;
      }
    }
  }
  return false;
}

function find(node: Parents, found: StaticCodeBlock[]): StaticCodeBlock[] {
  for (const child of node.children) {
    if (child.type === ('mdxJsxFlowElement' as string)) {
      const element = child as unknown as MdxJsxFlowElementHast;
      const props = element.name === 'CodeBlock' && element.children.length === 0 ? literalProps(element) : undefined;
      if (props && typeof props.code === 'string') {
        const highlight = typeof props.highlight === 'string' || typeof props.highlight === 'number' ? `{${String(props.highlight).replace(/^\{|\}$/g, '')}}` : '';
        const options: CodeMeta = { ...parseCodeMeta({ meta: highlight }) };
        if (typeof props.title === 'string' && props.title) options.title = props.title;
        if (typeof props.lineNumbers === 'boolean') options.lineNumbers = props.lineNumbers;
        if (typeof props.wrap === 'boolean') options.wrap = props.wrap;
        const lang = typeof props.lang === 'string' && props.lang.trim() ? props.lang.trim().toLowerCase() : PLAIN_LANG;
        found.push({ parent: node, node: element, lang, meta: highlight, options, source: props.code });
        continue;
      }
    }
    if ('children' in child) find(child as Parents, found);
  }
  return found;
}

export const staticCodeBlock = {
  /** The page's static `<CodeBlock>`s, in document order (none when the page binds `CodeBlock` itself). */
  findAll({ tree }: { tree: Root }): StaticCodeBlock[] {
    return pageOwnsCodeBlock(tree) ? [] : find(tree, []);
  },
};

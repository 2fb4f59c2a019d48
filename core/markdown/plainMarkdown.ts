import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MdxCompilerOptions, PlainComponentRule } from '../types';
import { formatOf } from './format';
import { parseCodeMeta, splitCodeInfo } from './codeMeta';
import { walk, type MdNode } from './mdast';
import { languageOfFile } from './remark/codeFromFile';
import { splitFrontmatter } from './frontmatter';
import { containerInfo, type ContainerType } from './remark/containers';
import { takeAlertMarker } from './remark/githubAlerts';
import { getMarkdownProcessor } from './markdownProcessor';

/**
 * The per-page Markdown export (`/guide/x.md`, "Copy Markdown", llms-full.txt): the page source as
 * plain CommonMark + GFM that any reader understands. Frontmatter, `import`/`export` and `{...}`
 * expressions go; containers and GitHub alerts become blockquotes led by their bold title; JSX
 * elements give way to their content, or read as the plugin that owns them says
 * (`markdown.plainMarkdown`: the default theme's callouts and package tabs). The page is parsed by the `plain` processor
 * (markdownProcessor.ts: the compile's parse, and the site's and plugins' remark steps) and
 * re-serialised from its syntax tree, so the output is stable whatever the author's spacing.
 */

type Serialize = (tree: MdNode, options: Record<string, unknown>) => string;

let serializer: Promise<{ toMarkdown: Serialize; extensions: unknown[] }> | undefined;

/** mdast-util-to-markdown and its GFM extension are ESM-only: loaded once, with import(). */
function loadSerializer(): Promise<{ toMarkdown: Serialize; extensions: unknown[] }> {
  serializer ??= (async () => {
    // One after another: Jest's ESM loader fails on concurrent imports that share modules.
    const toMd = await import('mdast-util-to-markdown');
    const gfmUtil = await import('mdast-util-gfm');
    return { toMarkdown: toMd.toMarkdown as unknown as Serialize, extensions: [gfmUtil.gfmToMarkdown()] };
  })();
  return serializer;
}

const TITLES: Record<ContainerType, string> = {
  tip: 'Tip',
  info: 'Info',
  note: 'Note',
  warning: 'Warning',
  danger: 'Danger',
  details: 'Details',
};

const CUSTOM_ID = /\s*\{#[\w\u00C0-\uFFFF-]+\}\s*$/;

const PHRASING = new Set([
  'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image',
  'imageReference', 'footnoteReference', 'html', 'mdxJsxTextElement',
]);
/** Nodes whose children are blocks: unwrapped inline content inside them needs a paragraph. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** `> **Title**` followed by the body: how a callout reads in plain Markdown. */
function titledBlockquote(title: MdNode[], body: MdNode[]): MdNode {
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...body] };
}

function attributeValue(node: MdNode, name: string): string | undefined {
  const attributes = (node.attributes ?? []) as { type: string; name?: string; value?: unknown }[];
  const found = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Trims the outer whitespace of inline content left behind by removed JSX or `{#id}`. */
function trimEdges(node: MdNode): void {
  const children = node.children ?? [];
  const first = children[0];
  const last = children[children.length - 1];
  if (first?.type === 'text') first.value = String(first.value).trimStart();
  if (last?.type === 'text') last.value = String(last.value).trimEnd();
  node.children = children.filter((child) => child.type !== 'text' || child.value !== '');
}

/** Wraps runs of inline nodes (left by unwrapped JSX) in paragraphs. */
function wrapPhrasing(children: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  for (const child of children) {
    const last = result[result.length - 1];
    if (!PHRASING.has(child.type)) result.push(child);
    else if (last?.type === 'paragraph' && last.data?.quireWrapped) last.children!.push(child);
    else result.push({ type: 'paragraph', data: { quireWrapped: true }, children: [child] });
  }
  for (const node of result) {
    if (node.data?.quireWrapped) {
      delete node.data;
      trimEdges(node);
    }
  }
  return result.filter((node) => node.type !== 'paragraph' || (node.children?.length ?? 0) > 0);
}

/**
 * Joins text nodes that became neighbours when inline JSX or an expression between them went away,
 * so `Install <Badge /> now` reads `Install now`, not `Install  now`.
 */
function joinTexts(children: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  for (const child of children) {
    const last = result[result.length - 1];
    if (child.type !== 'text' || last?.type !== 'text') {
      result.push(child);
      continue;
    }
    const left = String(last.value);
    const right = String(child.value);
    result[result.length - 1] = { type: 'text', value: /[ \t]$/.test(left) ? left + right.replace(/^[ \t]+/, '') : left + right };
  }
  return result;
}

function transformChildren(node: MdNode, components: PlainComponents): void {
  if (!node.children) return;
  const children = joinTexts(node.children.flatMap((child) => transform(child, components)));
  node.children = FLOW_PARENTS.has(node.type) ? wrapPhrasing(children) : children;
}

type PlainComponents = Record<string, PlainComponentRule>;

/** What a plugin's rule makes of one of its components; undefined when the rule does not apply. */
function applyRule({ node, rule, children }: { node: MdNode; rule: PlainComponentRule; children: MdNode[] }): MdNode[] | undefined {
  if (rule.kind === 'callout') {
    const type = attributeValue(node, rule.typeProp);
    if (type === undefined || !Object.hasOwn(rule.titles, type)) return undefined;
    const title = (rule.titleProp && attributeValue(node, rule.titleProp)) ?? rule.titles[type]!;
    return [titledBlockquote([{ type: 'text', value: title }], wrapPhrasing(children))];
  }
  const value = attributeValue(node, rule.prop);
  return value ? [{ type: 'code', lang: rule.lang ?? null, value: `${rule.prefix ?? ''}${value}` }] : undefined;
}

/** The node(s) that stand for `node` in plain Markdown. */
function transform(node: MdNode, components: PlainComponents): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      transformChildren(node, components);
      const children = node.children ?? [];
      const rule = typeof node.name === 'string' && Object.hasOwn(components, node.name) ? components[node.name] : undefined;
      const byRule = rule && applyRule({ node, rule, children });
      if (byRule) return byRule;
      // A component whose content is in its props: a badge's text.
      const text = children.length === 0 ? attributeValue(node, 'text') : undefined;
      if (text) return [{ type: 'text', value: text }];
      return children;
    }
    case 'containerDirective': {
      const info = containerInfo({ node });
      const body = info.children.flatMap((child) => transform(child, components));
      let title: MdNode[];
      if (info.label && !(node.attributes as Record<string, unknown> | undefined)?.title) {
        transformChildren(info.label, components);
        title = info.label.children ?? [];
      } else {
        // An unknown type fails the page's compilation already; the export just names it.
        const fallback = info.type ? TITLES[info.type] : info.name;
        title = [{ type: 'text', value: info.title ?? fallback }];
      }
      return [titledBlockquote(title, wrapPhrasing(body))];
    }
    case 'blockquote': {
      const type = takeAlertMarker({ blockquote: node });
      transformChildren(node, components);
      return [type ? titledBlockquote([{ type: 'text', value: TITLES[type] }], node.children ?? []) : node];
    }
    case 'heading': {
      transformChildren(node, components);
      const last = node.children?.[node.children.length - 1];
      if (last?.type === 'text') last.value = String(last.value).replace(CUSTOM_ID, '');
      trimEdges(node);
      return [node];
    }
    case 'paragraph':
    case 'tableCell': {
      transformChildren(node, components);
      trimEdges(node);
      return node.type === 'paragraph' && node.children!.length === 0 ? [] : [node];
    }
    case 'code':
      // Meta (`title="x"`, `{1,3}`) only means something to Quire's renderer.
      return [{ ...node, meta: null }];
    default:
      transformChildren(node, components);
      return [node];
  }
}

/**
 * Fills each empty ```` ```ts file="./x.ts" ```` block with its file, as the rendered page shows it
 * (the export would otherwise hold an empty block). A file that cannot be read leaves the block
 * empty: the page's compilation reports it.
 */
async function fillCodeFromFiles({ tree, filePath }: { tree: MdNode; filePath: string }): Promise<void> {
  const blocks: { node: MdNode; request: string; lang: string | undefined }[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code' || String(node.value ?? '').trim() !== '') return;
    const { lang, meta } = splitCodeInfo({ lang: node.lang as string | null, meta: node.meta as string | null });
    const request = parseCodeMeta({ meta }).file;
    if (request !== undefined && /^\.\.?\//.test(request)) blocks.push({ node, request, lang });
  });
  await Promise.all(
    blocks.map(async ({ node, request, lang }) => {
      const absolute = path.resolve(path.dirname(filePath), request);
      const content = await readFile(absolute, 'utf8').catch(() => undefined);
      if (content === undefined) return;
      node.value = content.replace(/\r?\n$/, '');
      node.lang = lang ?? languageOfFile({ filePath: absolute });
    }),
  );
}

/**
 * The plain Markdown of a parsed page (as the `plain` processor leaves it), with the plugins' rules
 * for their components. The tree is changed on the way: pass a copy of a tree that is used
 * afterwards.
 */
export async function plainFromTree({ tree, filePath, components = {} }: { tree: MdNode; filePath: string; components?: PlainComponents }): Promise<string> {
  const { toMarkdown, extensions } = await loadSerializer();
  await fillCodeFromFiles({ tree, filePath });
  transformChildren(tree, components);
  return toMarkdown(tree, {
    extensions,
    bullet: '-',
    rule: '-',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
  });
}

/**
 * The plain Markdown of one page: `source` is the file's full text (frontmatter included);
 * `filePath` decides the syntax (`.md`: Markdown, anything else: MDX). `options` are the site's
 * compiler options (`context.markdown.options`): its remark steps and its plugins' component
 * rules apply, as in the page's compile; without them, neither does.
 */
export async function toPlainMarkdown({ source, filePath, options = NO_OPTIONS }: { source: string; filePath: string; options?: MdxCompilerOptions }): Promise<string> {
  const format = formatOf(filePath);
  // A heading's `{#id}` reaches the tree as text (remark/sourceSyntax.ts); `transform` drops it.
  const { body } = splitFrontmatter(source);
  const processor = await getMarkdownProcessor({ options, format, purpose: 'plain' });
  const file = { value: body, path: filePath, data: {} };
  const tree = await processor.run(processor.parse(file), file);
  return plainFromTree({ tree, filePath, components: options.plainComponents });
}

/** No site: no remark steps of its own, no component rules. */
const NO_OPTIONS: MdxCompilerOptions = { remarkPlugins: [], rehypePlugins: [], development: false };

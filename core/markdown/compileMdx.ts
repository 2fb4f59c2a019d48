import type { MdxCompilerOptions, PageAnalysis } from '../types';

export type { MdxCompilerOptions } from '../types';
import { parse as parseYaml } from 'yaml';
import { splitFrontmatter } from './frontmatter';
import { formatOf } from './format';
import { escapeHeadingIds, remarkHeadings } from './remark/headings';
import { createFragmentReader } from './fragments';
import { rehypeKeepCodeMeta } from './rehype/codeBlocks';
import { recmaAutoImport, remarkAutoImport } from './remark/autoImport';
import { recmaBindJsxRuntime } from './recma/bindJsxRuntime';
import { PLAIN_DATA_KEY, remarkPlainExport } from './remark/plainExport';
import type { QuireFileData } from './fileData';

/**
 * Compiles one Markdown/MDX page to a JS module with @mdx-js/mdx: the frontmatter is cut out
 * (blank lines keep line numbers right), Quire's remark and rehype steps run, then the config's
 * and plugins' own. One processor per format (md, mdx) and options, created once.
 */

export interface CompiledPage {
  code: string;
  analysis: PageAnalysis;
  /** The page as plain Markdown, when `options.plainMarkdown` asks for it. */
  plain?: string;
}

/** A compile error with its place in the source file. */
export interface MdxErrorPlace {
  line?: number;
  column?: number;
  reason: string;
}

type Processor = { process(file: { value: string; path: string }): Promise<{ value: unknown; data: Record<string, unknown> }> };

const processors = new WeakMap<MdxCompilerOptions, Map<'md' | 'mdx', Promise<Processor>>>();

async function createProcessor(options: MdxCompilerOptions, format: 'md' | 'mdx'): Promise<Processor> {
  const [{ createProcessor: create, nodeTypes }, { default: remarkGfm }, { default: GithubSlugger }, { default: rehypeRaw }, steps] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('github-slugger'),
    import('rehype-raw'),
    import('./markdownSteps').then((m) => m.loadMarkdownSteps({ code: options.code ?? { showLineNumbers: false, defaultWrapCode: false }, base: options.base ?? '/' })),
  ]);
  const createSlugger = () => new GithubSlugger();
  return create({
    format,
    jsxImportSource: 'react',
    providerImportSource: options.providerImportSource,
    development: options.development,
    remarkPlugins: [
      remarkGfm,
      ...steps.remarkBeforeHeadings,
      // After the containers' parser step, whose output it copies.
      ...(options.plainMarkdown ? [remarkPlainExport] : []),
      remarkHeadings({ createSlugger, readFragment: createFragmentReader({ createSlugger }) }),
      ...steps.remarkAfterHeadings,
      remarkAutoImport({ components: options.components ?? {} }),
      ...options.remarkPlugins,
    ] as never,
    recmaPlugins: [recmaAutoImport, recmaBindJsxRuntime] as never,
    // Raw HTML is part of Markdown (.md); MDX pages write JSX instead.
    rehypePlugins: [...(format === 'md' ? [rehypeKeepCodeMeta, [rehypeRawWhenNeeded, { rehypeRaw, passThrough: nodeTypes }]] : []), ...options.rehypePlugins, ...steps.rehypeLast] as never,
  }) as unknown as Processor;
}

/**
 * rehype-raw re-parses the whole page through an HTML parser: only worth it when the Markdown
 * has raw HTML in it, which most pages do not.
 */
function rehypeRawWhenNeeded({ rehypeRaw, passThrough }: { rehypeRaw: (options: unknown) => (tree: unknown, file: unknown) => unknown; passThrough: string[] }) {
  const transform = rehypeRaw({ passThrough });
  const hasRaw = (node: { type: string; children?: unknown[] }): boolean =>
    node.type === 'raw' || (node.children ?? []).some((child) => hasRaw(child as { type: string }));
  return (tree: { type: string; children?: unknown[] }, file: unknown) => (hasRaw(tree) ? transform(tree, file) : tree);
}

function getProcessor(options: MdxCompilerOptions, format: 'md' | 'mdx'): Promise<Processor> {
  let byFormat = processors.get(options);
  if (!byFormat) processors.set(options, (byFormat = new Map()));
  let processor = byFormat.get(format);
  if (!processor) byFormat.set(format, (processor = createProcessor(options, format)));
  return processor;
}

export async function compileMdx({
  source,
  filePath,
  options,
}: {
  source: string;
  filePath: string;
  options: MdxCompilerOptions;
}): Promise<CompiledPage> {
  const format = formatOf(filePath);
  const split = splitFrontmatter(source);
  let { body } = split;
  if (format === 'mdx') body = escapeHeadingIds(body);
  const processor = await getProcessor(options, format);
  const file = await processor.process({ value: body, path: filePath });
  const data = (file.data.quire ?? {}) as QuireFileData;
  const analysis: PageAnalysis = {
    toc: data.toc ?? [],
    title: data.title,
    anchors: data.anchors ?? [],
    links: data.links ?? [],
    dependencies: data.dependencies ?? [],
  };
  // MDX pages read their own frontmatter as `frontmatter` (`# {frontmatter.title}`).
  const frontmatter = split.yaml ? (parseYaml(split.yaml) ?? {}) : {};
  const code = `${String(file.value)}\nexport const frontmatter = ${JSON.stringify(frontmatter)};\n`;
  return { code, analysis, plain: file.data[PLAIN_DATA_KEY] as string | undefined };
}

/**
 * The line, column and reason of an MDX/micromark error (a VFileMessage). The place comes from the
 * message's own fields, else from the node it is about, else from the `(line:column)` it quotes.
 */
export function mdxErrorPlace(error: unknown): MdxErrorPlace {
  type Point = { line?: number; column?: number };
  const e = error as Point & {
    reason?: string;
    message?: string;
    place?: Point | { start?: Point };
    ancestors?: { position?: { start?: Point } }[];
  };
  const reason = e.reason ?? e.message ?? String(error);
  const fromPlace = e.place && 'start' in e.place ? e.place.start : (e.place as Point | undefined);
  const fromNode = e.ancestors?.[e.ancestors.length - 1]?.position?.start;
  const quoted = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
  const point: Point | undefined =
    e.line !== undefined ? e : fromPlace?.line !== undefined ? fromPlace : fromNode?.line !== undefined ? fromNode : quoted ? { line: Number(quoted[1]), column: Number(quoted[2]) } : undefined;
  return { line: point?.line, column: point?.column, reason: reason.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)\s*$/, '') };
}

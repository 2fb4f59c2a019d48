import type { TocItem, UnifiedPluginEntry } from '../types';
import { splitFrontmatter } from './frontmatter';
import { escapeHeadingIds, remarkHeadings, type HeadingsData } from './remark/headings';

/**
 * Compiles one Markdown/MDX page to a JS module with @mdx-js/mdx: the frontmatter is cut out
 * (blank lines keep line numbers right), Quire's remark steps run, then the config's and plugins'
 * own remark/rehype plugins. One processor per format (md, mdx) and options, created once.
 */

export interface MdxCompilerOptions {
  remarkPlugins: UnifiedPluginEntry[];
  rehypePlugins: UnifiedPluginEntry[];
  /** Module that exports `useMDXComponents` (the theme's MDX components provider). */
  providerImportSource?: string;
  development: boolean;
}

export interface CompiledPage {
  code: string;
  toc: TocItem[];
  title?: string;
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
  const [{ createProcessor: create }, { default: remarkGfm }, { default: GithubSlugger }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('github-slugger'),
  ]);
  return create({
    format,
    jsxImportSource: 'react',
    providerImportSource: options.providerImportSource,
    development: options.development,
    remarkPlugins: [remarkGfm, remarkHeadings({ createSlugger: () => new GithubSlugger() }), ...options.remarkPlugins] as never,
    rehypePlugins: [...options.rehypePlugins] as never,
  }) as unknown as Processor;
}

function getProcessor(options: MdxCompilerOptions, format: 'md' | 'mdx'): Promise<Processor> {
  let byFormat = processors.get(options);
  if (!byFormat) processors.set(options, (byFormat = new Map()));
  let processor = byFormat.get(format);
  if (!processor) byFormat.set(format, (processor = createProcessor(options, format)));
  return processor;
}

export function formatOf(filePath: string): 'md' | 'mdx' {
  return /\.md$/i.test(filePath) ? 'md' : 'mdx';
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
  let { body } = splitFrontmatter(source);
  if (format === 'mdx') body = escapeHeadingIds(body);
  const processor = await getProcessor(options, format);
  const file = await processor.process({ value: body, path: filePath });
  const headings = (file.data.quire as { headings?: HeadingsData } | undefined)?.headings;
  const toc = headings?.toc ?? [];
  const code = `${String(file.value)}\nexport const toc = ${JSON.stringify(toc)};\n`;
  return { code, toc, title: headings?.title };
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

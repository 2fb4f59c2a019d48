import type { MdxCompilerOptions, PageAnalysis } from '../types';

export type { MdxCompilerOptions } from '../types';
import { parseFrontmatterYaml, splitFrontmatter } from './frontmatter';
import { formatOf } from './format';
import { PLAIN_DATA_KEY } from './remark/plainExport';
import { getMarkdownProcessor, type MarkdownProcessor } from './markdownProcessor';
import { staticContentBody } from './staticContent';
import { allPageData } from './pageData';
import type { QuireFileData } from './fileData';

/**
 * Compiles one Markdown/MDX page to a JS module with @mdx-js/mdx: the frontmatter is cut out
 * (blank lines keep line numbers right), Quire's remark and rehype steps run, then the config's
 * and plugins' own (markdownProcessor.ts). One processor per format (md, mdx) and options, created
 * once. What the steps recorded for plugins (`setPageData`) goes into the analysis.
 */

export interface CompiledPage {
  code: string;
  analysis: PageAnalysis;
  /** The page as plain Markdown, when `options.plainMarkdown` asks for it. */
  plain?: string;
  /** The function body of a page that is static content, when `options.staticContent` asks for it. */
  staticBody?: string;
}

/** A compile error with its place in the source file. */
export interface MdxErrorPlace {
  line?: number;
  column?: number;
  reason: string;
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
  const { body } = split;
  const processor = await getMarkdownProcessor({ options, format, purpose: 'page' });
  const file = await processPage({ processor, value: body, path: filePath });
  const data = (file.data.quire ?? {}) as QuireFileData;
  const pluginData = allPageData(file);
  const analysis: PageAnalysis = {
    toc: data.toc ?? [],
    title: data.title,
    anchors: data.anchors ?? [],
    links: data.links ?? [],
    dependencies: data.dependencies ?? [],
    ...(pluginData ? { pluginData } : {}),
    ...(data.warnings ? { warnings: data.warnings } : {}),
  };
  // MDX pages read their own frontmatter as `frontmatter` (`# {frontmatter.title}`).
  const frontmatter = split.yaml ? (parseFrontmatterYaml({ yaml: split.yaml, file: filePath, source }).data ?? {}) : {};
  const code = `${String(file.value)}\nexport const frontmatter = ${JSON.stringify(frontmatter)};\n`;
  const staticBody = options.staticContent ? staticContentBody({ code, providerImportSource: options.providerImportSource }) : undefined;
  if (staticBody !== undefined) analysis.staticContent = true;
  return { code, analysis, plain: file.data[PLAIN_DATA_KEY] as string | undefined, ...(staticBody === undefined ? {} : { staticBody }) };
}

/**
 * Parses, runs and stringifies one page, each step awaited here: unified's `process()` calls the
 * compiler (recma's JavaScript printer) from a promise callback after the async steps, so an error
 * it throws there (`{(('x'))}` makes astring throw) became an unhandled rejection that ended the
 * process, instead of this page's compile error.
 */
async function processPage({ processor, value, path }: { processor: MarkdownProcessor; value: string; path: string }) {
  const { VFile } = await import('vfile');
  const file = new VFile({ value, path });
  const tree = await processor.run(processor.parse(file), file);
  file.value = processor.stringify(tree, file);
  return file;
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
    location?: Point;
  };
  const reason = e.reason ?? e.message ?? String(error);
  const fromPlace = e.place && 'start' in e.place ? e.place.start : (e.place as Point | undefined);
  const fromNode = e.ancestors?.[e.ancestors.length - 1]?.position?.start;
  // A QuireError (invalid frontmatter) has its place as `location`.
  const fromLocation = e.location?.line !== undefined ? e.location : undefined;
  const quoted = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
  // A tag left open inside a list item, a quote or a container is placed by micromark where that
  // block starts; the tag itself, which the author must close, is quoted in the message.
  const openTag = /^(Expected a closing tag for `[^`]*`) \((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  if (openTag) return { line: Number(openTag[2]), column: Number(openTag[3]), reason: `${openTag[1]}${reason.slice(openTag[0].length)}` };
  const point: Point | undefined =
    e.line !== undefined ? e : fromLocation ? fromLocation : fromPlace?.line !== undefined ? fromPlace : fromNode?.line !== undefined ? fromNode : quoted ? { line: Number(quoted[1]), column: Number(quoted[2]) } : undefined;
  return { line: point?.line, column: point?.column, reason: reason.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)\s*$/, '') };
}

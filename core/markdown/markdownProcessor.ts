import type { MdxCompilerOptions } from '../types';
import type { EntryListName, ListedEntry } from './unifiedEntries';
import { loadShikiTransformers, loadUnifiedEntries } from './unifiedEntries';
import { isPageOnly } from './stepScope';
import { remarkHeadings } from './remark/headings';
import { remarkSourceSyntax } from './remark/sourceSyntax';
import { rehypeKeepCodeMeta } from './rehype/codeBlocks';
import { recmaAutoImport, remarkAutoImport } from './remark/autoImport';
import { recmaBindJsxRuntime } from './recma/bindJsxRuntime';
import { recmaFlattenDeepJsx } from './recma/flattenDeepJsx';
import { recmaUnwrapParentheses } from './recma/unwrapParentheses';
import { remarkPlainExport } from './remark/plainExport';
import { remarkUnsafeUrls } from './remark/unsafeUrls';
import { createFragmentReader } from './fragments';
import type { MdNode } from './mdast';

/**
 * The one place Quire's Markdown processors are made, so that every reading of a page parses it
 * the same way (remark-parse, MDX syntax for `.mdx`, GFM, directives with the containers' syntax)
 * and gets the site's and plugins' remark steps with the same options:
 *
 * - `page`: the compile (@mdx-js/mdx): Quire's steps around the heading step, then the site's and
 *   plugins' remark steps, rehype steps, Shiki with the site's transformers. With
 *   `options.plainMarkdown` it also makes the page's plain Markdown from its own parse.
 * - `plain`: the page's plain Markdown (`.md` twins, search text): the same parse, then the site's
 *   and plugins' remark steps (not those marked `pageOnly`), before plainMarkdown.ts converts it.
 *   The compile runs this processor's steps on its copy of the tree: no second parse.
 * - `fragment`: the headings of an MDX fragment a page imports: the same parse, the heading step,
 *   then the site's and plugins' remark steps (not `pageOnly`).
 *
 * Processors are made once per compiler options, format and purpose (per thread).
 */

export type MarkdownFormat = 'md' | 'mdx';
/** `page`: the compile; `plain`: the parse for plain Markdown (the fragments' processors are made with the page's). */
export type ProcessorPurpose = 'page' | 'plain';

/** What a processor is given: unified makes a vfile of it (`data` is kept by reference), or a VFile. */
export interface ProcessorFile {
  value: string | Uint8Array;
  path: string;
  data?: Record<string, unknown>;
}

export interface MarkdownProcessor {
  parse(file: ProcessorFile): MdNode;
  run(tree: MdNode, file: ProcessorFile): Promise<MdNode>;
  /** The page processor's compiler: the module's JavaScript. */
  stringify(tree: MdNode, file: ProcessorFile): string;
}

/** The site's and plugins' steps, loaded (module specifiers imported) once per compiler options. */
export interface SiteSteps {
  remark: unknown[];
  /** The remark steps for plain Markdown and fragments: all but the `pageOnly` ones. */
  remarkEverywhere: unknown[];
  rehype: unknown[];
  shikiTransformers: object[];
}

function listed(options: MdxCompilerOptions, list: EntryListName): ListedEntry[] {
  return (options[list] ?? []).map((entry, index) => ({ entry, listedIn: options.listedIn?.[list]?.[index] ?? 'the site config' }));
}

const siteStepsByOptions = new WeakMap<MdxCompilerOptions, Promise<SiteSteps>>();

/** The compiler options' remark and rehype steps and Shiki transformers, with their specifiers loaded. */
export function loadSiteSteps(options: MdxCompilerOptions): Promise<SiteSteps> {
  let steps = siteStepsByOptions.get(options);
  if (!steps) {
    const siteDir = options.siteDir ?? process.cwd();
    steps = (async () => {
      const remark = await loadUnifiedEntries({ entries: listed(options, 'remarkPlugins'), siteDir, list: 'remarkPlugins' });
      const rehype = await loadUnifiedEntries({ entries: listed(options, 'rehypePlugins'), siteDir, list: 'rehypePlugins' });
      const shikiTransformers = await loadShikiTransformers({ entries: listed(options, 'shikiTransformers'), siteDir });
      return { remark, remarkEverywhere: remark.filter((step) => !isPageOnly(step)), rehype, shikiTransformers };
    })();
    siteStepsByOptions.set(options, steps);
    // A failed load is not kept: the next page tries again (and reports the same error).
    steps.catch(() => siteStepsByOptions.delete(options));
  }
  return steps;
}

/** remark-parse (and remark-mdx for `.mdx`) with the syntax every parse shares, then `steps`. */
async function remarkProcessor({ format, steps }: { format: MarkdownFormat; steps: unknown[] }): Promise<MarkdownProcessor> {
  // One after another: Jest's ESM loader fails on concurrent imports that share modules.
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkMdx } = await import('remark-mdx');
  const syntax = await sharedSyntax();
  // A `.md` file is Markdown, as the bundler compiles it: braces and HTML are not MDX there.
  return unified()
    .use(remarkParse)
    .use(format === 'mdx' ? [remarkMdx] : [])
    .use([...syntax, remarkSourceSyntax, remarkUnsafeUrls, ...steps] as never)
    .freeze() as unknown as MarkdownProcessor;
}

/** GFM and directives: the syntax extensions of every parse (Quire's parser step, remarkSourceSyntax, comes after). */
async function sharedSyntax(): Promise<unknown[]> {
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkDirective } = await import('remark-directive');
  return [remarkGfm, remarkDirective];
}

/** The compile of pages: @mdx-js/mdx with Quire's steps and the site's. */
async function pageProcessor({ options, format }: { options: MdxCompilerOptions; format: MarkdownFormat }): Promise<MarkdownProcessor> {
  const site = await loadSiteSteps(options);
  const { createProcessor, nodeTypes } = await import('@mdx-js/mdx');
  const { default: GithubSlugger } = await import('github-slugger');
  const { default: rehypeRaw } = await import('rehype-raw');
  const { remarkContainers } = await import('./remark/containers');
  const syntax = await sharedSyntax();
  const { loadMarkdownSteps } = await import('./markdownSteps');
  const steps = await loadMarkdownSteps({
    code: options.code ?? { showLineNumbers: false, defaultWrapCode: false },
    base: options.base ?? '/',
    shikiTransformers: site.shikiTransformers,
  });
  const createSlugger = () => new GithubSlugger();
  const readFragment = createFragmentReader({
    siteDir: options.siteDir ?? process.cwd(),
    getProcessor: ({ format: fragmentFormat, readFragment: read }) =>
      remarkProcessor({ format: fragmentFormat, steps: [remarkHeadings({ createSlugger, readFragment: read }), ...site.remarkEverywhere] }),
  });
  const plain = options.plainMarkdown ? await getMarkdownProcessor({ options, format, purpose: 'plain' }) : undefined;
  return createProcessor({
    format,
    jsxImportSource: 'react',
    providerImportSource: options.providerImportSource,
    development: options.development,
    remarkPlugins: [
      ...syntax,
      remarkSourceSyntax,
      remarkUnsafeUrls,
      remarkContainers,
      ...steps.remarkBeforeHeadings,
      // After Quire's parser step, whose output it copies.
      ...(plain ? [[remarkPlainExport, { plain, components: options.plainComponents ?? {} }]] : []),
      remarkHeadings({ createSlugger, readFragment }),
      ...steps.remarkAfterHeadings,
      ...site.remark,
      // After the site's and plugins' steps: a component a step adds (the playground plugin's
      // `<Playground>`, made from a code block) is imported like one the page wrote.
      remarkAutoImport({ components: options.components ?? {} }),
    ] as never,
    recmaPlugins: [recmaUnwrapParentheses, recmaAutoImport, recmaBindJsxRuntime, recmaFlattenDeepJsx] as never,
    // Raw HTML is part of Markdown (.md); MDX pages write JSX instead.
    rehypePlugins: [...(format === 'md' ? [rehypeKeepCodeMeta, [rehypeRawWhenNeeded, { rehypeRaw, passThrough: nodeTypes }]] : []), ...site.rehype, ...steps.rehypeLast] as never,
  }) as unknown as MarkdownProcessor;
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

function createMarkdownProcessor({ options, format, purpose }: { options: MdxCompilerOptions; format: MarkdownFormat; purpose: ProcessorPurpose }): Promise<MarkdownProcessor> {
  if (purpose === 'page') return pageProcessor({ options, format });
  return loadSiteSteps(options).then((site) => remarkProcessor({ format, steps: site.remarkEverywhere }));
}

const processors = new WeakMap<MdxCompilerOptions, Map<string, Promise<MarkdownProcessor>>>();

/** The processor for these options, format and purpose: made on first use, then shared. */
export function getMarkdownProcessor({ options, format, purpose }: { options: MdxCompilerOptions; format: MarkdownFormat; purpose: ProcessorPurpose }): Promise<MarkdownProcessor> {
  let byKey = processors.get(options);
  if (!byKey) processors.set(options, (byKey = new Map()));
  const key = `${purpose}:${format}`;
  let processor = byKey.get(key);
  if (!processor) {
    processor = createMarkdownProcessor({ options, format, purpose });
    byKey.set(key, processor);
    processor.catch(() => byKey.delete(key));
  }
  return processor;
}

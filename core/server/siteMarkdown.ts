import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { LoadContext, MarkdownService, MdxCompilerOptions, PlainComponentRule, UnifiedPluginEntry } from '../types';
import { createMarkdownService } from '../markdown/markdownService';
import { createCompilePool, type CompilePool } from '../markdown/compilePool';
import { compileMdx } from '../markdown/compileMdx';
import { checkSpecifiers, describeEntries, type ListedEntry } from '../markdown/unifiedEntries';
import { clientPaths } from '../webpack/paths';
import { computeThemeAliases, themeLayers } from '../webpack/themeAliases';
import { themeRendersStatically } from '../markdown/staticContent';
import { quireCodeHash } from '../quirePackage';
import { env } from '../env';
import type { InitializedPlugin } from './plugins/initPlugins';
import type { LoadSiteOptions } from './site';

/** What a list of remark/rehype plugins or Shiki transformers looks like in a cache key: specifiers and function names, and JSON options. */
export function describeUnifiedPlugins(list: unknown[]): unknown[] {
  return describeEntries(list as UnifiedPluginEntry[]);
}

/**
 * The compiler options of a site: Quire's steps, then the config's and the plugins' own (module
 * specifiers are loaded where the processor is made, on each thread: markdownProcessor.ts).
 */
export function markdownCompilerOptions({ context, plugins }: { context: LoadContext; plugins: InitializedPlugin[] }): MdxCompilerOptions {
  const { siteConfig } = context;
  const fromPlugins = plugins.map((p) => ({ listedIn: `plugin "${p.plugin.name}"`, markdown: p.plugin.markdown ?? {} }));
  const list = (name: 'remarkPlugins' | 'rehypePlugins' | 'shikiTransformers') => {
    // `markdown.shiki.transformers` (Rspress's spelling) continues the config's `shikiTransformers`.
    const asShiki = name === 'shikiTransformers' ? (siteConfig.markdown.shiki?.transformers ?? []) : [];
    const fromConfig = [...(siteConfig.markdown[name] ?? []), ...asShiki];
    const entries = [...fromConfig, ...fromPlugins.flatMap(({ markdown }) => markdown[name] ?? [])];
    const listedIn = [
      ...(siteConfig.markdown[name] ?? []).map(() => 'the site config'),
      ...asShiki.map(() => 'the site config (markdown.shiki.transformers)'),
      ...fromPlugins.flatMap(({ listedIn, markdown }) => (markdown[name] ?? []).map(() => listedIn)),
    ];
    return { entries, listedIn };
  };
  const remark = list('remarkPlugins');
  const rehype = list('rehypePlugins');
  const shiki = list('shikiTransformers');
  return {
    remarkPlugins: remark.entries,
    rehypePlugins: rehype.entries,
    shikiTransformers: shiki.entries,
    siteDir: context.siteDir,
    listedIn: { remarkPlugins: remark.listedIn, rehypePlugins: rehype.listedIn, shikiTransformers: shiki.listedIn },
    providerImportSource: clientPaths.mdxProvider,
    development: context.mode === 'development',
    plainMarkdown: context.mode === 'production',
    // Builds render Markdown pages that need no browser code to HTML alone (core/markdown/staticContent.ts).
    staticContent:
      context.mode === 'production' &&
      themeRendersStatically({
        themeAliases: computeThemeAliases({ layers: themeLayers(plugins.map((p) => p.plugin)), siteThemeDir: path.join(context.siteDir, 'theme') }),
        defaultThemeDir: clientPaths.defaultTheme,
      }),
    code: { showLineNumbers: siteConfig.markdown.showLineNumbers, defaultWrapCode: siteConfig.markdown.defaultWrapCode },
    base: context.baseUrl,
    components: Object.assign({}, ...fromPlugins.map(({ markdown }) => markdown.components ?? {})) as Record<string, string>,
    plainComponents: Object.assign({}, ...fromPlugins.map(({ markdown }) => markdown.plainMarkdown ?? {})) as Record<string, PlainComponentRule>,
  };
}

/**
 * The compile pool of a site, created before its config is loaded so that its first worker
 * starts at once (it loads the site itself, in parallel with this thread). Pages compile here
 * only when no worker can help; until the compiler options are known they wait.
 */
export function createSiteCompilePool({ siteOptions }: { siteOptions: LoadSiteOptions }): CompilePool & { setOptions(options: MdxCompilerOptions): void } {
  let setOptions!: (options: MdxCompilerOptions) => void;
  const options = new Promise<MdxCompilerOptions>((resolve) => (setOptions = resolve));
  const pool = createCompilePool({
    compileHere: async ({ source, filePath }) => compileMdx({ source, filePath, options: await options }),
    workerFile: path.join(__dirname, '../markdown/compileWorker.js'),
    workerData: siteOptions,
  });
  return { ...pool, setOptions };
}

/** Where a site's Markdown analyses are cached, per mode. */
export const markdownCacheFile = ({ generatedFilesDir, mode }: { generatedFilesDir: string; mode: string }) => path.join(generatedFilesDir, 'cache', `markdown-${mode}.json`);

/**
 * The site's Markdown service: the compiler options, the site's compile pool and an analysis
 * cache that a change of Quire, of a plugin list or of the config files invalidates.
 */
export function createSiteMarkdown({
  context,
  plugins,
  configDeps,
  pool,
}: {
  context: LoadContext;
  plugins: InitializedPlugin[];
  configDeps: string[];
  pool: ReturnType<typeof createSiteCompilePool>;
}): MarkdownService {
  const options = markdownCompilerOptions({ context, plugins });
  // A step that cannot be found fails the site's loading, not each page's compile.
  const listed = (name: 'remarkPlugins' | 'rehypePlugins' | 'shikiTransformers'): ListedEntry[] =>
    (options[name] ?? []).map((entry, index) => ({ entry, listedIn: options.listedIn?.[name]?.[index] ?? 'the site config' }));
  const stepFiles = checkSpecifiers({ siteDir: context.siteDir, lists: { remarkPlugins: listed('remarkPlugins'), rehypePlugins: listed('rehypePlugins'), shikiTransformers: listed('shikiTransformers') } });
  pool.setOptions(options);
  // The config's files and the Markdown steps' own modules: editing either invalidates the cache.
  const stamps = [...configDeps, ...stepFiles].map((file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return `${file}:${stat?.size}:${stat?.mtimeMs}`;
  });
  const signature = createHash('md5')
    .update(
      JSON.stringify({
        code: quireCodeHash(),
        remark: describeUnifiedPlugins(options.remarkPlugins),
        rehype: describeUnifiedPlugins(options.rehypePlugins),
        shiki: describeUnifiedPlugins(options.shikiTransformers ?? []),
        plainComponents: options.plainComponents,
        markdown: options.code,
        staticContent: options.staticContent,
        components: options.components,
        base: context.baseUrl,
        stamps,
      }),
    )
    .digest('hex');
  return createMarkdownService({
    options,
    pool,
    cacheFile: env.noCache ? undefined : markdownCacheFile({ generatedFilesDir: context.generatedFilesDir, mode: context.mode }),
    // One folder per mode, as the analyses: each run prunes the versions its own cache no longer holds.
    plainDir: path.join(context.generatedFilesDir, 'cache', `plain-${context.mode}`),
    staticDir: path.join(context.generatedFilesDir, 'cache', `static-${context.mode}`),
    signature,
  });
}

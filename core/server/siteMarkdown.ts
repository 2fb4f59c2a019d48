import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { LoadContext, MarkdownService, MdxCompilerOptions } from '../types';
import { createMarkdownService } from '../markdown/markdownService';
import { createCompilePool, type CompilePool } from '../markdown/compilePool';
import { compileMdx } from '../markdown/compileMdx';
import { clientPaths } from '../webpack/paths';
import { quireCodeHash } from '../quirePackage';
import { env } from '../env';
import type { InitializedPlugin } from './plugins/initPlugins';
import type { LoadSiteOptions } from './site';

/** What a list of remark/rehype plugins looks like in a cache key: names and JSON-able options. */
export function describeUnifiedPlugins(list: unknown[]): unknown[] {
  return list.map((p) => (Array.isArray(p) ? [(p[0] as { name?: string })?.name, p.slice(1)] : (p as { name?: string })?.name));
}

/** The compiler options of a site: Quire's steps, then the config's and the plugins' own. */
export function markdownCompilerOptions({ context, plugins }: { context: LoadContext; plugins: InitializedPlugin[] }): MdxCompilerOptions {
  const { siteConfig } = context;
  const fromPlugins = plugins.map((p) => p.plugin.markdown ?? {});
  return {
    remarkPlugins: [...siteConfig.markdown.remarkPlugins, ...fromPlugins.flatMap((m) => m.remarkPlugins ?? [])],
    rehypePlugins: [...siteConfig.markdown.rehypePlugins, ...fromPlugins.flatMap((m) => m.rehypePlugins ?? [])],
    providerImportSource: clientPaths.mdxProvider,
    development: context.mode === 'development',
    plainMarkdown: context.mode === 'production',
    code: { showLineNumbers: siteConfig.markdown.showLineNumbers, defaultWrapCode: siteConfig.markdown.defaultWrapCode },
    base: context.baseUrl,
    components: Object.assign({}, ...fromPlugins.map((m) => m.components ?? {})) as Record<string, string>,
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
  pool.setOptions(options);
  const stamps = configDeps.map((file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return `${file}:${stat?.size}:${stat?.mtimeMs}`;
  });
  const signature = createHash('md5')
    .update(
      JSON.stringify({
        code: quireCodeHash(),
        remark: describeUnifiedPlugins(options.remarkPlugins),
        rehype: describeUnifiedPlugins(options.rehypePlugins),
        markdown: options.code,
        components: options.components,
        base: context.baseUrl,
        stamps,
      }),
    )
    .digest('hex');
  return createMarkdownService({
    options,
    pool,
    cacheFile: env.noCache ? undefined : path.join(context.generatedFilesDir, 'cache', `markdown-${context.mode}.json`),
    plainDir: path.join(context.generatedFilesDir, 'cache', 'plain'),
    signature,
  });
}

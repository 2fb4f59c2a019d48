import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { LoadContext, MarkdownService } from '../types';
import { createMarkdownService } from '../markdown/markdownService';
import { clientPaths } from '../webpack/paths';
import { quireCodeHash } from '../quirePackage';
import { env } from '../env';
import type { InitializedPlugin } from './plugins/initPlugins';

/** What a list of remark/rehype plugins looks like in a cache key: names and JSON-able options. */
export function describeUnifiedPlugins(list: unknown[]): unknown[] {
  return list.map((p) => (Array.isArray(p) ? [(p[0] as { name?: string })?.name, p.slice(1)] : (p as { name?: string })?.name));
}

/**
 * The site's Markdown service: the compiler options (Quire's steps, then the config's and the
 * plugins' remark/rehype plugins) and an analysis cache that a change of Quire, of a plugin list
 * or of the config files invalidates.
 */
export function createSiteMarkdown({
  context,
  plugins,
  configDeps,
}: {
  context: LoadContext;
  plugins: InitializedPlugin[];
  configDeps: string[];
}): MarkdownService {
  const { siteConfig } = context;
  const fromPlugins = plugins.map((p) => p.plugin.markdown ?? {});
  const remarkPlugins = [...siteConfig.markdown.remarkPlugins, ...fromPlugins.flatMap((m) => m.remarkPlugins ?? [])];
  const rehypePlugins = [...siteConfig.markdown.rehypePlugins, ...fromPlugins.flatMap((m) => m.rehypePlugins ?? [])];
  const components = Object.assign({}, ...fromPlugins.map((m) => m.components ?? {})) as Record<string, string>;
  const code = { showLineNumbers: siteConfig.markdown.showLineNumbers, defaultWrapCode: siteConfig.markdown.defaultWrapCode };
  const stamps = configDeps.map((file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return `${file}:${stat?.size}:${stat?.mtimeMs}`;
  });
  const signature = createHash('md5')
    .update(
      JSON.stringify({
        code: quireCodeHash(),
        remark: describeUnifiedPlugins(remarkPlugins),
        rehype: describeUnifiedPlugins(rehypePlugins),
        markdown: code,
        components,
        base: context.baseUrl,
        stamps,
      }),
    )
    .digest('hex');
  return createMarkdownService({
    options: {
      remarkPlugins,
      rehypePlugins,
      providerImportSource: clientPaths.mdxProvider,
      development: context.mode === 'development',
      code,
      base: context.baseUrl,
      components,
    },
    cacheFile: env.noCache ? undefined : path.join(context.generatedFilesDir, 'cache', `markdown-${context.mode}.json`),
    signature,
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { loadContext } from '../core/server/site';
import { initPlugins } from '../core/server/plugins/initPlugins';
import { builtinPlugins } from '../core/server/plugins/builtinPlugins';
import { markdownCompilerOptions } from '../core/server/siteMarkdown';
import { createMarkdownService } from '../core/markdown/markdownService';
import { createPluginActions } from '../core/server/plugins/actions';
import dataLoader, { type DataLoaderOptions } from '../plugins/docs/data/dataLoader';

/**
 * The docs plugin's data modules of a built site (`.quire/docs/<folder>/*.json`) as webpack
 * bundles them: each file run through the real data loader, with a Markdown service made from
 * the site's own config and plugins (the pages compile for real) and their extendPageData hooks.
 */
export async function bundledDocsData<T>({ siteDir, folder }: { siteDir: string; folder: 'pages' | 'overviews' }): Promise<T[]> {
  const { context } = await loadContext({ siteDir, mode: 'production', command: 'build' });
  const plugins = await initPlugins({ context, builtins: builtinPlugins(context) });
  const options = markdownCompilerOptions({ context, plugins });
  const markdown = createMarkdownService({ options, signature: 'test' });
  const { actions } = createPluginActions({ pluginName: 'docs', generatedFilesDir: context.generatedFilesDir, plugins: plugins.map((p) => p.plugin) });
  const dir = path.join(siteDir, '.quire', 'docs', folder);
  return Promise.all(
    fs.readdirSync(dir).map(
      (name) =>
        new Promise<T>((resolve, reject) => {
          const loaderContext = {
            async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(JSON.parse(output!) as T)),
            getOptions: () => ({ markdown, extendPageData: actions.extendPageData }),
            addDependency: () => undefined,
            cacheable: () => undefined,
          } as unknown as LoaderContext<DataLoaderOptions>;
          dataLoader.call(loaderContext, fs.readFileSync(path.join(dir, name), 'utf8'));
        }),
    ),
  );
}

import path from 'node:path';
import webpack, { type Configuration, type Module } from 'webpack';
import { merge } from 'webpack-merge';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { describeUnifiedPlugins } from '../server/siteMarkdown';
import type { Site } from '../server/site';
import { createClientConfig } from '../webpack/client';
import { applyConfigureWebpack } from '../webpack/configure';
import { collectHtmlTags } from '../ssg/htmlTags';
import { escapeHtml } from '../utils/escape';
import { quireSourceDirs } from '../webpack/paths';
import { readTsconfigAliases, tsconfigAliasesCacheFile } from '../webpack/tsconfigAliases';

/**
 * The dev page: an empty app container (no SSR in dev), with the same injected tags as a build.
 * The app sets the title; keeping it out of the template keeps a title edit from restarting.
 */
export function devTemplate(site: Site): string {
  const { headTags, preBodyTags, postBodyTags } = collectHtmlTags(site);
  return `<!DOCTYPE html><html lang="${escapeHtml(site.context.defaultLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${headTags}</head><body>${preBodyTags}<div id="__quire"></div>${postBodyTags}</body></html>`;
}

/**
 * Pages compile when first requested (webpack's lazy compilation of `import()`s): the dev server
 * starts without compiling every page, and opening a page compiles just that one. Compiled at once:
 * the route table, and the data modules plugins write (`createData`) that no loader processes, such
 * as sidebars: cheap to build, and one lazy request fewer (each costs the browser a round trip and
 * the compiler a rebuild) when a page opens. The backend listens on the dev server's host; with a
 * wildcard host (reachable from other machines) browsers could not reach it, so pages compile up
 * front there.
 */
function lazyPages(site: Site, host: string): NonNullable<Configuration['experiments']>['lazyCompilation'] {
  if (host === '0.0.0.0' || host === '::') return false;
  const { generatedFilesDir } = site.context;
  const routesModule = path.join(generatedFilesDir, 'routes.js');
  const isPlainData = ({ resource, loaders }: { resource?: string; loaders?: unknown[] }) =>
    resource !== undefined && resource.startsWith(generatedFilesDir + path.sep) && resource.endsWith('.json') && (loaders ?? []).length === 0;
  return {
    entries: false,
    imports: true,
    test: (module: Module) => {
      const normal = module as Module & { resource?: string; loaders?: unknown[] };
      return normal.resource !== routesModule && !isPlainData(normal);
    },
    backend: { listen: { host, port: 0 } },
  };
}

/** What React Refresh's entry gets for its globalThis polyfill (see globalThisShim.ts). */
const globalThisShim = path.join(__dirname, 'globalThisShim.js');

/** React Refresh's overlay behind Quire's filter of runtime errors (see refreshOverlay.ts). */
const refreshOverlay = path.join(__dirname, 'refreshOverlay.js');

export function createDevClientConfig(site: Site, { host }: { host: string }): Configuration {
  const { config } = createClientConfig({ site, outputDir: site.context.outDir, renderer: false });
  const devConfig = merge(config, {
    stats: 'none',
    resolve: { alias: { 'core-js-pure/features/global-this$': globalThisShim } },
    experiments: { lazyCompilation: lazyPages(site, host) },
    plugins: [
      // Source maps for the code people debug (the site's), not for React's 1 MB development build
      // nor for Quire's own modules (esbuild's output reads close to the source).
      new webpack.EvalSourceMapDevToolPlugin({ exclude: [/node_modules/, ...quireSourceDirs], columns: false, module: true }),
      new HtmlWebpackPlugin({ templateContent: devTemplate(site), inject: 'body', scriptLoading: 'defer', publicPath: site.context.baseUrl }),
      // Fast Refresh for the site's components; Quire's own code is not instrumented (isQuireSource).
      // Its overlay shows the site's runtime errors and closes on the next good compile.
      new ReactRefreshPlugin({ overlay: { module: refreshOverlay, sockIntegration: 'wds' }, exclude: [/node_modules/, globalThisShim, ...quireSourceDirs] }),
    ],
  });
  return applyConfigureWebpack({ site, config: devConfig });
}

/**
 * What decides the dev compiler's config. When a config edit leaves it unchanged (titles, nav,
 * theme options...), the site reloads in place; otherwise the dev server restarts.
 */
export function devCompilerSignature(site: Site): string {
  const { siteConfig } = site.context;
  return JSON.stringify({
    base: site.context.baseUrl,
    publicDir: siteConfig.publicDir,
    plugins: site.plugins.map(({ plugin }) => [plugin.name, plugin.getThemePath?.() ?? '', Boolean(plugin.configureWebpack)]),
    // The MDX loader keeps the Markdown service it was created with: new steps need a new compiler.
    remark: describeUnifiedPlugins(site.markdown.options.remarkPlugins),
    rehype: describeUnifiedPlugins(site.markdown.options.rehypePlugins),
    shiki: describeUnifiedPlugins(site.markdown.options.shikiTransformers ?? []),
    code: site.markdown.options.code,
    template: devTemplate(site),
    tsconfigAliases: readTsconfigAliases({ siteDir: site.context.siteDir, cacheFile: tsconfigAliasesCacheFile(site.context.generatedFilesDir) }),
  });
}

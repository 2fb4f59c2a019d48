import path from 'node:path';
import type { Configuration } from 'webpack';
import { merge } from 'webpack-merge';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createBaseConfig, type BundleOptions } from './base';
import { clientPaths } from './paths';
import { ContentChunkIdsPlugin } from './plugins/ContentChunkIdsPlugin';
import { EsbuildMinifyPlugin } from './plugins/EsbuildMinifyPlugin';
import { RouteAssetsPlugin } from './plugins/RouteAssetsPlugin';
import { PerfPhasesPlugin } from './plugins/PerfPhasesPlugin';
import { CacheWarningsPlugin } from './plugins/CacheWarningsPlugin';
import { SourceErrorsPlugin } from './plugins/SourceErrorsPlugin';
import { env } from '../env';
import { checkWebpackOptions } from './checkWebpackOptions';

export const CLIENT_ENTRY_NAME = 'main';
/** The SSR entry of production builds: evaluated by the SSG in Node, then deleted. */
export const RENDERER_ENTRY_NAME = 'quire-renderer';
/** The route table's chunk (`webpackChunkName` in core/client/routing/clientRoutes.ts): its file name never changes. */
export const ROUTE_TABLE_CHUNK = 'quire-routes';

export interface ClientBundle {
  config: Configuration;
  routeAssets: RouteAssetsPlugin;
}

/**
 * The app bundle: the shell in the `main` entry, every page and the route table loaded lazily.
 * A production build adds the renderer entry to the same compilation, so every page module is
 * compiled, cached and emitted once and serves both the browser and the pre-rendering.
 */
export function createClientConfig({
  site,
  outputDir,
  renderer,
}: BundleOptions & { outputDir: string; renderer: boolean }): ClientBundle {
  checkWebpackOptions({ site });
  const isDev = site.context.mode === 'development';
  const routeAssets = new RouteAssetsPlugin({
    routesModule: path.join(site.context.generatedFilesDir, 'routes.js'),
    entryName: CLIENT_ENTRY_NAME,
    rendererEntryName: RENDERER_ENTRY_NAME,
  });
  const config = merge(createBaseConfig({ site }), {
    name: 'client',
    target: 'web',
    entry: {
      [CLIENT_ENTRY_NAME]: clientPaths.clientEntry,
      ...(renderer ? { [RENDERER_ENTRY_NAME]: clientPaths.serverEntry } : {}),
    },
    output: {
      path: outputDir,
      publicPath: site.context.baseUrl,
      filename: isDev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[id].js',
      chunkLoadTimeout: 120_000,
      hashFunction: 'xxhash64',
      uniqueName: 'quire',
      // Chunks register on globalThis, so the SSG can run them in Node too.
      globalObject: 'globalThis',
      clean: false,
    },
    optimization: {
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : false,
      // Production: one runtime chunk for both entries, so the modules they share (every page, the
      // theme) are generated, cached and minified once, not once per entry's runtime.
      runtimeChunk: isDev ? false : 'single',
      // esbuild replaces terser: measured on 1,003 pages, terser spent 19.5 s of CPU (ARCHITECTURE.md).
      minimizer: [new EsbuildMinifyPlugin({ target: 'es2020', exclude: new RegExp(`${RENDERER_ENTRY_NAME}\\.`) })],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // All CSS in one stylesheet: its order never depends on which page loaded first.
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
          // React in a chunk of its own beside main: the same bytes whatever the site's code, so a
          // deploy does not invalidate it in readers' caches, and a change to the site's code no
          // longer reshuffles React's minified names (the two gzip 0.7 KB smaller than one main).
          ...(isDev ? {} : { react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: (chunk: { name?: string | null }) => chunk.name === CLIENT_ENTRY_NAME, enforce: true } }),
        },
      },
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: isDev ? 'assets/css/[name].css' : 'assets/css/[name].[contenthash:8].css',
        chunkFilename: 'assets/css/[id].css',
        ignoreOrder: true,
      }),
      ...(isDev ? [] : [new ContentChunkIdsPlugin({ stableNames: [ROUTE_TABLE_CHUNK] })]),
      routeAssets,
      // Errors and warnings placed in the author's files (a theme name missing is an error).
      new SourceErrorsPlugin(),
      // A cache that cannot be read or written: one line, and the build goes on.
      new CacheWarningsPlugin(),
      ...(env.perf ? [new PerfPhasesPlugin()] : []),
    ],
  });
  return { config, routeAssets };
}

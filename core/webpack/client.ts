import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { merge } from 'webpack-merge';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createBaseConfig, type BundleOptions } from './base';
import { clientPaths } from './paths';
import { ContentChunkIdsPlugin } from './plugins/ContentChunkIdsPlugin';
import { RouteAssetsPlugin } from './plugins/RouteAssetsPlugin';

export const CLIENT_ENTRY_NAME = 'main';

export interface ClientBundle {
  config: Configuration;
  routeAssets: RouteAssetsPlugin;
}

/** The browser bundle: the app shell in the entry; every page, and the route table, loaded lazily. */
export function createClientConfig({ site, outputDir }: Omit<BundleOptions, 'isServer'> & { outputDir: string }): ClientBundle {
  const isDev = site.context.mode === 'development';
  const routeAssets = new RouteAssetsPlugin({
    routesModule: path.join(site.context.generatedFilesDir, 'routes.js'),
    entryName: CLIENT_ENTRY_NAME,
  });
  const config = merge(createBaseConfig({ site, isServer: false }), {
    name: 'client',
    target: 'web',
    entry: { [CLIENT_ENTRY_NAME]: clientPaths.clientEntry },
    output: {
      path: outputDir,
      publicPath: site.context.baseUrl,
      filename: isDev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[id].js',
      chunkLoadTimeout: 120_000,
      hashFunction: 'xxhash64',
      uniqueName: 'quire',
      clean: false,
    },
    optimization: {
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : false,
      runtimeChunk: false,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // All CSS in one stylesheet: its order never depends on which page loaded first.
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
        },
      },
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: isDev ? 'assets/css/[name].css' : 'assets/css/[name].[contenthash:8].css',
        chunkFilename: 'assets/css/[id].css',
        ignoreOrder: true,
      }),
      new webpack.DefinePlugin({ __QUIRE_SSR__: 'false' }),
      ...(isDev ? [] : [new ContentChunkIdsPlugin()]),
      routeAssets,
    ],
  });
  return { config, routeAssets };
}

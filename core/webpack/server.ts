import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { merge } from 'webpack-merge';
import { createBaseConfig, type BundleOptions } from './base';
import { clientPaths } from './paths';

export const SERVER_BUNDLE_FILE = 'server.js';

/** The SSR bundle: the same app, rendered to HTML by the SSG in Node, then deleted. */
export function createServerConfig({ site }: Omit<BundleOptions, 'isServer'>): Configuration {
  return merge(createBaseConfig({ site, isServer: true }), {
    name: 'server',
    target: 'node20',
    entry: { server: clientPaths.serverEntry },
    output: {
      path: serverOutputDir(site.context.generatedFilesDir),
      filename: SERVER_BUNDLE_FILE,
      chunkFilename: 'chunks/[id].js',
      library: { type: 'commonjs2' },
      publicPath: site.context.baseUrl,
      clean: true,
    },
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named', splitChunks: false },
    plugins: [new webpack.DefinePlugin({ __QUIRE_SSR__: 'true' })],
  });
}

export function serverOutputDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'server');
}

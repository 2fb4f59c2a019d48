import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Configuration, RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { ConfigureWebpackUtils } from '../types';
import type { Site } from '../server/site';
import { createMdxRule } from '../markdown/createMdxRule';
import { env } from '../env';
import { quireCodeHash } from '../quirePackage';
import { babelLoaderOptions } from './babelOptions';
import { clientPaths, quireSourceDirs } from './paths';
import { computeThemeAliases, hashAliases, toWebpackAliases } from './themeAliases';

export interface BundleOptions {
  site: Site;
}

const isInside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** The theme layers, lowest first: the fallback theme, then each plugin's theme path. */
export function themeLayers(site: Site): string[] {
  return [clientPaths.themeFallback, ...site.plugins.flatMap((p) => (p.plugin.getThemePath ? [p.plugin.getThemePath()] : []))];
}

export function siteThemeAliases(site: Site): Record<string, string> {
  return computeThemeAliases({ layers: themeLayers(site), siteThemeDir: path.join(site.context.siteDir, 'theme') });
}

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Quire's own browser code (its runtime, theme and plugins), compiled from source even inside node_modules. */
export const isQuireSource = (file: string) => quireSourceDirs.some((dir) => isInside(file, dir));

/**
 * The site's own JS/TS sources (not its packages, and not the modules Quire generates into
 * `.quire/`: plain JavaScript, which Babel would only slow down in dev).
 */
function isSiteSource(site: Site) {
  return (file: string) =>
    !file.includes(`${path.sep}node_modules${path.sep}`) && isInside(file, site.context.siteDir) && !isInside(file, site.context.generatedFilesDir);
}

export function createUtils({ isDev }: { isDev: boolean }): ConfigureWebpackUtils {
  return {
    // Dev: Babel, for React Refresh. Production: esbuild, same output, far less time (ARCHITECTURE.md).
    getJSLoader: () =>
      isDev
        ? [{ loader: require.resolve('babel-loader'), options: babelLoaderOptions({ isDev }) }]
        : [{ loader: require.resolve('./loaders/esbuildLoader'), options: { keepNames: true } }],
    getStyleLoaders: () => [
      // A CSS module (`*.module.css`) gives its class map as the default export too (`import styles
      // from`), as its named exports (css-loader's default) and as quire/client-types declares it.
      { loader: MiniCssExtractPlugin.loader, options: { defaultExport: true } },
      { loader: require.resolve('css-loader'), options: { modules: { auto: true }, importLoaders: 0 } },
    ],
  };
}

function cacheVersion(site: Site, aliases: Record<string, string>): string {
  const key = JSON.stringify({
    quire: site.context.quireVersion,
    code: quireCodeHash(),
    aliases: hashAliases(aliases),
    mode: site.context.mode,
    base: site.context.baseUrl,
    // The Markdown steps (lists, options, their module files), code options and components.
    markdown: site.markdown.signature,
    plugins: site.plugins.map((p) => p.plugin.name),
  });
  return createHash('md5').update(key).digest('hex');
}

/** Resolution, loaders and cache of the app bundle (production and dev). */
export function createBaseConfig({ site }: BundleOptions): Configuration {
  const { context } = site;
  const isDev = context.mode === 'development';
  const aliases = siteThemeAliases(site);
  const utils = createUtils({ isDev });
  const mdxRule = createMdxRule({ options: { markdown: site.markdown } });
  // Quire's own code always goes through esbuild: only a site's components need Fast Refresh in
  // dev (Babel), and Babel spent over a second of a cold dev start on Quire's ~150 modules.
  const quireRule: RuleSetRule = {
    test: /\.[cm]?[jt]sx?$/i,
    include: isQuireSource,
    use: [{ loader: require.resolve('./loaders/esbuildLoader'), options: { development: isDev } }],
  };
  const siteRule: RuleSetRule = {
    test: /\.[cm]?[jt]sx?$/i,
    include: isSiteSource(site),
    exclude: isQuireSource,
    use: utils.getJSLoader(),
  };
  // Quire's generated modules (.quire/) and its own browser sources are ES modules whatever the
  // site's package.json "type" says: under "type": "commonjs" (what `npm init -y` writes) webpack
  // would parse a `.js` file as CommonJS ('javascript/dynamic') and refuse its `import`s. They get
  // what they get in a package without "type" ('javascript/auto': ES module syntax, CommonJS
  // packages' default exports as their own `default`); the site's own `.js` keep webpack's reading
  // of its "type", and `.cjs`/`.mjs` theirs.
  const esModuleRule: RuleSetRule = {
    test: /\.js$/i,
    include: [context.generatedFilesDir, isQuireSource],
    type: 'javascript/auto',
  };
  // Last, so its loader runs first, on the file as written.
  const siteCommonjsRule: RuleSetRule = {
    test: /\.js$/i,
    include: isSiteSource(site),
    exclude: isQuireSource,
    descriptionData: { type: 'commonjs' },
    use: [{ loader: require.resolve('./loaders/commonjsCheckLoader') }],
  };
  return {
    mode: context.mode,
    context: context.siteDir,
    // Dev source maps for the site's and Quire's own code only (see createDevClientConfig).
    devtool: false,
    performance: false,
    infrastructureLogging: { level: 'error' },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      symlinks: true,
      alias: {
        ...toWebpackAliases(aliases),
        '@generated': context.generatedFilesDir,
        '@site': context.siteDir,
        // The public browser entries from source, as the theme aliases are: one copy of each module.
        // (The package's exports give other tools the compiled lib/browser/ and .d.ts files.)
        'quire/client$': clientPaths.runtimeExports,
        'quire/theme$': clientPaths.themeExports,
        // One copy of React for the whole app, whoever imports it.
        react: packageDir('react'),
        'react-dom': packageDir('react-dom'),
      },
    },
    resolveLoader: { modules: [path.join(context.quireDir, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        esModuleRule,
        quireRule,
        siteRule,
        siteCommonjsRule,
        mdxRule,
        { test: /\.css$/i, use: utils.getStyleLoaders() },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|eot|mp4|webm)$/i,
          type: 'asset/resource',
          generator: { filename: 'assets/media/[name].[contenthash:8][ext]' },
        },
      ],
    },
    cache: env.noCache
      ? false
      : {
          type: 'filesystem',
          name: context.mode,
          cacheDirectory: path.join(context.generatedFilesDir, 'cache', 'webpack'),
          version: cacheVersion(site, aliases),
          // Only the site's config files: Quire's own code is in the cache version (quireCodeHash),
          // which is far cheaper than webpack tracing and snapshotting Quire's whole require graph.
          buildDependencies: { config: site.configDeps },
        },
  };
}

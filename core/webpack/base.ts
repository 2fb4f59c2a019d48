import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Configuration, RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { ConfigureWebpackUtils } from '../types';
import { installCommand } from '../config/missingPackage';
import type { Site } from '../server/site';
import { createMdxRule } from '../markdown/createMdxRule';
import { env } from '../env';
import { quireCodeHash } from '../quirePackage';
import { babelLoaderOptions } from './babelOptions';
import { clientPaths, quireSourceDirs } from './paths';
import type { RoutesLoaderOptions } from './loaders/routesLoader';
import { computeThemeAliases, hashAliases, themeLayers, toWebpackAliases } from './themeAliases';
import { RESOLVE_EXTENSIONS } from './siteImports';
import { createStyleRules, findPostcssConfig, findSassImplementation, styleLoaders } from './styleRules';
import { readTsconfigAliases, tsconfigAliasesCacheFile, type ImportAliases } from './tsconfigAliases';

/** `?raw`, alone or among other parameters (`?raw&v=1`), as Vite reads it. */
export const RAW_QUERY = /[?&]raw(?:&|=|$)/;

/** The tsconfig's aliases, less the names Quire gives itself (its aliases come first and win anyway). */
function withoutOwnNames(alias: Record<string, string[]>): Record<string, string[]> {
  const own = /^(@site|@generated|quire|react|react-dom)(\/|\$|$)/;
  return Object.fromEntries(Object.entries(alias).filter(([key]) => !own.test(key)));
}

export interface BundleOptions {
  site: Site;
}

const isInside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

export function siteThemeAliases(site: Site): Record<string, string> {
  return computeThemeAliases({ layers: themeLayers(site.plugins.map((p) => p.plugin)), siteThemeDir: path.join(site.context.siteDir, 'theme') });
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

export function createUtils({ isDev, postcssConfig }: { isDev: boolean; postcssConfig?: string }): ConfigureWebpackUtils {
  return {
    // Dev: Babel, for React Refresh. Production: esbuild, same output, far less time (ARCHITECTURE.md).
    getJSLoader: () =>
      isDev
        ? [{ loader: require.resolve('babel-loader'), options: babelLoaderOptions({ isDev }) }]
        : [{ loader: require.resolve('./loaders/esbuildLoader'), options: { keepNames: true } }],
    // CSS modules' default class map, and the site's PostCSS config when it has one (styleRules.ts).
    getStyleLoaders: () => styleLoaders({ postcssConfig }),
  };
}

/** What the site's files decide about resolving and styles: part of the cache version. */
interface SiteBuildFacts {
  imports: ImportAliases;
  postcssConfig?: string;
  sass?: string;
}

function cacheVersion(site: Site, aliases: Record<string, string>, facts: SiteBuildFacts): string {
  const key = JSON.stringify({
    facts,
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
  // The tsconfig's `paths` and `baseUrl`, as Vite and Rspress users expect them to resolve.
  const imports = readTsconfigAliases({ siteDir: context.siteDir, cacheFile: tsconfigAliasesCacheFile(context.generatedFilesDir) });
  const postcssConfig = findPostcssConfig(context.siteDir);
  const facts: SiteBuildFacts = { imports, postcssConfig, sass: findSassImplementation(context.siteDir) };
  const utils = createUtils({ isDev, postcssConfig });
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
  // A build's route table leaves out the Markdown pages that are static content (never bundled).
  const routesRule: RuleSetRule | undefined = context.markdown.options.staticContent
    ? { test: (file: string) => file === path.join(context.generatedFilesDir, 'routes.js'), use: [{ loader: require.resolve('./loaders/routesLoader'), options: { markdown: context.markdown } satisfies RoutesLoaderOptions }] }
    : undefined;
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
      // With `.mdx`/`.md`: a page imports a fragment without its extension (siteImports.ts).
      extensions: RESOLVE_EXTENSIONS,
      symlinks: true,
      // The tsconfig's `baseUrl` (and a `"*"` path): after the packages, which it must not shadow.
      modules: ['node_modules', ...imports.modules],
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
        // Last: Quire's own names win (a starter's `"@theme/*": ["./theme/*"]` only adds what the
        // theme aliases do not name).
        ...withoutOwnNames(imports.alias),
      },
    },
    resolveLoader: { modules: [path.join(context.quireDir, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          oneOf: [
            // `import text from './file?raw'`: any file's text, as Vite gives it, and nothing else applies.
            { resourceQuery: RAW_QUERY, type: 'asset/source' },
            {
              rules: [
                esModuleRule,
                quireRule,
                siteRule,
                siteCommonjsRule,
                ...(routesRule ? [routesRule] : []),
                mdxRule,
                ...createStyleRules({
                  postcssConfig,
                  sass: facts.sass,
                  installSass: installCommand({ siteDir: context.siteDir, packageName: 'sass-embedded', userAgent: process.env.npm_config_user_agent }),
                }),
                {
                  test: /\.(png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|eot|mp4|webm)$/i,
                  type: 'asset/resource',
                  generator: { filename: 'assets/media/[name].[contenthash:8][ext]' },
                },
              ],
            },
          ],
        },
      ],
    },
    cache: env.noCache
      ? false
      : {
          type: 'filesystem',
          name: context.mode,
          cacheDirectory: path.join(context.generatedFilesDir, 'cache', 'webpack'),
          version: cacheVersion(site, aliases, facts),
          // Only the site's config files: Quire's own code is in the cache version (quireCodeHash),
          // which is far cheaper than webpack tracing and snapshotting Quire's whole require graph.
          buildDependencies: { config: site.configDeps },
        },
  };
}

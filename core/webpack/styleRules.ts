import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/** The PostCSS config files a site may have, as postcss-load-config finds them. */
const POSTCSS_CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs'];

/**
 * The site's PostCSS config: a `postcss.config.{js,cjs,mjs}` file, or the `postcss` key of its
 * package.json. Undefined when it has none: its stylesheets then skip PostCSS altogether.
 */
export function findPostcssConfig(siteDir: string): string | undefined {
  for (const name of POSTCSS_CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (fs.existsSync(file)) return file;
  }
  const pkg = path.join(siteDir, 'package.json');
  try {
    if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { postcss?: unknown }).postcss !== undefined) return pkg;
  } catch {
    // No package.json, or one npm would refuse too: no PostCSS config there.
  }
  return undefined;
}

/** The Sass compiler sass-loader runs: the site's `sass-embedded`, else its `sass`, else Quire's own; undefined when none is installed. */
export function findSassImplementation(siteDir: string): string | undefined {
  for (const from of [path.join(siteDir, 'package.json'), __filename]) {
    for (const name of ['sass-embedded', 'sass']) {
      try {
        return createRequire(from).resolve(name);
      } catch {
        // Not installed there.
      }
    }
  }
  return undefined;
}

export interface StyleOptions {
  /** The site's PostCSS config file (findPostcssConfig), when it has one. */
  postcssConfig?: string;
}

/**
 * The loaders of a stylesheet, CSS or what a preprocessor made of it (`preprocessors`: how many
 * loaders follow, for css-loader's `importLoaders`). A CSS module (`*.module.css`, `*.module.scss`)
 * gives its class map as the default export too (`import styles from`), as its named exports
 * (css-loader's default) and as quire/client-types declares it. The browser bundle and the
 * pre-rendering are one compilation, so the class names are the same on both.
 */
export function styleLoaders({ postcssConfig, preprocessors = 0 }: StyleOptions & { preprocessors?: number }): RuleSetUseItem[] {
  return [
    { loader: MiniCssExtractPlugin.loader, options: { defaultExport: true } },
    { loader: require.resolve('css-loader'), options: { modules: { auto: true }, importLoaders: preprocessors + (postcssConfig ? 1 : 0) } },
    ...(postcssConfig
      ? [{ loader: require.resolve('postcss-loader'), options: { postcssOptions: { config: path.dirname(postcssConfig) } } }]
      : []),
  ];
}

/**
 * CSS, and Sass/SCSS through sass-loader with the site's Sass compiler (`sass`, from
 * findSassImplementation: `sass-embedded` is an optional peer dependency of Quire). Without one, a Sass file fails the build saying which file
 * needs it and how to install it (sassMissingLoader); a site without Sass never pays for it.
 */
export function createStyleRules({ postcssConfig, sass, installSass }: StyleOptions & { sass?: string; installSass: string }): RuleSetRule[] {
  // Without a compiler the file fails on its own, before the CSS loaders: one error, not one per loader.
  const sassUse: RuleSetUseItem[] = sass
    ? [...styleLoaders({ postcssConfig, preprocessors: 1 }), { loader: require.resolve('sass-loader'), options: { implementation: sass, api: 'modern-compiler', sourceMap: false } }]
    : [{ loader: require.resolve('./loaders/sassMissingLoader'), options: { command: installSass } }];
  return [
    { test: /\.css$/i, use: styleLoaders({ postcssConfig }) },
    { test: /\.s[ac]ss$/i, use: sassUse },
  ];
}

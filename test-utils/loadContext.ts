import path from 'node:path';
import type { BuildMode, LoadContext } from '../core/types';
import { validateConfig } from '../core/config/validateConfig';
import { createMarkdownService } from '../core/markdown/markdownService';
import { quireDir, quireVersion } from '../core/quirePackage';
import { makeSite } from './fixtures';

/**
 * A valid `LoadContext` for plugin tests, as `loadContext` (core/server/site.ts) makes it, without
 * loading a config file: `config` is validated as the site's config (defaults filled in), and the
 * site is `siteDir`, or a fresh temporary site made of `files`. Its Markdown service compiles on
 * this thread with no site plugins' steps.
 */
export function makeLoadContext({
  siteDir,
  files = {},
  config = {},
  mode = 'production',
}: {
  siteDir?: string;
  /** The files of a new temporary site (path -> content), when no `siteDir` is given. */
  files?: Record<string, string>;
  /** The site config, as a user writes it. */
  config?: Record<string, unknown>;
  mode?: BuildMode;
} = {}): LoadContext {
  const dir = siteDir ?? makeSite(files);
  const siteConfig = validateConfig(config);
  const langs = [siteConfig.lang, ...siteConfig.locales.map((l) => l.lang).filter((l) => l !== siteConfig.lang)];
  return {
    siteDir: dir,
    siteConfig,
    generatedFilesDir: path.join(dir, '.quire'),
    outDir: path.resolve(dir, siteConfig.outDir),
    baseUrl: siteConfig.base,
    mode,
    langs,
    defaultLang: siteConfig.lang,
    quireVersion,
    quireDir,
    markdown: createMarkdownService({ options: { remarkPlugins: [], rehypePlugins: [], development: mode === 'development' }, signature: 'test' }),
  };
}

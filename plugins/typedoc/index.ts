import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, QuirePlugin, VirtualPage } from 'quire';
import { logger, QuireAggregateError } from 'quire/plugin-utils';
import { cacheKey, readCachedPages, writeCachedPages } from './cache';
import { addFolderIndexes } from './folderIndexes';
import { findTsconfig } from './findTsconfig';
import { resolveTypedocOptions, type ResolvedTypedocOptions, type TypedocOptions } from './options';
import { runTypedoc } from './runTypedoc';
import { sectionPages } from './sectionPages';

export type { TypedocOptions, TypedocLocaleOptions, ResolvedTypedocOptions } from './options';
export { resolveTypedocOptions, DEFAULT_ROUTE } from './options';
export { addFolderIndexes } from './folderIndexes';
export { findTsconfig } from './findTsconfig';
export { runTypedoc, type TypedocResult, type RunTypedocOptions } from './runTypedoc';
export { sectionPages } from './sectionPages';

const PLUGIN = 'typedoc';

function packageVersion(name: string): string {
  const file = path.join(path.dirname(require.resolve(name)), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function checkEntryPoints(options: ResolvedTypedocOptions, siteDir: string): void {
  const missing = [...options.entryPoints, ...(options.tsconfig ? [options.tsconfig] : [])].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new QuireAggregateError(
      'Plugin "typedoc": these files do not exist:',
      missing.map((file) => path.relative(siteDir, file) || file),
      'Fix entryPoints/tsconfig of the typedoc plugin in the site config (paths are relative to the site folder).',
    );
  }
}

/**
 * The `typedoc` plugin: runs TypeDoc (with typedoc-plugin-markdown) on the given entry points at
 * build time and adds the Markdown it renders as pages (`addPages`) under `route` in every
 * language of the site: the API text as written in the comments, the headings and labels in the
 * language (TypeDoc's translations). The pages go through Quire's Markdown pipeline like files
 * in `docs/`: navigation, sidebar (one group per kind, each with an index page), outline,
 * search, `.md` twins and the dead-link check. A run is skipped when neither the options nor any
 * file the TypeScript program read changed since the last one. In dev, a change in the entry
 * points' folders runs it again. No browser code.
 */
export default function typedocPlugin(context: LoadContext, options?: TypedocOptions): QuirePlugin {
  const given = resolveTypedocOptions({ options, context });
  // Without a tsconfig option, the entry point's own (not the one of the folder Quire runs in).
  const nearest = given.tsconfig ?? findTsconfig({ file: given.entryPoints[0]! });
  const resolved: ResolvedTypedocOptions = nearest ? { ...given, tsconfig: nearest } : given;
  const dataDir = path.join(context.generatedFilesDir, PLUGIN);
  const cacheFile = path.join(dataDir, 'typedoc-cache.json');
  const watched = [...new Set([...resolved.entryPoints.map((file) => path.dirname(file)), ...(resolved.tsconfig ? [resolved.tsconfig] : [])])];

  return {
    name: PLUGIN,
    getPathsToWatch: () => watched,
    async addPages(): Promise<VirtualPage[]> {
      checkEntryPoints(resolved, context.siteDir);
      const key = cacheKey({ resolved, typedoc: packageVersion('typedoc'), markdown: packageVersion('typedoc-plugin-markdown'), quire: context.quireVersion });
      const started = Date.now();
      let pages = await readCachedPages({ file: cacheFile, key });
      if (pages) {
        if (process.env.QUIRE_PERF) logger.info(`typedoc: unchanged, pages reused from ${path.relative(context.siteDir, cacheFile)}`);
      } else {
        const result = await runTypedoc({ ...resolved, workDir: path.join(dataDir, 'render') });
        for (const warning of result.warnings) logger.warn(`typedoc: ${warning}`);
        await writeCachedPages({ file: cacheFile, key, result });
        pages = result.pages;
        if (process.env.QUIRE_PERF) logger.info(`typedoc: ran TypeDoc on ${resolved.entryPoints.length} entry point(s) in ${Date.now() - started} ms`);
      }
      return sectionPages({ pages: Object.fromEntries(Object.entries(pages).map(([lang, files]) => [lang, addFolderIndexes({ pages: files })])), route: resolved.route, defaultLang: context.defaultLang });
    },
  };
}

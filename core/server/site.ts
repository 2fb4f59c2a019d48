import fs from 'node:fs';
import path from 'node:path';
import type { BuildMode, ConfigEnv, GlobalUIComponent, LoadContext, MarkdownService, RouteRecord } from '../types';
import { createSiteCompilePool, createSiteMarkdown, markdownCacheFile } from './siteMarkdown';
import type { CompilePool } from '../markdown/compilePool';
import { loadConfig } from '../config/loadConfig';
import { normalizeBase } from '../shared/urls';
import { perf } from '../logger/perfLogger';
import { logger } from '../logger/logger';
import { quireDir, quireVersion } from '../quirePackage';
import { initPlugins } from './plugins/initPlugins';
import { collectGlobalData, collectRoutes, reloadPluginContent, runContentLifecycle, type LoadedPlugin } from './plugins/lifecycle';
import { builtinPlugins } from './plugins/builtinPlugins';
import { loadVirtualPages } from './plugins/virtualPages';
import { checkRoutes } from './routes/checkRoutes';
import { codegenRoutes } from './codegen/codegenRoutes';
import { codegenSite, toSiteData } from './codegen/codegenSite';

/** `context.markdown` while plugins are created: compiling needs every plugin's Markdown steps. */
const notReady = () => {
  throw new Error('context.markdown is available from loadContent on, not while plugins are created.');
};
const markdownNotReady: MarkdownService = {
  options: { remarkPlugins: [], rehypePlugins: [], development: false },
  signature: '',
  analyzePage: notReady,
  compilePage: notReady,
  plainMarkdownFile: notReady,
  staticContentFile: notReady,
  settledAnalyses: notReady,
  save: notReady,
};

/** Everything known about a site once its content is loaded: what webpack and the SSG work from. */
export interface Site {
  context: LoadContext;
  /** Files whose change reloads the whole site (the config and what it imports). */
  configDeps: string[];
  plugins: LoadedPlugin[];
  routes: RouteRecord[];
  /** The Markdown service (`context.markdown`), which the MDX loader shares. */
  markdown: MarkdownService;
  /** Where the Markdown service compiles: `release()` when no burst of pages is expected any more. */
  compilePool: CompilePool;
  globalData: Record<string, unknown>;
}

export interface LoadSiteOptions {
  siteDir: string;
  mode: BuildMode;
  command: ConfigEnv['command'];
  /** `--out-dir`, relative to the current directory. */
  outDir?: string;
  /** `--base`, overriding the config. */
  base?: string;
}

/** The site's context from its config; `warnings` (URLs dropped from the config) are for the caller to show, once per load of the site. */
export async function loadContext(options: LoadSiteOptions): Promise<{ context: LoadContext; configDeps: string[]; warnings: string[] }> {
  const siteDir = path.resolve(options.siteDir);
  const { config, configPath, configDeps, warnings } = await perf.run('load config', () =>
    loadConfig({ siteDir, env: { mode: options.mode, command: options.command } }),
  );
  if (options.base !== undefined) config.base = normalizeBase(options.base);
  const langs = [config.lang, ...config.locales.map((l) => l.lang).filter((l) => l !== config.lang)];
  const context: LoadContext = {
    siteDir,
    siteConfigPath: configPath,
    siteConfig: config,
    generatedFilesDir: path.join(siteDir, '.quire'),
    outDir: options.outDir ? path.resolve(options.outDir) : path.resolve(siteDir, config.outDir),
    baseUrl: config.base,
    mode: options.mode,
    langs,
    defaultLang: config.lang,
    quireVersion,
    quireDir,
    markdown: markdownNotReady,
    virtualPages: [],
    pluginOutputFiles: [],
  };
  return { context, configDeps, warnings };
}

function resolveModulePath(modulePath: string, siteDir: string): string {
  return modulePath.startsWith('.') ? path.resolve(siteDir, modulePath) : modulePath;
}

/** Routes, codegen and global data from loaded plugins: the second half of loadSite and reloads. */
async function finishSite({
  context,
  configDeps,
  plugins,
  compilePool,
}: {
  context: LoadContext;
  configDeps: string[];
  plugins: LoadedPlugin[];
  compilePool: CompilePool;
}): Promise<Site> {
  const routes = checkRoutes({ routes: collectRoutes(plugins), siteDir: context.siteDir });
  const globalData = collectGlobalData(plugins);
  const globalComponents: GlobalUIComponent[] = [
    ...context.siteConfig.globalUIComponents,
    ...plugins.flatMap((p) => p.plugin.globalUIComponents ?? []),
  ].map((c) => (typeof c === 'string' ? resolveModulePath(c, context.siteDir) : [resolveModulePath(c[0], context.siteDir), c[1]]));
  await perf.run('codegen', () =>
    Promise.all([
      codegenRoutes({ routes, generatedFilesDir: context.generatedFilesDir, hot: context.mode === 'development', staticCandidates: context.markdown.options.staticContent }),
      codegenSite({
        generatedFilesDir: context.generatedFilesDir,
        siteData: toSiteData(context.siteConfig, context.quireVersion),
        globalData,
        clientModules: plugins.flatMap((p) => (p.plugin.getClientModules?.() ?? []).map((module) => ({ plugin: p.plugin.name, module }))),
        globalComponents,
      }),
    ]),
  );
  return { context, configDeps, plugins, routes, globalData, markdown: context.markdown, compilePool };
}

/**
 * Config, plugins, content, routes, generated modules: everything before webpack. Pages are not
 * compiled yet when it returns: they compile on the pool's workers while webpack bundles.
 */
export async function loadSite(options: LoadSiteOptions): Promise<Site> {
  return perf.run('load site', async () => {
    const compilePool = createSiteCompilePool({ siteOptions: options });
    // The dev server resumes it once it is idle (pages a browser asks for compile at once).
    if (options.mode === 'development') compilePool.pause();
    // A build with a Markdown cache compiles only the pages that changed, if any: no worker is
    // started for them ahead of time (its start-up is a second or two of CPU beside the load).
    if (options.mode === 'development' || !fs.existsSync(markdownCacheFile({ generatedFilesDir: path.join(path.resolve(options.siteDir), '.quire'), mode: options.mode }))) compilePool.warmUp();
    try {
      const { context, configDeps, warnings } = await loadContext(options);
      // Said here, once: the compile workers load the config too.
      for (const warning of warnings) logger.warn(warning);
      const initialized = await perf.run('init plugins', () => initPlugins({ context, builtins: builtinPlugins(context) }));
      context.markdown = createSiteMarkdown({ context, plugins: initialized, configDeps, pool: compilePool });
      context.pluginOutputFiles = initialized.flatMap(({ plugin }) => plugin.outputFiles ?? []);
      context.virtualPages = await perf.run('addPages', () =>
        loadVirtualPages({ plugins: initialized.map((p) => p.plugin), siteDir: context.siteDir, generatedFilesDir: context.generatedFilesDir }),
      );
      const plugins = await runContentLifecycle({ plugins: initialized, generatedFilesDir: context.generatedFilesDir, markdown: context.markdown });
      // A build asked for every page now; the dev server keeps its worker for the pages edits change.
      if (options.mode === 'production') compilePool.release();
      return await finishSite({ context, configDeps, plugins, compilePool });
    } catch (error) {
      compilePool.release();
      throw error;
    }
  });
}

/** Dev: re-runs one plugin's content (its watched files changed) and regenerates what changed. */
export async function reloadSitePlugin(site: Site, pluginName: string): Promise<Site> {
  const { context } = site;
  const adds = site.plugins.some((p) => p.plugin.name === pluginName && p.plugin.addPages);
  context.virtualPages = await loadVirtualPages({
    plugins: site.plugins.map((p) => p.plugin),
    siteDir: context.siteDir,
    generatedFilesDir: context.generatedFilesDir,
    only: pluginName,
    previous: context.virtualPages,
  });
  // Its pages may have changed (added, removed, a new title): the plugins that read them (the docs
  // plugin) load their content again. Unchanged pages are cheap: loadDocs reuses what it read.
  const names = [pluginName, ...(adds ? site.plugins.filter((p) => p.plugin.name !== pluginName && p.plugin.loadContent).map((p) => p.plugin.name) : [])];
  let plugins = site.plugins;
  for (const name of names) plugins = await reloadPluginContent({ plugins, name, generatedFilesDir: context.generatedFilesDir, markdown: context.markdown });
  return finishSite({ context, configDeps: site.configDeps, plugins, compilePool: site.compilePool });
}

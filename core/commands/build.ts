import fs from 'node:fs/promises';
import path from 'node:path';
import type { ClientManifest } from '../types';
import { env } from '../env';
import { fmt, logger } from '../logger/logger';
import { perf } from '../logger/perfLogger';
import { formatBuildSummary, measureOutput, previewCommand } from '../logger/buildSummary';
import { loadSite, type Site } from '../server/site';
import { pluginHookError } from '../server/plugins/hookError';
import { applyConfigureWebpack } from '../webpack/configure';
import { createClientConfig } from '../webpack/client';
import { compile } from '../webpack/compile';
import { collectPages } from '../ssg/collectPages';
import { markStaticPages } from '../ssg/staticPages';
import { copyPublicDir } from '../ssg/copyPublicDir';
import { collectHtmlTags, createPageTagger } from '../ssg/htmlTags';
import { renderPagesShared } from '../ssg/renderPool';
import { compiledPages, writeMarkdownPages } from '../ssg/markdownPages';
import { runWorkerTasks } from '../ssg/workerTasks';
import { assembleBuiltPages, readPagesPluginData, setLastUpdatedAt } from '../ssg/builtPages';
import { acquireBuildLock } from './buildLock';
import { clearDeadBuildFolders } from './buildLeftovers';
import { outputWriteError } from './outputWriteError';
import { reuseRenderedPages, saveRenderCache } from '../ssg/renderCache';
import { replaceOutput } from '../ssg/replaceOutput';

export interface BuildOptions {
  siteDir: string;
  /** `--out-dir`: where the site goes (default `<siteDir>/dist`). */
  outDir?: string;
  /** `--base`: the URL path the site is served under. */
  base?: string;
  /** `--strict`: webpack warnings fail the build (as the config's `build.strict` does). */
  strict?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  site: Site;
}

/** The renderer entry is for the build only: it never ships (the runtime chunk it shares does). */
async function removeRenderer(outDir: string, manifest: ClientManifest): Promise<void> {
  const own = manifest.renderer.filter((file) => !manifest.entry.js.includes(file));
  await Promise.all(own.map((file) => fs.rm(path.join(outDir, file), { force: true })));
}

/**
 * `quire build`: config and content, client + server bundles, every page to HTML, worker tasks,
 * postBuild. One build of a site at a time: a second one waits for the first (see acquireBuildLock).
 */
/**
 * Prints how many Markdown pages have compiled (fresh or from the cache), as their compiles settle:
 * they run on the compile pool whether webpack bundles them or they are static content.
 */
function reportCompileProgress(site: Site): void {
  const pages = [...new Set(site.routes.map((route) => route.modules.content).filter((file): file is string => /\.mdx?$/i.test(file ?? '')))];
  let done = 0;
  for (const filePath of pages) {
    // A page that fails is reported by the build; here it only counts.
    void site.markdown.analyzePage({ filePath }).catch(() => undefined).then(() => logger.progress('compiling pages', ++done, pages.length));
  }
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const release = await acquireBuildLock({ siteDir: path.resolve(options.siteDir), onWait: (message) => logger.info(message) });
  try {
    return await buildLocked(options);
  } finally {
    release();
  }
}

async function buildLocked(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // Each phase's time, for the summary (QUIRE_PERF=1 prints a finer breakdown).
  const phases: [string, number][] = [];
  let phaseStart = started;
  const endPhase = (name: string) => {
    const now = performance.now();
    phases.push([name, now - phaseStart]);
    phaseStart = now;
  };
  const site = await loadSite({ ...options, mode: 'production', command: 'build' });
  endPhase('load');
  const { context } = site;
  logger.info(`loaded ${fmt.num(site.routes.length)} routes from ${fmt.path(path.relative(process.cwd(), context.siteDir) || '.')}`);
  if (env.exitAfter === 'load') return { outDir: context.outDir, pages: 0, site };

  const outDir = context.outDir;
  const tempDir = `${outDir}.tmp-${process.pid}`;
  await clearDeadBuildFolders({ outDir, onNote: (message) => logger.warn(message) });
  await fs.rm(tempDir, { recursive: true, force: true });
  // An output folder that cannot be written fails now, before anything is compiled. (The folder
  // itself is made without `recursive`, which reports a read-only file system as ENOENT.)
  await fs
    .mkdir(path.dirname(tempDir), { recursive: true })
    .then(() => fs.mkdir(tempDir))
    .catch((error: unknown) => {
      throw outputWriteError({ error, outDir, tempDir }) ?? error;
    });
  // Work that runs alongside and is awaited below; on an error it must still finish (writing into
  // the temporary folder, or the cache) before the folder goes and the process exits.
  const pending: Promise<unknown>[] = [];
  try {
    const app = createClientConfig({ site, outputDir: tempDir, renderer: true });
    logger.info('compiling the site');
    reportCompileProgress(site);
    const { cacheWritten } = await perf.run('bundle', () =>
      compile({
        config: applyConfigureWebpack({ site, config: app.config }),
        siteDir: context.siteDir,
        strict: options.strict === true || context.siteConfig.build.strict,
      }),
    );
    pending.push(cacheWritten);
    endPhase('compile');
    const client = app;
    if (!client.routeAssets.manifest) throw new Error('The client build produced no route manifest.');
    if (env.exitAfter === 'bundle') return { outDir, pages: 0, site };

    await copyPublicDir({ publicDir: path.resolve(context.siteDir, context.siteConfig.publicDir), outDir: tempDir });
    // Each page's own tags (injectPageHtmlTags) are rendered here: plugin functions stay on this thread.
    const pages = await markStaticPages({
      pages: collectPages({ routes: site.routes, pageTags: createPageTagger({ site }) }),
      routes: site.routes,
      plugins: site.plugins.map((p) => p.plugin),
      manifest: client.routeAssets.manifest,
      markdown: site.markdown,
    });
    // Pages render on worker threads, the first while this one writes webpack's cache. Their `.md`
    // twins, made while they compiled, are copied meanwhile (file copies, once the last compile has
    // settled and the analysis cache is written), instead of after the rendering; so is what
    // Markdown steps recorded for plugins on each page read (from the analysis cache). Then the
    // plugins' worker tasks run, each on a thread of its own, while the pages still render: once
    // webpack's cache is written, the build's memory peak (started before it, the search index's
    // ~100 MB at 500 pages per language came on top of that peak; after it, the peak is unchanged).
    const renderCacheFile = path.join(context.generatedFilesDir, 'cache', 'render.json');
    const params = { outDir: tempDir, pages, manifest: client.routeAssets.manifest!, ...collectHtmlTags(site), concurrency: env.ssgConcurrency };
    // Pages that would render as in the last build are linked from it (core/ssg/renderCache.ts).
    const reuse = await reuseRenderedPages({ params, tempDir, outDir, cacheFile: renderCacheFile });
    const rendering = perf.run('render pages', async () => {
      const result = await renderPagesShared({ params: { ...params, pages: reuse.render }, cacheWritten });
      return { rendered: result.rendered + reuse.reused.length, pages: [...reuse.reused, ...result.pages] };
    });
    const markdownPages = perf.run('markdown pages', async () => {
      await site.markdown.save();
      return Promise.all([
        writeMarkdownPages({ routes: site.routes, outDir: tempDir, markdown: site.markdown }),
        readPagesPluginData({ markdown: site.markdown }),
        site.markdown.settledAnalyses(),
      ]);
    });
    const workerTasks = Promise.all([markdownPages, cacheWritten]).then(([[markdownFiles, , analyses]]) =>
      perf.run('worker tasks', () =>
        runWorkerTasks({
          plugins: site.plugins,
          outDir: tempDir,
          pages: compiledPages({ context, routes: site.routes, markdownFiles, analyses }),
        }),
      ),
    );
    pending.push(rendering, markdownPages, workerTasks);
    const [{ rendered, pages: renderedPages }, [markdownFiles, pluginData], workerTaskResults] = await Promise.all([rendering, markdownPages, workerTasks]);
    endPhase('render');
    // What postBuild gets of each page, and the routes' last-updated times from it.
    const builtPages = assembleBuiltPages({ context, pages, rendered: renderedPages, routes: site.routes, markdownFiles, pluginData });
    setLastUpdatedAt({ routes: site.routes, pages: builtPages });
    const allContent = Object.fromEntries(site.plugins.map((p) => [p.plugin.name, p.content]));
    await removeRenderer(tempDir, client.routeAssets.manifest!);
    await perf.run('postBuild', async () => {
      // Every hook finishes (they write into the folder) before a failure removes it.
      const results = await Promise.allSettled(
        site.plugins.map(async ({ plugin, content }) => {
          if (!plugin.postBuild) return;
          try {
            await perf.run(plugin.name, () => plugin.postBuild!({
              outDir: tempDir,
              routes: site.routes,
              pages: builtPages,
              content,
              allContent,
              siteConfig: context.siteConfig,
              baseUrl: context.baseUrl,
              workerTaskResult: workerTaskResults.get(plugin.name),
            }));
          } catch (error) {
            throw pluginHookError({ pluginName: plugin.name, hook: 'postBuild', error });
          }
        }),
      );
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    });
    endPhase('postBuild');
    const changes = await replaceOutput({ tempDir, outDir, onNote: (message) => logger.warn(message) });
    await saveRenderCache({ cacheFile: renderCacheFile, outDir, keys: reuse.keys, rendered: renderedPages });
    endPhase('write');
    const [first, ...rest] = formatBuildSummary({
      pages: rendered,
      outDir: path.relative(process.cwd(), outDir) || outDir,
      totalMs: performance.now() - started,
      phases,
      output: await measureOutput(outDir),
      changes: { ...changes, rendered: reuse.render.length },
      previewCommand: previewCommand({ cwd: process.cwd(), siteDir: context.siteDir, outDir: options.outDir, base: options.base }),
    });
    logger.success(first!);
    for (const line of rest) logger.info(line);
    return { outDir, pages: rendered, site };
  } catch (error) {
    await Promise.allSettled(pending);
    await fs.rm(tempDir, { recursive: true, force: true });
    throw outputWriteError({ error, outDir, tempDir }) ?? error;
  }
}

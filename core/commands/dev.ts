import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import webpack, { type Stats } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import chokidar, { type FSWatcher } from 'chokidar';
import { QuireError, isQuireError } from '../errors';
import { fmt, logger } from '../logger/logger';
import { loadSite, reloadSitePlugin, type Site } from '../server/site';
import { createDevClientConfig, devCompilerSignature } from '../dev/devClientConfig';
import { createReloadQueue } from '../dev/reloadQueue';
import { isSiteRuntimeError } from '../dev/runtimeErrorFilter';
import { createBrowserErrors } from '../dev/browserErrors';
import { formatWarnings, formatWebpackError } from '../webpack/compile';
import { createMarkdownPageResolver } from '../ssg/markdownPages';
import { createPageWarmer } from '../dev/warmPage';
import { createPageHtmlTagsMiddleware } from '../dev/pageHtmlTags';
import { createPluginRequestMiddleware } from '../dev/pluginRequests';
import { createRequestGuard } from '../dev/requestGuard';
import { safeDecode } from '../shared/routePath';
import { busyPortNote, findFreePort } from '../utils/listen';

export interface DevOptions {
  siteDir: string;
  port?: number;
  /** `--strict-port`: fail when the port is in use instead of taking the next free one. */
  strictPort?: boolean;
  host?: string;
  open?: boolean;
}

export interface DevServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const ASSET_EXTENSION = /\.(?:json|js|mjs|css|map|txt|xml|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|md)$/i;

const describe = (error: unknown) => (isQuireError(error) ? (error as QuireError).format() : ((error as Error)?.stack ?? String(error)));

function report(error: unknown): void {
  logger.error(describe(error));
}

/**
 * Prints compile results in the terminal: errors with file:line:column, or the time it took.
 * Errors wait a moment: when a page is deleted, webpack may compile once before codegen drops the
 * page from the route table, and that error is gone with the next compile.
 */
function reportCompiles(compiler: webpack.Compiler, siteDir: string): void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  compiler.hooks.invalid.tap('QuireDevReport', () => clearTimeout(pending));
  compiler.hooks.done.tap('QuireDevReport', (stats: Stats) => {
    clearTimeout(pending);
    // Warnings too (an import of a name a module does not export renders `undefined`).
    const warnings = [...new Set((stats.toJson({ all: false, warnings: true }).warnings ?? []).map((w) => formatWebpackError(w, siteDir)))];
    if (warnings.length > 0) logger.warn(formatWarnings(warnings));
    if (!stats.hasErrors()) {
      logger.success(`compiled in ${fmt.num(`${(stats.endTime - stats.startTime).toFixed(0)}ms`)}`);
      return;
    }
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    pending = setTimeout(() => {
      logger.error(`compile failed:\n${errors.map((e) => `  - ${formatWebpackError(e, siteDir).replace(/\n/g, '\n    ')}`).join('\n')}`);
    }, 250);
  });
}

/** How long the compiler must have been idle before the pages nobody asked for compile. */
const IDLE_BEFORE_BACKGROUND_MS = 1500;

/**
 * `quire dev`: runs the content lifecycle once, then webpack-dev-server on the client build with
 * React Fast Refresh. A change under a plugin's watched paths re-runs that plugin alone, and codegen
 * rewrites only what changed, so webpack recompiles only what moved. A config change reloads the
 * site (and restarts the server when the webpack config itself changes). Errors are shown in the
 * terminal and the browser, and the server keeps running.
 */
export async function dev(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  const host = options.host ?? 'localhost';
  let port = options.port ?? 3000;
  let site: Site;
  let server: WebpackDevServer | undefined;
  let compiler: webpack.Compiler | undefined;
  // What the running compiler was made from: a reload that changes it restarts the server.
  let compilerSignature = '';
  let watchers: FSWatcher[] = [];
  // A reload that fails (bad frontmatter, a broken config) shows in the browser's overlay too.
  const browserErrors = createBrowserErrors({ getServer: () => server });
  const queue = createReloadQueue({
    delay: 50,
    onError: (error) => {
      report(error);
      browserErrors.show(describe(error));
    },
  });
  // The analysis cache is written once the pages under way have compiled (the next start is
  // warm); close() waits for the last write.
  let saving: Promise<void> = Promise.resolve();
  const saveMarkdownCache = (loaded: Site) => {
    saving = saving.then(() => loaded.markdown.save()).catch(report);
    return loaded;
  };
  const load = async () => saveMarkdownCache(await loadSite({ siteDir, mode: 'development', command: 'dev' }));
  /** Makes `next` the site; the previous one's compile workers stop once they are idle. */
  const replaceSite = (next: Site) => {
    if (site !== next) site?.compilePool.release();
    site = next;
  };

  async function startServer(loaded: Site): Promise<void> {
    replaceSite(loaded);
    compilerSignature = devCompilerSignature(site);
    const created = webpack(createDevClientConfig(site, { host }));
    compiler = created;
    reportCompiles(created, siteDir);
    compileRestWhenIdle(created);
    const publicDir = path.resolve(siteDir, site.context.siteConfig.publicDir);
    const serverOptions: WebpackDevServer.Configuration = {
      port,
      host,
      hot: true,
      liveReload: true,
      open: options.open ? site.context.baseUrl : false,
      historyApiFallback: {
        index: `${site.context.baseUrl}index.html`,
        // Route paths may contain dots; files never fall back to the app page (a stale
        // hot-update manifest must 404, or the browser cannot tell that it should reload).
        disableDotRule: true,
        rewrites: [{ from: ASSET_EXTENSION, to: (context: { parsedUrl: { path?: string | null } }) => context.parsedUrl.path ?? '/' }],
      },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: isSiteRuntimeError }, logging: process.env.QUIRE_DEV_CLIENT_LOG === 'verbose' ? 'verbose' : 'warn' },
      devMiddleware: { publicPath: site.context.baseUrl },
      // `<route>.md` (Copy Markdown) from the page's current source; `site` is the latest load.
      setupMiddlewares: (middlewares) => [
        // Before anything that reads a file: a crafted URL gets 400, a symlink out of public/ 404.
        { name: 'quire-request-guard', middleware: createRequestGuard({ getSite: () => site }) },
        { name: 'quire-page-warm-up', middleware: createPageWarmer({ getSite: () => site }) },
        // Plugins' serveDevRequest hooks (the files `quire build` writes in postBuild, such as the
        // search index, made on request) come first: a path a plugin serves is never taken for a page.
        { name: 'quire-plugin-requests', middleware: createPluginRequestMiddleware({ getSite: () => site }) },
        { name: 'quire-page-html-tags', middleware: createPageHtmlTagsMiddleware({ getSite: () => site, getDevPage: () => server?.middleware }) },
        {
          name: 'quire-markdown-pages',
          middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
            const pathname = safeDecode(new URL(req.url ?? '/', 'http://localhost').pathname);
            if (req.method !== 'GET' || !pathname.endsWith('.md')) return next();
            createMarkdownPageResolver({ routes: site.routes, base: site.context.baseUrl, options: site.markdown.options })(pathname).then(
              (markdown) => {
                if (markdown === undefined) return next();
                res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
                res.end(markdown);
              },
              (error: unknown) => {
                res.statusCode = 500;
                res.end(`Could not render ${pathname}: ${(error as Error).message}`);
              },
            );
          },
        },
        ...middlewares,
      ],
      static: existsSync(publicDir) ? [{ directory: publicDir, publicPath: site.context.baseUrl, watch: true }] : false,
    };
    server = new WebpackDevServer(serverOptions, created);
    // After webpack-dev-server's own messages: its "ok" would close a pending reload error.
    created.hooks.done.tap('QuireBrowserErrors', () => setImmediate(browserErrors.resend));
    try {
      await server.start();
      server.webSocketServer?.implementation.on('connection', () => setImmediate(browserErrors.resend));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new QuireError(`Port ${port} is already in use on ${host}.`, {
          hint: 'Stop the program using it, or pick another port with --port (or PORT=...).',
        });
      }
      throw error;
    }
    const address = server.server?.address();
    if (address && typeof address === 'object') port = address.port;
    watch();
  }

  /**
   * The site's pages compile in the background (for the dead-link check, the search and overview
   * pages) only once the compiler has been idle for a moment: until then the CPU goes to the
   * first compile and to the page the browser asks for.
   */
  function compileRestWhenIdle(watched: webpack.Compiler): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    watched.hooks.invalid.tap('QuireBackgroundPages', () => clearTimeout(timer));
    watched.hooks.done.tap('QuireBackgroundPages', () => {
      clearTimeout(timer);
      timer = setTimeout(() => site.compilePool.resume(), IDLE_BEFORE_BACKGROUND_MS);
      timer.unref();
    });
  }

  async function stopServer(): Promise<void> {
    await unwatch();
    await server?.stop();
    server = undefined;
    // Closing the compiler writes webpack's cache, so the next start is a warm one.
    const closing = compiler;
    compiler = undefined;
    await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  }

  async function reloadConfig(): Promise<void> {
    const next = await load();
    if (devCompilerSignature(next) === compilerSignature) {
      // Same compiler config: the regenerated modules make webpack rebuild and the page reload.
      logger.info('config changed: site reloaded');
      await unwatch();
      replaceSite(next);
      watch();
      return;
    }
    logger.info('config changed: restarting the dev server');
    await stopServer();
    await startServer(next);
  }

  function watch(): void {
    // The tsconfig's `paths` are webpack aliases: a change to them restarts the server too.
    const tsconfig = path.join(site.context.siteDir, 'tsconfig.json');
    const configFiles = [site.context.siteConfigPath, ...site.configDeps, tsconfig].filter((f): f is string => Boolean(f));
    const configWatcher = chokidar.watch(configFiles, { ignoreInitial: true });
    configWatcher.on('all', () => queue.schedule('config', () => reloadConfig().then(browserErrors.clear)));
    const pluginWatchers = site.plugins
      .filter(({ plugin }) => (plugin.getPathsToWatch?.() ?? []).length > 0)
      .map(({ plugin }) => {
        const watcher = chokidar.watch(plugin.getPathsToWatch!(), {
          ignoreInitial: true,
          ignored: (file) => file.includes(`${path.sep}node_modules${path.sep}`),
        });
        watcher.on('all', () =>
          queue.schedule(`plugin:${plugin.name}`, async () => {
            site = saveMarkdownCache(await reloadSitePlugin(site, plugin.name));
            browserErrors.clear();
          }),
        );
        return watcher;
      });
    watchers = [configWatcher, ...pluginWatchers];
  }

  async function unwatch(): Promise<void> {
    await Promise.all(watchers.map((w) => w.close()));
    watchers = [];
  }

  // A busy port moves to the next free one (as Vite does), unless --strict-port.
  const listening = await findFreePort({ port, host, strictPort: options.strictPort });
  port = listening.port;
  await startServer(await load());
  const url = `http://${host}:${port}${site!.context.baseUrl}`;
  const busyNote = busyPortNote(listening);
  if (busyNote) logger.info(busyNote);
  logger.success(`dev server running at ${fmt.url(url)}`);
  return {
    url,
    port,
    async close() {
      await queue.close();
      await stopServer();
      site.compilePool.release();
      await saving;
    },
  };
}

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { QuireError } from '../errors';
import { fmt, logger } from '../logger/logger';
import { loadContext } from '../server/site';
import { buildStaticIndex } from '../preview/staticIndex';
import { createStaticHandler } from '../preview/serveStatic';
import { busyPortNote, listen } from '../utils/listen';

export interface PreviewOptions {
  siteDir: string;
  port?: number;
  host?: string;
  /** `--strict-port`: fail when the port is in use instead of taking the next free one. */
  strictPort?: boolean;
  /** The build to serve (default: the config's outDir). */
  outDir?: string;
  /** The base the build was made with (default: the config's base). */
  base?: string;
}

export interface PreviewServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** `quire preview`: serves a finished build the way a static host would. */
export async function preview(options: PreviewOptions): Promise<PreviewServer> {
  const { context } = await loadContext({ siteDir: options.siteDir, mode: 'production', command: 'preview', outDir: options.outDir, base: options.base });
  const outDir = context.outDir;
  if (!fs.existsSync(path.join(outDir, 'index.html')) && !fs.existsSync(path.join(outDir, '404.html'))) {
    throw new QuireError(`There is no build in ${outDir}.`, { hint: 'Run "quire build" first.' });
  }
  const root = fs.realpathSync(outDir);
  const handle = createStaticHandler({ root, base: context.baseUrl, pages: await buildStaticIndex(root) });
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      logger.error(`preview: ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
  const host = options.host ?? 'localhost';
  const listening = await listen(server, { port: options.port ?? 4173, host, strictPort: options.strictPort });
  const { port } = listening;
  const note = busyPortNote(listening);
  if (note) logger.info(note);
  const url = `http://${host}:${port}${context.baseUrl}`;
  logger.success(`serving ${fmt.path(path.relative(process.cwd(), outDir) || outDir)} at ${fmt.url(url)}`);
  return {
    url,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

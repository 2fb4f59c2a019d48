import fs from 'node:fs/promises';
import path from 'node:path';
import type { RouteRecord } from '../types';
import { toPlainMarkdown } from '../markdown/plainMarkdown';
import { createRouteMatcher, routePathToMarkdownPath, stripBase } from '../shared/routePath';
import { runWorkerTask } from '../utils/workerTask';

/** What the export reads of a route (all a worker is sent). */
type MarkdownRoute = Pick<RouteRecord, 'path' | 'metadata'>;

/** The Markdown/MDX source of a route, when it has one (`metadata.sourceFilePath`). */
function markdownSourceOf(route: MarkdownRoute): string | undefined {
  const source = route.metadata?.sourceFilePath;
  return typeof source === 'string' && /\.mdx?$/i.test(source) ? source : undefined;
}

/** The plain Markdown of one route's source. */
async function plainMarkdownOf(filePath: string): Promise<string> {
  return toPlainMarkdown({ source: await fs.readFile(filePath, 'utf8'), filePath });
}

/**
 * Writes `<route>.md` next to each page written from Markdown or MDX (CONTRACT §3): the source
 * without frontmatter, with containers and components turned into plain Markdown. Copy Markdown,
 * the open-in-AI links and llms.txt read these files.
 */
export async function writeMarkdownPages({ routes, outDir }: { routes: readonly MarkdownRoute[]; outDir: string }): Promise<number> {
  const pages = routes.flatMap((route) => {
    const source = markdownSourceOf(route);
    return source ? [{ source, file: path.join(outDir, routePathToMarkdownPath(route.path)) }] : [];
  });
  // A few at a time: each is a parse of the whole page.
  for (let index = 0; index < pages.length; index += 8) {
    await Promise.all(
      pages.slice(index, index + 8).map(async ({ source, file }) => {
        const markdown = await plainMarkdownOf(source);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, markdown);
      }),
    );
  }
  return pages.length;
}

/**
 * Writes the Markdown pages in a worker thread, so that on two cores the export runs while the
 * main thread bundles (it is a parse of every page: seconds on a large site). Resolves with the
 * number of files written; rejects with the worker's error.
 */
export function writeMarkdownPagesInWorker({ routes, outDir }: { routes: readonly RouteRecord[]; outDir: string }): Promise<number> {
  const pages: MarkdownRoute[] = routes.map((route) => ({ path: route.path, metadata: { sourceFilePath: route.metadata?.sourceFilePath } }));
  return runWorkerTask({ workerFile: path.join(__dirname, 'markdownPagesWorker.js'), data: { routes: pages, outDir }, task: writeMarkdownPages });
}

/**
 * Dev: answers `GET <route>.md` from the page's current source, so Copy Markdown works while
 * writing. Returns undefined for paths that are not a page's Markdown twin.
 */
export function createMarkdownPageResolver({ routes, base }: { routes: readonly RouteRecord[]; base: string }) {
  const matcher = createRouteMatcher(routes);
  return async (pathname: string): Promise<string | undefined> => {
    if (!pathname.endsWith('.md')) return undefined;
    const inSite = stripBase(pathname, base);
    if (inSite === undefined) return undefined;
    const route = matcher.match(inSite.slice(0, -'.md'.length));
    const source = route && markdownSourceOf(route);
    return source ? plainMarkdownOf(source) : undefined;
  };
}

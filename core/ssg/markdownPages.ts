import fs from 'node:fs/promises';
import path from 'node:path';
import type { AnalyzedPage, CompiledPageInfo, LoadContext, MarkdownService, MdxCompilerOptions, RouteRecord } from '../types';
import { toPlainMarkdown } from '../markdown/plainMarkdown';
import { createRouteMatcher, routePathToMarkdownPath, stripBase } from '../shared/routePath';
import { mapLimit } from '../utils/mapLimit';
import { isNoIndex } from './noIndex';
import { routeFacts } from './routeFacts';

/** What the export reads of a route (all a worker is sent). */
type MarkdownRoute = Pick<RouteRecord, 'path' | 'metadata'>;

/** The Markdown/MDX source of a route, when it has one (`metadata.sourceFilePath`). */
function markdownSourceOf(route: MarkdownRoute): string | undefined {
  const source = route.metadata?.sourceFilePath;
  return typeof source === 'string' && /\.mdx?$/i.test(source) ? source : undefined;
}

/** The plain Markdown of one route's source (the site's remark steps and component rules in `options`). */
async function plainMarkdownOf({ filePath, options }: { filePath: string; options?: MdxCompilerOptions }): Promise<string> {
  return toPlainMarkdown({ source: await fs.readFile(filePath, 'utf8'), filePath, options });
}

/**
 * Writes `<route>.md` next to each page written from Markdown or MDX (CONTRACT §3): the source
 * without frontmatter, with containers and components turned into plain Markdown. Copy Markdown,
 * the open-in-AI links and llms.txt read these files. Each was made when its page was compiled
 * (`MdxCompilerOptions.plainMarkdown`) and is copied from there; a page the Markdown service
 * did not compile is converted here. Returns the twin of each route that got one (route path ->
 * file relative to `outDir`, forward slashes).
 */
export async function writeMarkdownPages({
  routes,
  outDir,
  markdown,
}: {
  routes: readonly MarkdownRoute[];
  outDir: string;
  markdown: Pick<MarkdownService, 'plainMarkdownFile' | 'options'>;
}): Promise<Map<string, string>> {
  const pages = routes.flatMap((route) => {
    const source = markdownSourceOf(route);
    return source ? [{ routePath: route.path, source, relative: routePathToMarkdownPath(route.path).slice(1) }] : [];
  });
  await mapLimit(pages, 16, async ({ source, relative }) => {
    const file = path.join(outDir, relative);
    const text = await fs.readFile(source, 'utf8');
    const made = markdown.plainMarkdownFile({ filePath: source, source: text });
    await fs.mkdir(path.dirname(file), { recursive: true });
    // The twin the compile made is linked, not copied (it is written anew, never in place, so the
    // output's file does not change with the cache's); a file system without hard links gets a copy.
    if (made) await fs.link(made, file).catch(() => fs.copyFile(made, file));
    else await fs.writeFile(file, await toPlainMarkdown({ source: text, filePath: source, options: markdown.options }));
  });
  return new Map(pages.map(({ routePath, relative }) => [routePath, relative]));
}

/**
 * The pages written from Markdown/MDX as worker tasks learn of them (`QuirePlugin.workerTask`), in
 * route order: each route with a `.md` twin and a settled analysis, its facts from the route's
 * metadata (the title the rendered page gets), its toc and plugin data from the analysis. Nothing
 * is rendered or read for it.
 */
export function compiledPages({
  context,
  routes,
  markdownFiles,
  analyses,
}: {
  context: Pick<LoadContext, 'langs' | 'defaultLang' | 'siteConfig'>;
  routes: readonly Pick<RouteRecord, 'path' | 'metadata'>[];
  /** Route path -> its `.md` twin (writeMarkdownPages). */
  markdownFiles: ReadonlyMap<string, string>;
  analyses: readonly AnalyzedPage[];
}): CompiledPageInfo[] {
  const analysisOf = new Map(analyses.map((page) => [page.sourceFilePath, page.analysis]));
  return routes.flatMap((route): CompiledPageInfo[] => {
    const sourceFilePath = markdownSourceOf(route);
    const markdownFile = markdownFiles.get(route.path);
    const analysis = sourceFilePath === undefined ? undefined : analysisOf.get(sourceFilePath);
    if (!sourceFilePath || markdownFile === undefined || !analysis) return [];
    const facts = routeFacts({ context, routePath: route.path, metadata: route.metadata });
    return [
      {
        routePath: facts.routePath,
        lang: facts.lang,
        version: facts.version,
        pageType: facts.pageType,
        title: facts.title,
        frontmatter: facts.frontmatter,
        noIndex: isNoIndex(facts.frontmatter),
        toc: analysis.toc,
        pluginData: analysis.pluginData ?? {},
        sourceFilePath,
        markdownFile,
      },
    ];
  });
}

/**
 * Dev: answers `GET <route>.md` from the page's current source, so Copy Markdown works while
 * writing. Returns undefined for paths that are not a page's Markdown twin.
 */
export function createMarkdownPageResolver({ routes, base, options }: { routes: readonly RouteRecord[]; base: string; options?: MdxCompilerOptions }) {
  const sourceOf = createPageSourceResolver({ routes, base });
  return async (pathname: string): Promise<string | undefined> => {
    if (!pathname.endsWith('.md')) return undefined;
    const source = sourceOf(pathname.slice(0, -'.md'.length));
    return source ? plainMarkdownOf({ filePath: source, options }) : undefined;
  };
}

/** The Markdown/MDX source of the page at a URL path (the site's base included), if it has one. */
export function createPageSourceResolver({ routes, base }: { routes: readonly RouteRecord[]; base: string }) {
  const matcher = createRouteMatcher(routes);
  return (pathname: string): string | undefined => {
    const inSite = stripBase(pathname, base);
    const route = inSite === undefined ? undefined : matcher.match(inSite);
    return route && markdownSourceOf(route);
  };
}

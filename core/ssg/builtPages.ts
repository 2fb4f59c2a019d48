import type { BuiltPage, LoadContext, MarkdownService, RouteRecord } from '../types';
import { normalizeRoutePath } from '../shared/routePath';
import { NOT_FOUND_PAGE } from './collectPages';
import { isNoIndex } from './noIndex';
import { routeFacts } from './routeFacts';
import type { RenderedPage, SsgPage } from './ssgParams';

/**
 * What Markdown steps recorded for plugins on each page (`PageAnalysis.pluginData`), by source
 * file: the pages have compiled by now, so this only reads the service's analyses (no file I/O).
 */
export async function readPagesPluginData({ markdown }: { markdown: Pick<MarkdownService, 'settledAnalyses'> }): Promise<Map<string, Record<string, unknown>>> {
  const pages = await markdown.settledAnalyses();
  return new Map(pages.map(({ sourceFilePath, analysis }) => [sourceFilePath, analysis.pluginData ?? {}]));
}

/**
 * One BuiltPage per page written, in the order of `pages` (route order, 404 last): the record the
 * renderer reported (the docs plugin's page record: title, toc, last-updated time), or, for a
 * route without one, its metadata; the files written; the plugins' per-page data.
 */
export function assembleBuiltPages({
  context,
  pages,
  rendered,
  routes,
  markdownFiles,
  pluginData,
}: {
  context: Pick<LoadContext, 'langs' | 'defaultLang' | 'siteConfig'>;
  pages: readonly SsgPage[];
  rendered: readonly RenderedPage[];
  routes: readonly RouteRecord[];
  /** Route path -> its `.md` twin, relative to the output folder (writeMarkdownPages). */
  markdownFiles: ReadonlyMap<string, string>;
  /** Source file -> what Markdown steps recorded for plugins (readPagesPluginData). */
  pluginData: ReadonlyMap<string, Record<string, unknown>>;
}): BuiltPage[] {
  const records = new Map(rendered.map((page) => [page.pathname, page.record]));
  const routeOf = new Map(routes.filter((route) => route.exact).map((route) => [route.path, route]));
  return pages.flatMap((page): BuiltPage[] => {
    if (!records.has(page.pathname)) return [];
    const route = routeOf.get(page.pathname);
    const routePath = route?.path ?? page.pathname;
    const facts = routeFacts({ context, routePath, metadata: route?.metadata ?? (normalizeRoutePath(page.pathname) === '/404' ? NOT_FOUND_PAGE.metadata : undefined) });
    const record = records.get(page.pathname);
    const frontmatter = record?.frontmatter ?? facts.frontmatter;
    const sourceFilePath = route?.metadata.sourceFilePath;
    const lastUpdatedTime = record ? record.lastUpdatedTime : (route?.metadata.lastUpdatedAt ?? undefined);
    const description = record?.description ?? (typeof frontmatter.description === 'string' ? frontmatter.description : undefined);
    const markdownFile = markdownFiles.get(routePath);
    return [
      {
        routePath,
        lang: record?.lang ?? facts.lang,
        version: record?.version ?? facts.version,
        pageType: record?.pageType ?? facts.pageType,
        title: record?.title ?? facts.title,
        ...(description !== undefined ? { description } : {}),
        frontmatter,
        noIndex: isNoIndex(frontmatter),
        ...(lastUpdatedTime !== undefined ? { lastUpdatedTime } : {}),
        toc: record?.toc ?? [],
        htmlFile: page.file,
        ...(markdownFile !== undefined ? { markdownFile } : {}),
        ...(sourceFilePath !== undefined ? { sourceFilePath } : {}),
        pluginData: (sourceFilePath !== undefined ? pluginData.get(sourceFilePath) : undefined) ?? {},
      },
    ];
  });
}

/** Gives each built route `metadata.lastUpdatedAt` from its page (null when unknown), as RouteMetadata says. */
export function setLastUpdatedAt({ routes, pages }: { routes: readonly RouteRecord[]; pages: readonly BuiltPage[] }): void {
  const byPath = new Map(pages.map((page) => [page.routePath, page]));
  for (const route of routes) {
    const page = byPath.get(route.path);
    if (page) route.metadata.lastUpdatedAt = page.lastUpdatedTime ?? null;
  }
}

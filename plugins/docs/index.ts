import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, PageAnalysis, PageRecord, QuirePlugin, Sidebar, NavItem } from '../../core/types';
import { shortHash } from '../../core/server/codegen/generate';
import { QuireAggregateError } from '../../core/errors';
import { remarkLinks } from '../../core/markdown/remark/links';
import { loadDocs, type DocPage } from './loadDocs';
import { createLinkResolver } from './resolveLink';
import { checkLinks } from './checkLinks';
import { buildNavigation, localeKey, matchSidebarKey } from './navigation';
import { overviewGroups } from './overviewGroups';
import type { OverviewModule, PageRecordModule } from './data/dataModules';
import type { DataLoaderOptions } from './data/dataLoader';

export type { DocPage } from './loadDocs';

export interface DocsContent {
  pages: DocPage[];
  /**
   * Toc, anchors and links of each Markdown/MDX page, by file path. Filled while the pages
   * compile, during bundling: complete once `analysed` has settled.
   */
  analyses: Map<string, PageAnalysis>;
  /** Settles when every page's analysis is in `analyses` (a page that does not compile has none). */
  analysed: Promise<void>;
  nav: Record<string, NavItem[]>;
  sidebars: Record<string, Sidebar>;
}

/** What the docs plugin shares with every page (`useGlobalData('docs')`): the nav of each language. */
export interface DocsGlobalData {
  nav: Record<string, NavItem[]>;
}

const isMarkdown = (file: string) => /\.mdx?$/i.test(file);

/**
 * Asks the Markdown service for every page's analysis, without waiting: the pages compile on the
 * compile pool's workers while webpack bundles. A page that does not compile gets no analysis:
 * the MDX loader reports its error (file:line:column), in the build and in the dev overlay.
 */
function analyzePages({ context, pages, analyses }: { context: LoadContext; pages: DocPage[]; analyses: Map<string, PageAnalysis> }): Promise<void> {
  return Promise.all(
    pages
      .filter((page) => isMarkdown(page.filePath))
      .map(async (page) => {
        try {
          const source = await fs.readFile(page.filePath, 'utf8');
          analyses.set(page.filePath, await context.markdown.analyzePage({ filePath: page.filePath, source }));
        } catch {
          // Reported by the MDX loader.
        }
      }),
  ).then(() => undefined);
}

function reportDeadLinks({ context, content }: { context: LoadContext; content: Pick<DocsContent, 'pages' | 'analyses'> }) {
  const problems = checkLinks({
    pages: content.pages.map((page) => ({ routePath: page.routePath, filePath: page.filePath, analysis: content.analyses.get(page.filePath) })),
    publicDir: path.resolve(context.siteDir, context.siteConfig.publicDir),
  });
  if (problems.length === 0) return;
  if (context.mode === 'production') {
    throw new QuireAggregateError(
      `${problems.length} dead link(s) found:`,
      problems,
      'Fix each link (or the heading it points at), or set markdown.checkDeadLinks: false in the config.',
    );
  }
  for (const line of problems) console.warn(`[quire] warning: ${line}`);
}

/**
 * The docs plugin: every `docs/<lang>/**\/*.{md,mdx,tsx,jsx}` file is a page and a route, whose
 * modules are the compiled page (`content`), its page record (`page`), the sidebar of its section
 * (`sidebar`, deferred: see RouteConfig.deferredModules) and, for overview pages, the groups they
 * list (`overview`). The record and the overview name their source pages and get their headings
 * from the data loader (data/dataLoader.ts), so nothing here waits for a page to compile.
 */
export default function docsPlugin(context: LoadContext): QuirePlugin<DocsContent> {
  const { siteConfig } = context;
  const docsDir = path.resolve(context.siteDir, siteConfig.docsDir);
  const layout = {
    docsDir,
    langs: context.langs,
    defaultLang: context.defaultLang,
    versions: siteConfig.multiVersion.versions,
    defaultVersion: siteConfig.multiVersion.default,
  };
  return {
    name: 'docs',
    markdown: {
      remarkPlugins: [remarkLinks({ resolveLink: createLinkResolver({ ...layout, cleanUrls: siteConfig.route.cleanUrls, generatedFilesDir: context.generatedFilesDir }) })],
    },
    async loadContent() {
      const pages = await loadDocs({ ...layout, exclude: siteConfig.route.exclude, virtualPages: context.virtualPages });
      const analyses = new Map<string, PageAnalysis>();
      const analysed = analyzePages({ context, pages, analyses });
      const navigation = await buildNavigation({ ...layout, pages, themeConfig: siteConfig.themeConfig });
      // Dev warns once the pages have compiled; a build fails in postBuild (reportDeadLinks).
      if (context.mode === 'development' && siteConfig.markdown.checkDeadLinks) void analysed.then(() => reportDeadLinks({ context, content: { pages, analyses } }));
      return { pages, analyses, analysed, ...navigation };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ nav: content.nav } satisfies DocsGlobalData);
      const sidebarModules = new Map<string, Promise<string>>();
      const sidebarModule = (key: string, sidebarKey: string) => {
        const id = `${key}:${sidebarKey}`;
        if (!sidebarModules.has(id)) {
          sidebarModules.set(id, actions.createData(`sidebars/${shortHash(id, 12)}.json`, content.sidebars[key]![sidebarKey]));
        }
        return sidebarModules.get(id)!;
      };
      const routes = await Promise.all(
        content.pages.map(async (page) => {
          // The toc comes from the compiled page (the data loader): plugins' extendPageData sees none.
          const record: PageRecord = {
            title: page.title,
            routePath: page.routePath,
            lang: page.lang,
            version: page.version,
            pageType: page.pageType,
            toc: [],
            frontmatter: page.frontmatter,
            _relativePath: page.relativePath,
            description: page.frontmatter.description,
          };
          await actions.extendPageData({ page: record, sourceFilePath: page.filePath });
          const key = localeKey(page);
          const sidebarKey = content.sidebars[key] ? matchSidebarKey({ sidebar: content.sidebars[key]!, routePath: page.routePath }) : undefined;
          const modules: Record<string, string> = {
            content: page.filePath,
            page: await actions.createData(`pages/${shortHash(page.relativePath, 12)}.json`, {
              kind: 'page',
              record,
              ...(isMarkdown(page.filePath) ? { source: page.filePath } : {}),
            } satisfies PageRecordModule),
          };
          if (sidebarKey !== undefined && content.sidebars[key]![sidebarKey]!.length > 0) modules.sidebar = await sidebarModule(key, sidebarKey);
          if (page.frontmatter.overview && sidebarKey !== undefined) {
            const groups = overviewGroups({ entries: content.sidebars[key]![sidebarKey]!, pages: content.pages, self: page });
            modules.overview = await actions.createData(`overviews/${shortHash(page.relativePath, 12)}.json`, { kind: 'overview', groups } satisfies OverviewModule);
          }
          return { page, modules };
        }),
      );
      // Routes are added in page order, so everything derived from them is deterministic.
      for (const { page, modules } of routes) {
        actions.addRoute({
          path: page.routePath,
          component: '@theme/Layout',
          modules,
          // A section's sidebar grows with the section: built pages fetch it after they have loaded.
          deferredModules: modules.sidebar ? ['sidebar'] : undefined,
          metadata: { sourceFilePath: page.filePath, lang: page.lang, version: page.version, pageType: page.pageType },
        });
      }
    },
    configureWebpack() {
      const dataDir = path.join(context.generatedFilesDir, 'docs') + path.sep;
      return {
        module: {
          rules: [
            {
              test: (file: string) => file.startsWith(dataDir) && /[\\/](pages|overviews)[\\/][^\\/]+\.json$/.test(file),
              use: [{ loader: require.resolve('./data/dataLoader'), options: { markdown: context.markdown } satisfies DataLoaderOptions }],
            },
          ],
        },
      };
    },
    async postBuild({ content }) {
      await content.analysed;
      if (siteConfig.markdown.checkDeadLinks) reportDeadLinks({ context, content });
    },
    getPathsToWatch() {
      return [docsDir];
    },
  };
}

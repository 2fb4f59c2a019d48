import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, NavItem, PageAnalysis, PageRecord, PluginActions, QuirePlugin, Sidebar } from 'quire';
import { logger, QuireAggregateError, QuireError, remarkLinks, shortHash } from 'quire/plugin-utils';
import { loadDocs, type DocPage } from './loadDocs';
import { createLinkResolver } from './resolveLink';
import { checkLinks } from './checkLinks';
import { deadLinkPolicy, type DeadLinkPolicy } from './deadLinkPolicy';
import { buildNavigation, localeKey, matchSidebarKey } from './navigation';
import { overviewGroups } from './overviewGroups';
import { createLabelTranslator, readSiteTexts, SITE_TEXTS_FILE } from './siteTexts';
import type { DataModule, OverviewModule, PageRecordModule } from './data/dataModules';
import { fillDataModule, type DataLoaderOptions } from './data/dataLoader';

export type { DocPage } from './loadDocs';

export interface DocsContent {
  pages: DocPage[];
  nav: Record<string, NavItem[]>;
  sidebars: Record<string, Sidebar>;
  /** The site's `i18n.json`, by language: key -> text (empty objects without one). */
  texts: Record<string, Record<string, string>>;
}

/**
 * What the docs plugin shares with every page (`useGlobalData('docs')`): the nav of each language
 * and, when the site has an `i18n.json`, its texts by language (what `useI18n()` reads).
 */
export interface DocsGlobalData {
  nav: Record<string, NavItem[]>;
  texts?: Record<string, Record<string, string>>;
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
          // The service reads the file: the page counts as asked for at once (plugins' pageData()).
          analyses.set(page.filePath, await context.markdown.analyzePage({ filePath: page.filePath }));
        } catch {
          // Reported by the MDX loader.
        }
      }),
  ).then(() => undefined);
}

/**
 * The pages' analyses as they compile (toc, anchors, links), by file path: the docs plugin's own,
 * for the dead-link check. Complete once `analysed` has settled. Not in the content: other plugins
 * read the finished pages (`postBuild`'s `pages`, the records' toc).
 */
interface PageAnalyses {
  analyses: Map<string, PageAnalysis>;
  /** Settles when every page's analysis is in `analyses` (a page that does not compile has none). */
  analysed: Promise<void>;
}

function reportDeadLinks({
  context,
  policy,
  pages,
  analyses,
}: {
  context: LoadContext;
  policy: DeadLinkPolicy;
  pages: readonly DocPage[];
  analyses: ReadonlyMap<string, PageAnalysis>;
}) {
  const problems = checkLinks({
    pages: pages.map((page) => ({ routePath: page.routePath, filePath: page.filePath, analysis: analyses.get(page.filePath) })),
    publicDir: path.resolve(context.siteDir, context.siteConfig.publicDir),
    outputFiles: context.pluginOutputFiles,
    isExcluded: policy.isExcluded,
  });
  if (problems.length === 0) return;
  if (context.mode === 'production' && policy.level === 'error') {
    throw new QuireAggregateError(
      `${problems.length} dead link(s) found:`,
      problems,
      'Fix each link (or the heading it points at), or list it in markdown.checkDeadLinks.excludes; markdown.checkDeadLinks: { level: \'warn\' } only reports them, false turns the check off.',
    );
  }
  for (const line of problems) logger.warn(line);
}

/**
 * The docs plugin: every `docs/<lang>/**\/*.{md,mdx,tsx,jsx}` file is a page and a route, whose
 * modules are the compiled page (`content`), its page record (`page`), the sidebar of its section
 * (`sidebar`, deferred: see RouteConfig.deferredModules) and, for overview pages, the groups they
 * list (`overview`). The record and the overview name their source pages and get their headings
 * from the data loader (data/dataLoader.ts), which also runs the plugins' `extendPageData` hooks on
 * the complete record, so nothing here waits for a page to compile. Each route's metadata holds
 * the page's title, frontmatter, language, version, type and source file.
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
  const deadLinks = deadLinkPolicy(siteConfig.markdown.checkDeadLinks);
  // Each load's analyses, by its content object (a dev reload makes a new one).
  const analysesOf = new WeakMap<DocsContent, PageAnalyses>();
  // The latest contentLoaded's actions.extendPageData: the data loader runs it on each complete record.
  let extendPageData: PluginActions['extendPageData'] | undefined;
  return {
    name: 'docs',
    markdown: {
      remarkPlugins: [remarkLinks({ resolveLink: createLinkResolver({ ...layout, cleanUrls: siteConfig.route.cleanUrls, generatedFilesDir: context.generatedFilesDir }) })],
    },
    async loadContent() {
      const pages = await loadDocs({ ...layout, exclude: siteConfig.route.exclude, virtualPages: context.virtualPages });
      const analyses = new Map<string, PageAnalysis>();
      const analysed = analyzePages({ context, pages, analyses });
      const texts = await readSiteTexts({ siteDir: context.siteDir, langs: context.langs, defaultLang: context.defaultLang });
      const labels = createLabelTranslator({ texts });
      const navigation = await buildNavigation({ ...layout, pages, themeConfig: siteConfig.themeConfig, labels });
      // Once per load, whatever the number of pages and languages that show the label.
      for (const warning of [...texts.warnings, ...labels.warnings()]) logger.warn(warning);
      // Dev warns once the pages have compiled; a build fails in postBuild (reportDeadLinks).
      if (context.mode === 'development' && deadLinks) void analysed.then(() => reportDeadLinks({ context, policy: deadLinks, pages, analyses }));
      const content: DocsContent = { pages, ...navigation, texts: texts.byLang };
      analysesOf.set(content, { analyses, analysed });
      return content;
    },
    async contentLoaded({ content, actions }) {
      extendPageData = actions.extendPageData;
      const hasTexts = Object.values(content.texts).some((table) => Object.keys(table).length > 0);
      actions.setGlobalData({ nav: content.nav, ...(hasTexts && { texts: content.texts }) } satisfies DocsGlobalData);
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
          // The toc comes from the compiled page: the data loader fills it in, then runs the
          // plugins' extendPageData hooks on the complete record (no page waits to compile here).
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
            ...(page.addedBy && { addedBy: page.addedBy }),
          };
          const key = localeKey(page);
          const sidebarKey = content.sidebars[key] ? matchSidebarKey({ sidebar: content.sidebars[key]!, routePath: page.routePath }) : undefined;
          const modules: Record<string, string> = {
            content: page.filePath,
            page: await actions.createData(`pages/${shortHash(page.relativePath, 12)}.json`, {
              kind: 'page',
              record,
              sourceFilePath: page.filePath,
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
          // A page rendered as static content carries its record (and overview) in its HTML: routeData below.
          dataModules: Object.keys(modules).filter((key) => key === 'page' || key === 'overview'),
          metadata: {
            sourceFilePath: page.filePath,
            lang: page.lang,
            version: page.version,
            pageType: page.pageType,
            title: page.title,
            frontmatter: page.frontmatter,
          },
        });
      }
    },
    async routeData({ route, key }) {
      const data = JSON.parse(await fs.readFile(route.modules[key]!, 'utf8')) as DataModule;
      return fillDataModule({
        data,
        markdown: context.markdown,
        extendPageData: (args) => {
          if (!extendPageData) throw new QuireError("The docs plugin's routeData ran before its contentLoaded.");
          return extendPageData(args);
        },
        onDependency: () => undefined,
      });
    },
    configureWebpack() {
      const dataDir = path.join(context.generatedFilesDir, 'docs') + path.sep;
      return {
        module: {
          rules: [
            {
              test: (file: string) => file.startsWith(dataDir) && /[\\/](pages|overviews)[\\/][^\\/]+\.json$/.test(file),
              use: [
                {
                  loader: require.resolve('./data/dataLoader'),
                  options: {
                    markdown: context.markdown,
                    // Through the variable: a dev reload of the docs plugin brings new actions.
                    extendPageData: (args) => {
                      if (!extendPageData) throw new QuireError('The docs plugin\'s data loader ran before its contentLoaded.');
                      return extendPageData(args);
                    },
                  } satisfies DataLoaderOptions,
                },
              ],
            },
          ],
        },
      };
    },
    async postBuild({ content }) {
      if (!deadLinks) return;
      const own = analysesOf.get(content);
      if (!own) throw new QuireError('The docs plugin\'s postBuild got content its loadContent did not return.');
      await own.analysed;
      reportDeadLinks({ context, policy: deadLinks, pages: content.pages, analyses: own.analyses });
    },
    getPathsToWatch() {
      // i18n.json: its texts are in the nav, the sidebars and the global data.
      return [docsDir, path.join(context.siteDir, SITE_TEXTS_FILE)];
    },
  };
}

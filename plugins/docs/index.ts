import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, PageAnalysis, PageRecord, QuirePlugin, Sidebar, NavItem } from '../../core/types';
import { shortHash } from '../../core/server/codegen/generate';
import { QuireAggregateError } from '../../core/errors';
import { MdxCompileError } from '../../core/markdown/loaders/mdxLoader';
import { remarkLinks } from '../../core/markdown/remark/links';
import { loadDocs, type DocPage } from './loadDocs';
import { createLinkResolver } from './resolveLink';
import { checkLinks } from './checkLinks';
import { buildNavigation, localeKey, matchSidebarKey } from './navigation';
import { overviewGroups } from './overviewGroups';

export type { DocPage } from './loadDocs';

export interface DocsContent {
  pages: DocPage[];
  /** Toc, anchors and links of each Markdown/MDX page, by file path. */
  analyses: Map<string, PageAnalysis>;
  nav: Record<string, NavItem[]>;
  sidebars: Record<string, Sidebar>;
}

/** What the docs plugin shares with every page (`useGlobalData('docs')`): the nav of each language. */
export interface DocsGlobalData {
  nav: Record<string, NavItem[]>;
}

const isMarkdown = (file: string) => /\.mdx?$/i.test(file);

/**
 * Compiles every Markdown page ahead of bundling (see MarkdownService) and keeps its analysis.
 * In dev a broken page does not stop the site: it gets an empty analysis here and the bundler
 * shows its error (file:line:column) in the terminal and the browser until it is fixed.
 */
async function analyzePages({ context, pages }: { context: LoadContext; pages: DocPage[] }): Promise<Map<string, PageAnalysis>> {
  const analyses = new Map<string, PageAnalysis>();
  const errors: string[] = [];
  await Promise.all(
    pages
      .filter((page) => isMarkdown(page.filePath))
      .map(async (page) => {
        const source = await fs.readFile(page.filePath, 'utf8');
        try {
          analyses.set(page.filePath, await context.markdown.analyzePage({ filePath: page.filePath, source }));
        } catch (error) {
          if (context.mode === 'production') errors.push(new MdxCompileError(page.filePath, error).message);
        }
      }),
  );
  if (errors.length > 0) throw new QuireAggregateError(`${errors.length} page(s) could not be compiled:`, errors.sort());
  return analyses;
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
 * list (`overview`).
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
      remarkPlugins: [remarkLinks({ resolveLink: createLinkResolver({ ...layout, cleanUrls: siteConfig.route.cleanUrls }) })],
    },
    async loadContent() {
      const pages = await loadDocs({ ...layout, exclude: siteConfig.route.exclude });
      const [analyses, navigation] = await Promise.all([
        analyzePages({ context, pages }),
        buildNavigation({ ...layout, pages, themeConfig: siteConfig.themeConfig }),
      ]);
      if (siteConfig.markdown.checkDeadLinks) reportDeadLinks({ context, content: { pages, analyses } });
      return { pages, analyses, ...navigation };
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
          const analysis = content.analyses.get(page.filePath);
          const record: PageRecord = {
            title: page.title,
            routePath: page.routePath,
            lang: page.lang,
            version: page.version,
            pageType: page.pageType,
            toc: analysis?.toc ?? [],
            frontmatter: page.frontmatter,
            _relativePath: page.relativePath,
            description: page.frontmatter.description,
          };
          await actions.extendPageData({ page: record, sourceFilePath: page.filePath });
          const key = localeKey(page);
          const sidebarKey = content.sidebars[key] ? matchSidebarKey({ sidebar: content.sidebars[key]!, routePath: page.routePath }) : undefined;
          const modules: Record<string, string> = {
            content: page.filePath,
            page: await actions.createData(`pages/${shortHash(page.relativePath, 12)}.json`, record),
          };
          if (sidebarKey !== undefined && content.sidebars[key]![sidebarKey]!.length > 0) modules.sidebar = await sidebarModule(key, sidebarKey);
          if (page.frontmatter.overview && sidebarKey !== undefined) {
            const groups = overviewGroups({ entries: content.sidebars[key]![sidebarKey]!, pages: content.pages, analyses: content.analyses, self: page });
            modules.overview = await actions.createData(`overviews/${shortHash(page.relativePath, 12)}.json`, groups);
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
    getPathsToWatch() {
      return [docsDir];
    },
  };
}

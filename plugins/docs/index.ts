import path from 'node:path';
import type { LoadContext, PageRecord, QuirePlugin } from '../../core/types';
import { shortHash } from '../../core/server/codegen/generate';
import { loadDocs, type DocPage } from './loadDocs';

export type { DocPage } from './loadDocs';

export interface DocsContent {
  pages: DocPage[];
}

/** The page record a theme reads with usePageData(). The toc comes with the compiled page. */
function toPageRecord(page: DocPage): PageRecord {
  return {
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
}

/**
 * The docs plugin: every `docs/<lang>/**\/*.{md,mdx,tsx,jsx}` file is a page and a route, whose
 * modules are the compiled page (`content`) and its page record (`page`).
 */
export default function docsPlugin(context: LoadContext): QuirePlugin<DocsContent> {
  const { siteConfig } = context;
  const docsDir = path.resolve(context.siteDir, siteConfig.docsDir);
  return {
    name: 'docs',
    async loadContent() {
      const pages = await loadDocs({
        docsDir,
        langs: context.langs,
        defaultLang: context.defaultLang,
        versions: siteConfig.multiVersion.versions,
        defaultVersion: siteConfig.multiVersion.default,
        exclude: siteConfig.route.exclude,
      });
      return { pages };
    },
    async contentLoaded({ content, actions }) {
      const dataPaths = await Promise.all(
        content.pages.map((page) => actions.createData(`pages/${shortHash(page.relativePath, 12)}.json`, toPageRecord(page))),
      );
      // Routes are added in page order, so everything derived from them is deterministic.
      content.pages.forEach((page, index) => {
        actions.addRoute({
          path: page.routePath,
          component: '@theme/Layout',
          modules: { content: page.filePath, page: dataPaths[index]! },
          metadata: {
            sourceFilePath: page.filePath,
            lang: page.lang,
            version: page.version,
            pageType: page.pageType,
          },
        });
      });
    },
    getPathsToWatch() {
      return [docsDir];
    },
  };
}

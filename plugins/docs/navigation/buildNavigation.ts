import path from 'node:path';
import { QuireAggregateError } from 'quire/plugin-utils';
import type { NavigationData } from 'quire';
import { autoNav } from './autoNav';
import { autoSidebars } from './autoSidebars';
import { configNavigation, type NavigationThemeConfig } from './configNavigation';
import type { SidebarContext } from './folderEntries';
import { languageRoots } from './languageRoots';
import { localeKey } from './localeKey';
import { createMetaReader } from './metaReader';
import { buildPageTree, type NavigationPage } from './pageTree';
import type { LabelTranslator } from '../siteTexts';

export interface BuildNavigationOptions {
  /** Absolute path of the docs folder. */
  docsDir: string;
  /** The pages loadDocs found. */
  pages: readonly NavigationPage[];
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
  themeConfig: NavigationThemeConfig;
  /** Paths in messages are relative to this folder; default: the docs folder's parent (the site). */
  displayRoot?: string;
  /** Labels of `_meta.json`/`_nav.json` in a language: an `i18n.json` key's text, else as written (see siteTexts.ts). */
  labels?: LabelTranslator;
}

/**
 * The nav and sidebars of every language (and version), keyed by localeKey(). For each, config
 * wins where it sets nav or sidebar; the rest comes from `_nav.json` and `_meta.json` files. All
 * problems of all navigation files are thrown together as one QuireAggregateError.
 *
 * Cost: one pass over the pages to index them by folder, then one read of each folder's
 * `_meta.json`, all started at once; resolving entries is Map lookups.
 */
export async function buildNavigation(options: BuildNavigationOptions): Promise<NavigationData> {
  const { pages, defaultLang, themeConfig } = options;
  // Folders are Map keys: the docs folder and the pages' paths must be spelled alike (absolute).
  const docsDir = path.resolve(options.docsDir);
  const displayRoot = options.displayRoot ?? path.dirname(docsDir);
  const tree = buildPageTree({ pages, docsDir });
  const problems: string[] = [];
  const metas = createMetaReader({ displayRoot, problems });
  const roots = languageRoots({ ...options, docsDir });

  const results = await Promise.all(
    roots.map(async (root) => {
      const fromConfig = configNavigation({ root, defaultLang, themeConfig });
      const labels = options.labels;
      const translate = labels && ((label: string, file: string) => labels.translate({ label, lang: root.lang, file }));
      const context: SidebarContext = { tree, metas, problems, displayRoot, routePrefix: root.routePrefix, translate };
      if (!fromConfig.sidebar) prefetchMetas({ root: root.dir, context });
      const [nav, sidebar] = await Promise.all([
        fromConfig.nav ?? autoNav({ root, displayRoot, problems, translate }),
        fromConfig.sidebar ?? autoSidebars({ root, context }),
      ]);
      return { key: localeKey(root), nav, sidebar };
    }),
  );

  if (problems.length > 0) {
    // Reads finish in any order; sorting keeps the report stable from run to run.
    throw new QuireAggregateError(
      `${problems.length} problem(s) in the navigation files (_meta.json, _nav.json):`,
      [...new Set(problems)].sort(),
      'Fix the files above, or set nav and sidebar in themeConfig instead.',
    );
  }
  const data: NavigationData = { nav: {}, sidebars: {} };
  for (const { key, nav, sidebar } of results) {
    data.nav[key] = nav;
    data.sidebars[key] = sidebar;
  }
  return data;
}

/**
 * Starts reading the `_meta.json` of every folder under a language root that holds pages, in
 * parallel, so the walk over the folders, which needs them one after another, finds them ready.
 */
function prefetchMetas({ root, context }: { root: string; context: SidebarContext }): void {
  const prefix = root + path.sep;
  for (const dir of context.tree.keys()) {
    // A failure here is not lost: the walk awaits the same cached promise and sees it.
    if (dir === root || dir.startsWith(prefix)) context.metas.read(dir).catch(() => undefined);
  }
}

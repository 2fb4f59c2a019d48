import path from 'node:path';
import type { VirtualPageFile } from 'quire';
import { normalizeRoutePath } from 'quire/plugin-utils';
import type { DocsLayout, PageSource } from './loadDocs';
import { displayPath } from './navigation/displayPath';
import { languageRoots } from './navigation/languageRoots';
import { fileToRoutePath } from './routePath';

/**
 * Places the pages plugins added (`context.virtualPages`) in the docs folder as the files that
 * would have their routes: the language root whose prefix is the route's longest (`/zh/guide/api/foo`
 * -> `docs/zh/guide/api/foo.md`, in Chinese), so they get the language, version, sidebar and
 * `_meta.json` entries such a file would. A page on the route of a file of the docs folder is a
 * problem naming the plugin, the route and the file.
 */
export function placeVirtualPages({
  layout,
  pages,
  files,
}: {
  layout: DocsLayout;
  pages: readonly VirtualPageFile[];
  /** The docs folder's own pages. */
  files: readonly PageSource[];
}): { sources: PageSource[]; problems: string[] } {
  if (pages.length === 0) return { sources: [], problems: [] };
  // Longest prefix first: `/v1/zh/` before `/v1/` before `/`.
  const roots = languageRoots(layout).sort((a, b) => b.routePrefix.length - a.routePrefix.length);
  const fileRoutes = new Map(files.map((file) => [normalizeRoutePath(file.location.routePath), file.filePath]));
  const displayRoot = path.dirname(path.resolve(layout.docsDir));
  const sources: PageSource[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    const route = page.routePath.toLowerCase();
    const root = roots.find((candidate) => {
      const prefix = candidate.routePrefix.toLowerCase();
      return route.startsWith(prefix) || `${route}/` === prefix;
    })!;
    let rest = page.routePath.slice(root.routePrefix.length);
    if (rest === '' || rest.endsWith('/')) rest += 'index';
    const extension = path.extname(page.filePath).toLowerCase();
    const location = fileToRoutePath({
      relativePath: `${rest}${extension}`,
      lang: root.lang,
      version: root.version,
      defaultLang: layout.defaultLang,
      defaultVersion: layout.defaultVersion,
    });
    const clash = fileRoutes.get(normalizeRoutePath(location.routePath));
    if (clash !== undefined) {
      problems.push(`plugin "${page.plugin}" adds the page ${page.routePath} (${displayPath({ file: page.filePath, displayRoot })}), which is the route of ${displayPath({ file: clash, displayRoot })}`);
      continue;
    }
    sources.push({
      filePath: page.filePath,
      docsFilePath: path.join(root.dir, ...rest.split('/').filter(Boolean)) + extension,
      location,
      addedBy: page.plugin,
    });
  }
  return { sources, problems };
}

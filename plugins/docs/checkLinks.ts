import { globSync } from 'tinyglobby';
import type { PageAnalysis } from 'quire';
import { normalizeRoutePath, safeDecode } from 'quire/plugin-utils';

export interface LinkedPage {
  routePath: string;
  filePath: string;
  /** Undefined for pages Quire cannot read links from (`.tsx` pages). */
  analysis?: PageAnalysis;
}

/**
 * Every internal link and anchor of every page, checked against indexes built once: routes to
 * their anchors, and the files of `public/` (listed only when some link needs them). Returns one
 * `file:line:column: ...` line per dead link.
 */
export function checkLinks({ pages, publicDir }: { pages: LinkedPage[]; publicDir: string }): string[] {
  const anchorsByRoute = new Map<string, Set<string> | undefined>();
  for (const page of pages) anchorsByRoute.set(normalizeRoutePath(page.routePath), page.analysis && new Set(page.analysis.anchors));
  let publicFiles: Set<string> | undefined;
  const isPublicFile = (route: string) => {
    publicFiles ??= new Set(globSync('**/*', { cwd: publicDir, dot: true }).map((file) => `/${file}`.toLowerCase()));
    return publicFiles.has(safeDecode(route).toLowerCase());
  };
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of page.analysis?.links ?? []) {
      const where = `${page.filePath}:${link.line ?? 1}:${link.column ?? 1}`;
      const route = link.route === '' ? normalizeRoutePath(page.routePath) : link.route;
      if (!anchorsByRoute.has(route)) {
        if (link.hash === undefined && isPublicFile(link.route)) continue;
        problems.push(`${where}: dead link "${link.raw}": no page has the route ${link.route}.`);
        continue;
      }
      const anchors = anchorsByRoute.get(route);
      if (link.hash && anchors && !anchors.has(link.hash)) {
        problems.push(`${where}: dead link "${link.raw}": ${route} has no heading or element with id "${link.hash}".`);
      }
    }
  }
  return problems;
}

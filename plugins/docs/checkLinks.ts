import { globSync } from 'tinyglobby';
import type { PageAnalysis } from 'quire';
import { normalizeRoutePath, safeDecode } from 'quire/plugin-utils';
import { closestAnchor } from './closestAnchor';
import type { DeadLinkPolicy } from './deadLinkPolicy';

export interface LinkedPage {
  routePath: string;
  filePath: string;
  /** Undefined for pages Quire cannot read links from (`.tsx` pages). */
  analysis?: PageAnalysis;
}

export interface CheckLinksOptions {
  pages: LinkedPage[];
  publicDir: string;
  /**
   * Files the plugins write into the output folder (their `outputFiles`: `rss.xml`,
   * `zh/llms-full.txt`), relative to it: links to them are not dead.
   */
  outputFiles?: readonly string[];
  /** Links the site asked not to check (`markdown.checkDeadLinks.excludes`). */
  isExcluded?: DeadLinkPolicy['isExcluded'];
}

const fileKey = (file: string) => safeDecode(`/${file.replace(/^\/+/, '')}`).toLowerCase();

/**
 * Every internal link and anchor of every page, checked against indexes built once: routes to
 * their anchors, the files of `public/` (listed only when some link needs them) and the files
 * plugins write. A link to a file may carry an anchor (`/guide.pdf#page=2`): only pages' anchors
 * are known. Returns one `file:line:column: ...` line per dead link; a missing anchor names the
 * closest one the page has, when one is close.
 */
export function checkLinks({ pages, publicDir, outputFiles = [], isExcluded }: CheckLinksOptions): string[] {
  const anchorsByRoute = new Map<string, Set<string> | undefined>();
  for (const page of pages) anchorsByRoute.set(normalizeRoutePath(page.routePath), page.analysis && new Set(page.analysis.anchors));
  const written = new Set(outputFiles.map(fileKey));
  let publicFiles: Set<string> | undefined;
  const isFile = (route: string) => {
    const key = safeDecode(route).toLowerCase();
    if (written.has(key)) return true;
    publicFiles ??= new Set(globSync('**/*', { cwd: publicDir, dot: true }).map(fileKey));
    return publicFiles.has(key);
  };
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of page.analysis?.links ?? []) {
      if (isExcluded?.(link)) continue;
      const where = `${page.filePath}:${link.line ?? 1}:${link.column ?? 1}`;
      const route = link.route === '' ? normalizeRoutePath(page.routePath) : link.route;
      if (!anchorsByRoute.has(route)) {
        if (isFile(link.route)) continue;
        problems.push(`${where}: dead link "${link.raw}": no page has the route ${link.route}.`);
        continue;
      }
      const anchors = anchorsByRoute.get(route);
      if (link.hash && anchors && !anchors.has(link.hash)) {
        const near = closestAnchor({ anchor: link.hash, anchors });
        problems.push(`${where}: dead link "${link.raw}": ${route} has no heading or element with id "${link.hash}"${near ? `; did you mean #${near}?` : '.'}`);
      }
    }
  }
  return problems;
}

import { routePathToHtmlFile } from './routePath';
import { withBase } from './urls';

/**
 * The URL of a page as readers reach it: its route's HTML file under the site base, written
 * without `.html` (and without `index.html`) when `cleanUrls` is on, and absolute when `siteUrl`
 * is given (`https://quire.dev/guide/start/introduction`). One spelling for canonical links,
 * `og:url`, the sitemap, feeds and `llms.txt`.
 */
export function pageUrl({ routePath, base, cleanUrls, siteUrl }: { routePath: string; base: string; cleanUrls: boolean; siteUrl?: string | undefined }): string {
  const file = routePathToHtmlFile(routePath);
  const path = cleanUrls ? `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}` : `/${file}`;
  return `${siteUrl?.replace(/\/+$/, '') ?? ''}${withBase(path, base)}`;
}

/** A root-absolute path (`/guide/a.md`, `/rss.xml`) made absolute with the site URL and base. */
export function siteFileUrl({ path, base, siteUrl }: { path: string; base: string; siteUrl?: string | undefined }): string {
  return `${siteUrl?.replace(/\/+$/, '') ?? ''}${withBase(path.startsWith('/') ? path : `/${path}`, base)}`;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { logger, requireSiteUrl, siteFileUrl } from 'quire/plugin-utils';
import { resolveSitemapOptions, type SitemapOptions } from './options';
import { sitemapEntries, type SitemapSite } from './sitemapEntries';
import { sitemapFiles } from './sitemapFiles';
import { writeRobotsTxt } from './robotsTxt';

export type { SitemapOptions, SitemapChangefreq } from './options';
export { sitemapEntries, indexablePages, alternateKey, type SitemapEntry, type SitemapSite } from './sitemapEntries';
export { sitemapFiles, SITEMAP_URL_LIMIT, type SitemapFile } from './sitemapFiles';
export { robotsTxt } from './robotsTxt';

/**
 * The `sitemap` plugin: after the build, `sitemap.xml` lists every page but the 404 pages,
 * `noindex` pages and excluded routes, at its absolute URL (`siteUrl`, the base, clean URLs), with
 * `lastmod` from its last-updated time and `xhtml:link` alternates between its language versions
 * (`x-default`: the default language's). Past 50,000 URLs the file becomes a sitemap index of
 * parts. A `robots.txt` pointing to it is written unless the site ships its own. Needs `siteUrl`:
 * without it the plugin fails when the site loads.
 */
export default function sitemapPlugin(context: LoadContext, options?: SitemapOptions): QuirePlugin {
  const siteUrl = requireSiteUrl({ context, plugin: 'sitemap' });
  const { filename, exclude, changefreq, priority, robotsTxt } = resolveSitemapOptions(options);
  const site: SitemapSite = {
    siteUrl,
    base: context.baseUrl,
    cleanUrls: context.siteConfig.route.cleanUrls,
    defaultLang: context.defaultLang,
    defaultVersion: context.siteConfig.multiVersion.default,
  };
  const fileUrl = (file: string) => new URL(siteFileUrl({ path: file, base: site.base, siteUrl })).href;
  return {
    name: 'sitemap',
    // robots.txt only when public/ has none: then a link to it reaches the site's own.
    outputFiles: robotsTxt ? [filename, 'robots.txt'] : [filename],
    async postBuild({ outDir, pages }) {
      const entries = sitemapEntries({ pages, site, exclude });
      const files = await sitemapFiles({ entries, filename, fileUrl, changefreq, priority });
      if (files.length === 0) {
        logger.warn(`sitemap: no page to list (every page is a 404 page, noindex or excluded), so no ${filename} is written`);
        return;
      }
      await Promise.all(
        files.map(async ({ file, content }) => {
          const target = path.join(outDir, file);
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, content);
        }),
      );
      if (robotsTxt) await writeRobotsTxt({ outDir, sitemapUrl: fileUrl(filename) });
    },
  };
}

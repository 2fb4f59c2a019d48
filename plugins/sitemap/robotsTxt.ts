import fs from 'node:fs/promises';
import path from 'node:path';
import { logger } from 'quire/plugin-utils';

/** The generated `robots.txt`: every crawler may crawl everything, and where the sitemap is. */
export function robotsTxt({ sitemapUrl }: { sitemapUrl: string }): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes `robots.txt` at the root of the output unless the site ships its own (its public folder is
 * copied into the output before `postBuild`); says so when that one does not point to the sitemap.
 */
export async function writeRobotsTxt({ outDir, sitemapUrl }: { outDir: string; sitemapUrl: string }): Promise<'written' | 'kept'> {
  const file = path.join(outDir, 'robots.txt');
  let existing: string | undefined;
  try {
    existing = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (existing !== undefined) {
    if (!/^\s*sitemap\s*:/im.test(existing)) {
      logger.info(`sitemap: the site's own robots.txt is kept; it has no "Sitemap:" line, add "Sitemap: ${sitemapUrl}" to it for crawlers to find the sitemap`);
    }
    return 'kept';
  }
  await fs.writeFile(file, robotsTxt({ sitemapUrl }));
  return 'written';
}

import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

export const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;

export type SitemapChangefreq = (typeof CHANGEFREQS)[number];

/** Options of the `sitemap` plugin (`plugins: [['quire/plugins/sitemap', options]]`). */
export interface SitemapOptions {
  /** The sitemap's file, relative to the output folder (default `sitemap.xml`); past 50,000 URLs it becomes the index of `<name>-0.xml`, `<name>-1.xml`, ... */
  filename?: string;
  /** Route globs (picomatch, matched against route paths such as `/guide/start` or `/zh/api/`) left out of the sitemap. */
  exclude?: string[];
  /** `<changefreq>` of every URL (omitted by default). */
  changefreq?: SitemapChangefreq;
  /** `<priority>` of every URL, 0 to 1 (omitted by default). */
  priority?: number;
  /**
   * Write `robots.txt` (`User-agent: *`, `Allow: /` and the sitemap's absolute URL) when the site
   * does not ship one in its public folder (default true). Crawlers read it at the host's root.
   */
  robotsTxt?: boolean;
}

/** The options once validated, defaults applied. */
export interface ResolvedSitemapOptions {
  filename: string;
  exclude: string[];
  changefreq?: SitemapChangefreq;
  priority?: number;
  robotsTxt: boolean;
}

/** A path inside the output folder: relative, forward slashes, no `..`, ending in `extension`. */
export function outputFileSchema(extension: string) {
  return z
    .string()
    .refine((file) => !file.startsWith('/') && !file.includes('\\') && !file.split('/').some((part) => part === '..' || part === '.' || part === ''), {
      message: 'expected a path relative to the output folder, with forward slashes and no "." or ".." segments (for example "sitemap.xml")',
    })
    .refine((file) => file.endsWith(extension), { message: `expected a file name ending in "${extension}"` });
}

export const sitemapOptionsSchema = z.strictObject({
  filename: outputFileSchema('.xml').default('sitemap.xml'),
  exclude: z.array(z.string().min(1)).default([]),
  changefreq: z.enum(CHANGEFREQS).optional(),
  priority: z.number().min(0).max(1).optional(),
  robotsTxt: z.boolean().default(true),
});

/** Validates the options; every problem is reported at once, with its path. */
export function resolveSitemapOptions(options: SitemapOptions | undefined): ResolvedSitemapOptions {
  return validatePluginOptions('sitemap', sitemapOptionsSchema, options);
}

import path from 'node:path';
import type { LoadContext } from '../../types';
import { QuireError } from '../../errors';

/**
 * The site's absolute origin (`siteConfig.siteUrl`) for a plugin that writes absolute URLs
 * (sitemap, feeds, llms.txt). Without it the plugin cannot work: the error names the plugin and
 * the config file, and says what to add.
 */
export function requireSiteUrl({ context, plugin }: { context: LoadContext; plugin: string }): string {
  const { siteUrl } = context.siteConfig;
  if (siteUrl) return siteUrl;
  const configFile = context.siteConfigPath ? path.relative(process.cwd(), context.siteConfigPath) || context.siteConfigPath : undefined;
  throw new QuireError(`Plugin "${plugin}" needs the site's absolute URL, and siteUrl is not set.`, {
    location: configFile ? { file: configFile } : {},
    hint: `Set siteUrl in ${configFile ?? 'quire.config.ts'} to the address the site is served from, for example: siteUrl: 'https://docs.example.com'.`,
  });
}

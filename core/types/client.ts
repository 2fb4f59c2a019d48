import type { SiteConfig, ThemeConfig } from './config';

/**
 * The part of the site config the browser receives (`useSite()`): no plugins, no Markdown
 * functions, no sidebars (a page carries its own section's sidebar).
 */
export type SiteData = Pick<
  SiteConfig,
  'title' | 'description' | 'base' | 'siteUrl' | 'icon' | 'logo' | 'logoText' | 'lang' | 'locales' | 'multiVersion'
> & {
  themeConfig: Omit<ThemeConfig, 'sidebar' | 'locales'> & {
    locales: Omit<ThemeConfig['locales'][number], 'sidebar'>[];
  };
  route: Pick<SiteConfig['route'], 'cleanUrls'>;
  search: { mode: 'local' | 'off' } | false;
  markdown: Pick<SiteConfig['markdown'], 'showLineNumbers' | 'defaultWrapCode'>;
  quireVersion: string;
};

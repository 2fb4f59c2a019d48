import type { LocaleConfig, MultiVersion, ThemeConfig } from './config';

/** The part of the site config the browser receives (`useSite()`). */
export interface SiteData {
  title: string;
  description: string;
  base: string;
  siteUrl?: string;
  icon?: string;
  logo?: string | { light: string; dark: string };
  logoText?: string;
  lang: string;
  locales: LocaleConfig[];
  themeConfig: Omit<ThemeConfig, 'sidebar' | 'locales'> & {
    locales: Omit<ThemeConfig['locales'][number], 'sidebar'>[];
  };
  multiVersion: MultiVersion;
  route: { cleanUrls: boolean };
  search: { mode: 'local' | 'off' } | false;
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
  quireVersion: string;
}

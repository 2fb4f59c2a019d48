import { defineConfig } from 'quire';

// The sitemap and rss plugins' fixture (plugins/sitemap/__tests__/feedsSite.ts builds it once per
// test run, as a git repository of one commit dated 2024-01-15, for both plugins' tests).
export default defineConfig({
  title: 'Feeds Fixture',
  description: 'A site for the sitemap & feed tests.',
  base: '/docs/',
  siteUrl: 'https://example.com',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '订阅测试', description: '站点地图与订阅的测试站点。' },
  ],
  themeConfig: { lastUpdated: true },
  plugins: [
    ['quire/plugins/sitemap', { exclude: ['/guide/hidden'] }],
    ['quire/plugins/rss', { copyright: '© Fixture <authors>' }],
  ],
});

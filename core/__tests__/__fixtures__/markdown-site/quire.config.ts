import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Markdown Fixture',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { exclude: ['**/snippets/**'] },
  themeConfig: { lastUpdated: true },
});

import { defineConfig } from 'quire';

export default defineConfig({
  title: '{{title}}',
  description: 'Documentation built with Quire.',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Bench',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

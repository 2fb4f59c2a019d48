import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Fixture Docs',
  description: 'A small bilingual site used by the tests.',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '示例文档' },
  ],
});

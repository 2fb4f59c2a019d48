import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Gadget',
  description: 'Gadget makes widgets.',
  base: '/docs/',
  siteUrl: 'https://gadget.example',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '小工具' },
  ],
  search: false,
  plugins: [['quire/plugins/llms', { exclude: ['/guide/secret', '/zh/guide/secret'], description: { zh: '小工具用来做部件。' } }]],
});

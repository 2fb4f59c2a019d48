import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Quire',
  description: 'A static site generator for documentation, built on React 19, webpack 5 and MDX 3.',
  lang: 'en',
  icon: '/quire-icon.svg',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', description: '基于 React 19、webpack 5 与 MDX 3 的文档站点生成器。' },
  ],
  route: {
    exclude: ['**/fragments/**', 'components/**'],
  },
});

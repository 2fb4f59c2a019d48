import { defineConfig } from 'quire';

// A docs folder brought from another framework of the family: it keeps its conventions and needs
// nothing but this config.
export default defineConfig({
  title: 'BYO Docs',
  description: process.env.NODE_ENV === 'production' ? 'Built for production.' : 'Built for development.',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: 'BYO 文档' },
  ],
  route: { exclude: ['**/fragments/**'] },
  markdown: {
    checkDeadLinks: { level: 'error', excludes: ['/legacy/old-page', /^\/archive\//] },
  },
});

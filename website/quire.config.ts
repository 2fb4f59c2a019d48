import { defineConfig } from 'quire';

const repo = 'https://github.com/quire-docs/quire';

export default defineConfig({
  title: 'Quire',
  description: 'A static site generator for documentation, built on React 19, webpack 5 and MDX 3.',
  siteUrl: 'https://quire.dev',
  lang: 'en',
  icon: '/quire-icon.svg',
  logo: '/quire-icon.svg',
  logoText: 'Quire',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', description: '基于 React 19、webpack 5 与 MDX 3 的文档站点生成器。' },
  ],
  route: {
    exclude: ['**/fragments/**', 'components/**'],
  },
  themeConfig: {
    lastUpdated: true,
    footer: { message: '© 2023-present Quire contributors' },
    socialLinks: [
      { icon: 'github', mode: 'link', content: repo },
      { icon: 'npm', mode: 'link', content: 'https://www.npmjs.com/package/quire' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/quire' },
      { icon: 'x', mode: 'link', content: 'https://x.com/quire_docs' },
    ],
    banner: { text: '🚧 Quire 2.0 documentation is under development', link: '/' },
    editLink: { docRepoBaseUrl: `${repo}/tree/main/website/docs`, text: '📝 Edit this page on GitHub' },
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '简体中文',
        banner: { text: '🚧 Quire 2.0 文档仍在开发中', link: '/zh/' },
        editLink: { docRepoBaseUrl: `${repo}/tree/main/website/docs`, text: '📝 在 GitHub 上编辑此页' },
      },
    ],
  },
});

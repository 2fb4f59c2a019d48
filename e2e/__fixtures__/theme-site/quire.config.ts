import { defineConfig } from 'quire';

const github = 'https://github.com/example/quire';

export default defineConfig({
  title: 'Theme Fixture',
  description: 'A bilingual site that uses every part of the default theme.',
  icon: '/logo.svg',
  logo: { light: '/logo.svg', dark: '/logo.svg' },
  logoText: 'Theme Fixture',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', description: '使用默认主题每个部分的双语站点。' },
  ],
  themeConfig: {
    lastUpdated: true,
    footer: { message: '© 2023-present Quire contributors' },
    socialLinks: [
      { icon: 'github', mode: 'link', content: github },
      { icon: 'npm', mode: 'link', content: 'https://www.npmjs.com/package/quire' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/example' },
      { icon: 'x', mode: 'link', content: 'https://x.com/example' },
      { icon: { svg: '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>' }, mode: 'link', content: 'https://example.com/blog' },
      { icon: { svg: '<svg viewBox="0 0 24 24"><rect x="3" y="3" width="18" height="18"/></svg>' }, mode: 'text', content: 'WeChat: quire-docs' },
    ],
    banner: { text: '🚧 Quire 2.0 documentation is under development', link: '/' },
    editLink: { docRepoBaseUrl: `${github}/tree/main/docs`, text: '📝 Edit this page on GitHub' },
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: [
          { text: 'Guide', link: '/guide/basic/start', activeMatch: '^/guide/' },
          { text: 'API', link: '/api/', tag: 'new' },
          {
            text: 'Version',
            items: [
              { text: 'Changelog', link: `${github}/releases` },
              { text: 'Quire 1.x Docs', link: 'https://v1.example.com/' },
            ],
          },
        ],
      },
      {
        lang: 'zh',
        label: '简体中文',
        banner: { text: '🚧 Quire 2.0 文档仍在开发中', link: '/zh/' },
        editLink: { docRepoBaseUrl: `${github}/tree/main/docs`, text: '📝 在 GitHub 上编辑此页' },
        nav: [
          { text: '指南', link: '/guide/basic/start', activeMatch: '^/zh/guide/' },
          { text: 'API', link: '/api/', tag: 'new' },
          {
            text: '版本',
            items: [
              { text: '更新日志', link: `${github}/releases` },
              { text: 'Quire 1.x 文档', link: 'https://v1.example.com/' },
            ],
          },
        ],
      },
    ],
  },
});

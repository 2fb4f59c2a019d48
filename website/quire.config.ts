import { defineConfig, type PluginConfig } from 'quire';

const repo = 'https://github.com/quire-docs/quire';

/**
 * DocSearch replaces the local search where the deployment has an Algolia index (its keys in the
 * environment); everywhere else, `npm start` and the tests included, the local search works offline.
 */
const algolia: PluginConfig[] =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY
    ? [['quire/plugins/algolia', { appId: process.env.ALGOLIA_APP_ID, apiKey: process.env.ALGOLIA_API_KEY, indexName: process.env.ALGOLIA_INDEX_NAME ?? 'quire' }]]
    : [];

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
  // Image zoom (quire/plugins/medium-zoom) is built in and on; `mediumZoom` takes its options.
  plugins: [
    'quire/plugins/sitemap',
    ['quire/plugins/rss', { copyright: '© 2023-present Quire contributors' }],
    'quire/plugins/llms',
    [
      'quire/plugins/client-redirects',
      {
        redirects: [
          { from: ['/guide/introduction', '/guide'], to: '/guide/start/introduction' },
          { from: '/guide/quick-start', to: '/guide/start/getting-started' },
          { from: ['/zh/guide/introduction', '/zh/guide'], to: '/zh/guide/start/introduction' },
          { from: '/zh/guide/quick-start', to: '/zh/guide/start/getting-started' },
        ],
      },
    ],
    // Live examples on the plugin pages: demos above their code, editable code, types on hover.
    'quire/plugins/preview',
    'quire/plugins/playground',
    'quire/plugins/twoslash',
    // Props tables of the theme's own components (<API moduleName="Tabs" /> in .mdx pages).
    [
      'quire/plugins/api-docgen',
      {
        entries: {
          Tabs: '../theme/Tabs/index.tsx',
          Tab: { path: '../theme/Tabs/index.tsx', exportName: 'Tab' },
          PackageManagerTabs: '../theme/PackageManagerTabs/index.tsx',
          Badge: '../theme/Badge/index.tsx',
          Steps: '../theme/Steps/index.tsx',
        },
      },
    ],
    // The reference of Quire's own Node API (the exports of `quire`), under /api/reference/.
    [
      'quire/plugins/typedoc',
      { entryPoints: ['../core/index.ts'], tsconfig: './tsconfig.typedoc.json', typedocOptions: { skipErrorChecking: true } },
    ],
    ...algolia,
  ],
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
        // The filter of the overview pages (/zh/api/ and the like).
        overview: { filterNameText: '过滤', filterPlaceholderText: '输入关键词', filterNoResultText: '未找到匹配的 API' },
      },
    ],
  },
});

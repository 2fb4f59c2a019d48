import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Algolia Fixture',
  description: 'A bilingual site searched by DocSearch.',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/start' }] },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/guide/start' }] },
    ],
  },
  plugins: [
    [
      'quire/plugins/algolia',
      {
        appId: 'FIXTUREAPP',
        apiKey: 'fixture-search-key',
        indexName: 'algolia-fixture',
        searchParameters: { facetFilters: ['version:2'] },
      },
    ],
  ],
});

module.exports = {
  title: 'Bench',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'zh'] },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false, pages: false, theme: {} }]],
};

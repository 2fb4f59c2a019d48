import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Previews',
  icon: '/icon.svg',
  base: '/docs/',
  siteUrl: 'https://preview.example',
  // The sitemap shows that the demos' pages are noindex: left out.
  plugins: [['quire/plugins/preview', { iframe: { height: 200 } }], 'quire/plugins/sitemap'],
});

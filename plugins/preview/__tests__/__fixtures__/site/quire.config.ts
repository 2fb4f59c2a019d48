import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Previews',
  icon: '/icon.svg',
  base: '/docs/',
  plugins: [['quire/plugins/preview', { iframe: { height: 200 } }]],
});

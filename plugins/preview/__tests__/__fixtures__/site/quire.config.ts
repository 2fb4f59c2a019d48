import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Previews',
  base: '/docs/',
  plugins: [['quire/plugins/preview', { iframe: { height: 200 } }]],
});

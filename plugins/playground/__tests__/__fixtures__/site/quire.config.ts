import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Playground fixture',
  icon: '/icon.svg',
  plugins: [['quire/plugins/playground', { modules: ['fixture-greeting'], debounce: 150 }]],
});

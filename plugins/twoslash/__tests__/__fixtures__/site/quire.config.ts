import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Twoslash',
  icon: '/icon.svg',
  plugins: [['quire/plugins/twoslash', { compilerOptions: { strict: true } }]],
});

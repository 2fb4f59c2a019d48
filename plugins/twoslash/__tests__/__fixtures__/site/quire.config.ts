import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Twoslash',
  plugins: [['quire/plugins/twoslash', { compilerOptions: { strict: true } }]],
});

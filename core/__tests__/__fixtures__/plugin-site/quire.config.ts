import { defineConfig } from 'quire';
import everything from './plugin/everything';

export default defineConfig({
  title: 'Plugin Site',
  head: [['meta', { name: 'from-config', content: 'yes' }]],
  plugins: [everything({ greeting: 'Hello from the plugin' })],
  globalUIComponents: ['./components/Stamp.tsx'],
});

import { defineConfig } from 'quire';
import probe from 'quire-plugin-probe';

export default defineConfig({
  title: 'Probe Site',
  description: 'A bilingual site that installs a plugin from outside the Quire repository.',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: { lastUpdated: true },
  plugins: [probe({ marker: 'from-config' })],
});

import { defineConfig } from 'quire';

export default defineConfig({
  title: '{{title}}',
  description: '{{description}}',
  icon: '/favicon.svg',
  logo: '/logo.svg',
  lang: '{{lang}}',{{locales}}
});

import { defineConfig } from 'quire';
import readingTime from 'quire-plugin-reading-time';

export default defineConfig({
  title: 'Lantern',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [readingTime({ wordsPerMinute: 220 })],
});

import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Code',
  icon: '/icon.svg',
  markdown: {
    // Rspress's spelling: runs after Quire's notation transformers, on every build-time block.
    shiki: { transformers: ['./shikiStamp.mjs'] },
  },
});

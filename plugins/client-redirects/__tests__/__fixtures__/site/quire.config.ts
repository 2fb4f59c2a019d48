import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Redirects',
  icon: '/icon.svg',
  base: '/docs/',
  siteUrl: 'https://redirects.example',
  // The home page links to old paths on purpose (the client router follows them); the docs plugin's
  // dead-link check counts a link to a redirected path as dead.
  markdown: { checkDeadLinks: false },
  plugins: [
    [
      'quire/plugins/client-redirects',
      {
        redirects: [
          { from: ['/old', '/Older-Guide/'], to: '/guide' },
          { from: '/moved', to: '/guide?tab=1#second-part' },
          { from: '/away', to: 'https://example.com/?a=1&b=<2>' },
        ],
      },
    ],
  ],
});

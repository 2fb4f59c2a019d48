import { defineConfig } from 'quire';

// The theme's components are read where Quire is (node_modules/quire links to it in a test site),
// beside a component of the site's own.
const theme = (name: string) => `node_modules/quire/theme/${name}/index.tsx`;

export default defineConfig({
  title: 'Props',
  icon: '/icon.svg',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  search: false,
  plugins: [
    [
      'quire/plugins/api-docgen',
      {
        entries: {
          Button: 'components/Button.tsx',
          Badge: theme('Badge'),
          Tabs: theme('Tabs'),
          Tab: { path: theme('Tabs'), exportName: 'Tab' },
          PackageManagerTabs: theme('PackageManagerTabs'),
          Steps: theme('Steps'),
        },
      },
    ],
  ],
});

import { defineConfig } from 'quire';

// The typedoc plugin's fixture: English and Chinese, the API of src/api.ts under /reference/
// (a top-level folder: a section with a sidebar of its own).
export default defineConfig({
  title: 'TypeDoc Fixture',
  // An icon, so Chromium's own favicon request is not a 404 in the browser tests.
  icon: '/icon.svg',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  // Edit links: the generated pages have none (no file of the repository to edit), the guide's pages do.
  themeConfig: { editLink: { docRepoBaseUrl: 'https://github.com/example/typedoc-fixture/tree/main/docs', text: 'Edit this page' } },
  plugins: [['quire/plugins/typedoc', { entryPoints: ['src/api.ts'], tsconfig: 'tsconfig.json', route: 'reference' }]],
});

import path from 'node:path';
import { logger } from 'quire/plugin-utils';
import { makeSite } from '../../../test-utils/fixtures';
import { loadDocs } from '../loadDocs';
import { buildNavigation } from '../navigation';
import { dropUnsafeLinks } from '../navigation/readNavigationFile';

describe('links of _nav.json and _meta.json that could run script', () => {
  test('dropUnsafeLinks drops them at any depth, the entries kept, and names each by its path', () => {
    const entries = [
      { text: 'Safe', link: '/guide/' },
      { text: 'Evil', link: 'javascript:alert(1)' },
      { text: 'Menu', items: [{ text: 'Evil too', link: ' VBScript:alert(2)' }, { text: 'Fine', link: 'https://example.com' }] },
    ];
    const warnings = dropUnsafeLinks({ value: entries, path: '' });
    expect(entries).toEqual([{ text: 'Safe', link: '/guide/' }, { text: 'Evil' }, { text: 'Menu', items: [{ text: 'Evil too' }, { text: 'Fine', link: 'https://example.com' }] }]);
    expect(warnings.map((warning) => warning.split(' is dropped')[0])).toEqual(['[1].link: "javascript:alert(1)"', '[2].items[0].link: " VBScript:alert(2)"']);
  });

  test('the navigation (and a page\'s frontmatter) is built without them, and a warning names the file and the entry', async () => {
    const site = makeSite({
      'docs/en/guide/start.md': '# Start\n',
      'docs/en/index.md': '---\npageType: home\nhero:\n  actions:\n    - { text: Evil, link: "javascript:alert(3)" }\n---\n',
      'docs/en/guide/_meta.json': JSON.stringify(['start', { type: 'custom-link', label: 'Evil', link: 'data:text/html,<script>alert(1)</script>' }]),
      'docs/en/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/start' }, { text: 'Evil', link: 'javascript:alert(2)' }]),
    });
    const layout = { docsDir: path.join(site, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const pages = await loadDocs({ ...layout, exclude: [] });
      const navigation = await buildNavigation({ ...layout, pages, themeConfig: {} });
      expect(navigation.nav.en).toEqual([{ text: 'Guide', link: '/guide/start' }, { text: 'Evil' }]);
      expect(JSON.stringify(navigation.sidebars)).not.toMatch(/data:|javascript:/);
      expect(JSON.stringify(navigation.sidebars)).toContain('"text":"Evil"');
      expect(pages.find((page) => page.routePath === '/')?.frontmatter.hero?.actions).toEqual([]);
      const said = warn.mock.calls.map(([message]) => message.split(' is dropped')[0]!.replace(/^.*(docs\/en\/)/, '$1')).sort();
      expect(said).toEqual([
        'docs/en/_nav.json: [1].link: "javascript:alert(2)"',
        'docs/en/guide/_meta.json: [1].link: "data:text/html,<script>alert(1)</script>"',
        'docs/en/index.md:5: frontmatter.hero.actions[0].link: "javascript:alert(3)"',
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

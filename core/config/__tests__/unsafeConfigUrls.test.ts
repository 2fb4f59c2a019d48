import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { loadConfig } from '../loadConfig';
import { dropUnsafeConfigUrls } from '../unsafeConfigUrls';
import { validateConfig } from '../validateConfig';

describe('URLs of the config that could run script', () => {
  test('are dropped from nav, sidebar, social links, banner, edit link and head tags, each with a warning by field', () => {
    const config = validateConfig({
      head: [['link', { rel: 'help', href: 'javascript:alert(1)' }], ['script', { src: ' JaVaScRiPt:alert(2)' }], '<a href="javascript:x">raw</a>'],
      themeConfig: {
        nav: [
          { text: 'Guide', link: '/guide/' },
          { text: 'Bad', link: 'javascript:alert(3)' },
          { text: 'Menu', items: [{ text: 'Bad item', link: 'vbscript:alert(4)' }, { text: 'Good', link: 'https://example.com' }] },
        ],
        sidebar: { '/guide/': [{ text: 'Group', items: [{ text: 'Bad', link: 'data:text/html,<script>alert(5)</script>' }] }, { dividerType: 'solid' }] },
        socialLinks: [
          { icon: 'github', mode: 'link', content: 'java\tscript:alert(6)' },
          { icon: 'npm', mode: 'text', content: 'javascript: is only text here' },
          { icon: 'x', mode: 'link', content: 'https://x.com/quire' },
        ],
        banner: { text: 'News', link: 'javascript:alert(7)' },
        locales: [{ lang: 'en', label: 'English', editLink: { docRepoBaseUrl: 'javascript:alert(8)' }, nav: [{ text: 'Own', link: 'javascript:alert(9)' }] }],
      },
    });
    const warnings = dropUnsafeConfigUrls(config);
    expect(warnings.map((warning) => warning.split(' is dropped')[0])).toEqual([
      'head[0][1].href: "javascript:alert(1)"',
      'head[1][1].src: " JaVaScRiPt:alert(2)"',
      'themeConfig.nav[1].link: "javascript:alert(3)"',
      'themeConfig.nav[2].items[0].link: "vbscript:alert(4)"',
      'themeConfig.sidebar["/guide/"][0].items[0].link: "data:text/html,<script>alert(5)</script>"',
      'themeConfig.banner.link: "javascript:alert(7)"',
      'themeConfig.locales[0].nav[0].link: "javascript:alert(9)"',
      'themeConfig.locales[0].editLink.docRepoBaseUrl: "javascript:alert(8)"',
      'themeConfig.socialLinks[0].content: "java\\tscript:alert(6)"',
    ]);
    expect(warnings[0]).toContain('javascript:, vbscript: and data: URLs (other than images) could run script');
    // What stays: the items as text, the tags without the attribute, the author's raw HTML as written.
    expect(config.head).toEqual([['link', { rel: 'help' }], ['script', {}], '<a href="javascript:x">raw</a>']);
    expect(config.themeConfig.nav).toEqual([
      { text: 'Guide', link: '/guide/' },
      { text: 'Bad' },
      { text: 'Menu', items: [{ text: 'Bad item' }, { text: 'Good', link: 'https://example.com' }] },
    ]);
    expect(config.themeConfig.sidebar).toEqual({ '/guide/': [{ text: 'Group', items: [{ text: 'Bad' }] }, { dividerType: 'solid' }] });
    expect(config.themeConfig.socialLinks.map((link) => link.icon)).toEqual(['npm', 'x']);
    expect(config.themeConfig.banner).toEqual({ text: 'News' });
    expect(config.themeConfig.locales[0]!.editLink).toBeUndefined();
  });

  test('a config without any leaves nothing to say', () => {
    expect(dropUnsafeConfigUrls(validateConfig({ themeConfig: { nav: [{ text: 'A', link: '/a' }] }, head: [['link', { rel: 'icon', href: '/i.png' }]] }))).toEqual([]);
  });

  test('loadConfig returns the warnings naming the config file', async () => {
    const siteDir = makeSite({ 'quire.config.mjs': `export default { themeConfig: { banner: { text: 'x', link: 'javascript:alert(1)' } } };\n` });
    const { config, warnings } = await loadConfig({ siteDir, env: { mode: 'production', command: 'build' } });
    expect(config.themeConfig.banner).toEqual({ text: 'x' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`^${path.relative(process.cwd(), path.join(siteDir, 'quire.config.mjs')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: themeConfig\\.banner\\.link: "javascript:alert\\(1\\)" is dropped \\(the banner stays, without a link\\)`));
  });

  test('a head attribute name that would start another attribute is a config error', () => {
    expect(() => validateConfig({ head: [['meta', { 'x" onload="alert(1)': 'v' }]] })).toThrow(/head\[0\]\[1\]\["x\\" onload=\\"alert\(1\)"\]: not an attribute name/);
  });
});

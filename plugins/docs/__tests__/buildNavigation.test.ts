import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ThemeConfig } from '../../../core/types';
import { loadDocs } from '../loadDocs';
import { buildNavigation, localeKey, type NavigationPage } from '../navigation';

const fixture = (name: string) => path.join(__dirname, '__fixtures__', name, 'docs');

const layout = (docsDir: string, overrides = {}) => ({
  docsDir,
  langs: ['en', 'zh'],
  defaultLang: 'en',
  versions: [] as string[],
  defaultVersion: '',
  ...overrides,
});

async function navigationOf(name: string, { themeConfig = {}, ...overrides }: { themeConfig?: Partial<ThemeConfig>; versions?: string[]; defaultVersion?: string } = {}) {
  const options = layout(fixture(name), overrides);
  const pages = await loadDocs({ ...options, exclude: [] });
  return buildNavigation({ ...options, pages, themeConfig });
}

/** The words of the nav-sidebar fixture in each language. */
const words = {
  en: { intro: 'Introduction', configLabel: 'Configuration', tagged: 'Tagged', basics: 'Basics', start: 'Getting Started', install: 'Installation', adv: 'Advanced', advIndex: 'Advanced overview', plugins: 'Plugins', recipes: 'Recipes', ra: 'Recipe A', rb: 'Recipe B', api: 'API', apiConfig: 'Config API', cli: 'CLI', commands: 'Commands', guide: 'Guide', more: 'More', changelog: 'Changelog', early: 'Early', later: 'Later', homeLink: 'Home page' },
  zh: { intro: '介绍', configLabel: '配置项', tagged: '标记', basics: '基础', start: '快速开始', install: '安装', adv: '进阶', advIndex: '进阶概览', plugins: '插件', recipes: '示例', ra: '示例 A', rb: '示例 B', api: 'API', apiConfig: '配置 API', cli: '命令行', commands: '命令', guide: '指南', more: '更多', changelog: '更新日志', early: '早', later: '晚', homeLink: '首页链接' },
};

describe.each(['en', 'zh'] as const)('buildNavigation from files (%s)', (lang) => {
  const t = words[lang];
  const p = lang === 'zh' ? '/zh' : '';

  test('nav comes from _nav.json; internal links get the language prefix once, external links none', async () => {
    const { nav } = await navigationOf('nav-sidebar');
    expect(nav[lang]).toEqual([
      { text: t.guide, link: `${p}/guide/intro`, activeMatch: '/guide/' },
      { text: t.api, link: `${p}/api/`, position: 'right', tag: 'new' },
      {
        text: t.more,
        items: [
          { text: 'GitHub', link: 'https://github.com/quire/quire' },
          { text: t.changelog, link: `${p}/changelog` },
        ],
      },
    ]);
  });

  test('one sidebar per top-level folder, keyed by its route prefix', async () => {
    const { sidebars } = await navigationOf('nav-sidebar');
    expect(Object.keys(sidebars[lang]!)).toEqual([`${p}/api/`, `${p}/guide/`]);
  });

  test('_meta.json: every item kind, labels and tags with their precedence', async () => {
    const { sidebars } = await navigationOf('nav-sidebar');
    expect(sidebars[lang]![`${p}/guide/`]).toEqual([
      // A bare name; the label is the frontmatter title, not the h1.
      { text: t.intro, link: `${p}/guide/intro` },
      // The _meta.json label wins over the title; the frontmatter tag wins over the _meta.json tag.
      { text: t.configLabel, link: `${p}/guide/config`, tag: 'new' },
      // No frontmatter tag: the _meta.json one. Frontmatter context wins; overviewHeaders from _meta.json.
      { text: t.tagged, link: `${p}/guide/tagged`, tag: 'beta', overviewHeaders: [2, 3], context: 'page-context' },
      { sectionHeaderText: t.basics, tag: 'hot' },
      // A folder without _meta.json: the group links to its index, which is not repeated inside;
      // a page without title or h1 is labelled with its file name.
      {
        text: t.start,
        link: `${p}/guide/start/`,
        collapsible: true,
        collapsed: true,
        items: [
          { text: 'first-steps', link: `${p}/guide/start/first-steps` },
          { text: t.install, link: `${p}/guide/start/install` },
        ],
      },
      // Its _meta.json lists index: the index is an ordinary child and the group is no link.
      {
        text: t.adv,
        collapsible: false,
        collapsed: false,
        items: [
          { text: t.advIndex, link: `${p}/guide/advanced/` },
          { text: t.plugins, link: `${p}/guide/advanced/plugins` },
        ],
      },
      // dir-section-header: a header, then the folder's pages at the same level.
      { sectionHeaderText: t.recipes },
      { text: t.recipes, link: `${p}/guide/recipes/` },
      { text: t.ra, link: `${p}/guide/recipes/a` },
      { text: t.rb, link: `${p}/guide/recipes/b` },
      { dividerType: 'dashed' },
      { dividerType: 'solid' },
      { text: t.homeLink, link: `${p}/` },
      { text: 'GitHub', link: 'https://github.com/quire/quire', tag: 'ext' },
      { text: t.more, collapsible: true, collapsed: true, items: [{ text: t.api, link: `${p}/api/` }] },
    ]);
  });

  test('a folder without _meta.json lists its pages and folders by name, index first, `_` skipped', async () => {
    const { sidebars } = await navigationOf('nav-sidebar');
    expect(sidebars[lang]![`${p}/api/`]).toEqual([
      { text: t.api, link: `${p}/api/` },
      { text: t.early, link: `${p}/api/2-early`, tag: 'beta' },
      { text: t.later, link: `${p}/api/10-later` },
      // cli.md next to cli/ is the group's own page rather than an item of its own.
      { text: t.cli, link: `${p}/api/cli`, collapsible: true, collapsed: false, items: [{ text: t.commands, link: `${p}/api/cli/commands` }] },
      { text: t.apiConfig, link: `${p}/api/config` },
    ]);
  });

  test('a _meta.json at the language root describes the whole language in one sidebar', async () => {
    const { sidebars, nav } = await navigationOf('root-meta');
    const title = lang === 'zh' ? '一' : 'One';
    expect(nav[lang]).toEqual([]);
    expect(sidebars[lang]).toEqual({
      [`${p}/`]: [
        { text: title, link: `${p}/` },
        {
          text: 'guide',
          collapsible: true,
          collapsed: false,
          items: [
            { text: `${title} A`, link: `${p}/guide/a` },
            { text: `${title} B`, link: `${p}/guide/b` },
          ],
        },
      ],
    });
  });
});

describe.each(['en', 'zh'] as const)('_meta.json shorthands (%s)', (lang) => {
  const p = lang === 'zh' ? '/zh' : '';
  const word = lang === 'zh' ? '页面' : 'Page';

  test('a bare folder name, a folder of links only, and a page in a sub-folder', async () => {
    const { sidebars } = await navigationOf('meta-shorthands');
    expect(sidebars[lang]).toEqual({
      [`${p}/guide/`]: [
        { text: word, link: `${p}/guide/sub/`, collapsible: true, collapsed: false, items: [{ text: `${word} deep`, link: `${p}/guide/sub/deep` }] },
        {
          text: 'Links',
          collapsible: true,
          collapsed: false,
          items: [
            { text: 'Start', link: `${p}/guide/sub/` },
            { text: 'Example', link: 'https://example.com' },
          ],
        },
        { text: `${word} deep`, link: `${p}/guide/sub/deep` },
      ],
    });
  });
});

describe('buildNavigation with config', () => {
  const themeConfig: Partial<ThemeConfig> = {
    nav: [{ text: 'Root nav', link: '/root' }],
    sidebar: { '/guide/': [{ text: 'Root sidebar', link: '/guide/x' }] },
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '简体中文',
        sidebar: { '/guide/': [{ text: '配置侧栏', link: '/guide/x', items: [{ text: '外部', link: 'https://example.com' }] }] },
      },
    ],
  };

  test('root config sets the default language; the rest of each language comes from its files', async () => {
    const { nav, sidebars } = await navigationOf('nav-sidebar', { themeConfig });
    expect(nav.en).toEqual([{ text: 'Root nav', link: '/root' }]);
    expect(sidebars.en).toEqual({ '/guide/': [{ text: 'Root sidebar', link: '/guide/x' }] });
    // zh has no nav in its locale entry: its _nav.json, not the root config (which is English).
    expect(nav.zh![0]).toEqual({ text: '指南', link: '/zh/guide/intro', activeMatch: '/guide/' });
  });

  test("a locale's own config wins, with keys and internal links prefixed", async () => {
    const { sidebars } = await navigationOf('nav-sidebar', { themeConfig });
    expect(sidebars.zh).toEqual({
      '/zh/guide/': [{ text: '配置侧栏', link: '/zh/guide/x', items: [{ text: '外部', link: 'https://example.com' }] }],
    });
  });

  test('a locale entry for the default language wins over the root config', async () => {
    const { nav } = await navigationOf('nav-sidebar', {
      themeConfig: { ...themeConfig, locales: [{ lang: 'en', label: 'English', nav: [{ text: 'Locale nav', link: '/locale' }] }] },
    });
    expect(nav.en).toEqual([{ text: 'Locale nav', link: '/locale' }]);
  });

  test('files overridden by config are not read, so their problems do not matter', async () => {
    const options = layout(fixture('meta-errors'));
    const pages = await loadDocs({ ...options, exclude: [] });
    const replace = { nav: [], sidebar: {} };
    const data = await buildNavigation({
      ...options,
      pages,
      themeConfig: { ...replace, locales: [{ lang: 'zh', ...replace }] },
    });
    expect(data).toEqual({ nav: { en: [], zh: [] }, sidebars: { en: {}, zh: {} } });
  });
});

describe('buildNavigation with versions', () => {
  test('keys are version/lang; links carry the version prefix of non-default versions', async () => {
    const { nav, sidebars } = await navigationOf('versioned', { versions: ['v1', 'v2'], defaultVersion: 'v2' });
    expect(Object.keys(nav).sort()).toEqual(['v1/en', 'v1/zh', 'v2/en', 'v2/zh']);
    expect(nav['v1/zh']).toEqual([{ text: 'Guide', link: '/v1/zh/guide/a' }]);
    expect(nav['v2/zh']).toEqual([{ text: 'Guide', link: '/zh/guide/a' }]);
    expect(nav['v2/en']).toEqual([{ text: 'Guide', link: '/guide/a' }]);
    expect(sidebars['v1/en']).toEqual({ '/v1/guide/': [{ text: 'A v1 en', link: '/v1/guide/a' }] });
    expect(sidebars['v2/zh']).toEqual({ '/zh/guide/': [{ text: 'A v2 zh', link: '/zh/guide/a' }] });
  });

  test('localeKey', () => {
    expect(localeKey({ lang: 'zh', version: '' })).toBe('zh');
    expect(localeKey({ lang: 'zh', version: 'v1' })).toBe('v1/zh');
  });
});

describe('buildNavigation at scale', () => {
  test('4,000 pages in 200 folders: each _meta.json read once, well under a second', async () => {
    const docsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-nav-scale-'));
    const pages: NavigationPage[] = [];
    for (let folder = 0; folder < 200; folder++) {
      for (let page = 0; page < 20; page++) {
        const relative = `section-${folder % 10}/part-${folder}/page-${page}.md`;
        pages.push({
          filePath: path.join(docsDir, 'en', relative),
          routePath: `/${relative.replace(/\.md$/, '')}`,
          lang: 'en',
          version: '',
          title: `Page ${folder}.${page}`,
          frontmatter: {},
        });
      }
    }
    await fs.mkdir(path.join(docsDir, 'en'), { recursive: true });
    const readFile = jest.spyOn(fs, 'readFile');
    const started = performance.now();
    const { sidebars } = await buildNavigation({ ...layout(docsDir, { langs: ['en'] }), pages, themeConfig: {} });
    const elapsed = performance.now() - started;
    const metaReads = readFile.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('_meta.json'));
    readFile.mockRestore();
    expect(Object.keys(sidebars.en!)).toHaveLength(10);
    expect(sidebars.en!['/section-3/']).toHaveLength(20);
    // Every folder (10 sections, 200 parts, the root) once, and never twice.
    expect(metaReads).toHaveLength(211);
    expect(new Set(metaReads).size).toBe(211);
    expect(elapsed).toBeLessThan(1000);
  });
});

import path from 'node:path';
import type { Sidebar, SidebarEntry } from '../../../core/types';
import { loadDocs } from '../loadDocs';
import { buildNavigation, flattenSidebar, matchSidebar, matchSidebarKey, prevNext, withRoutePrefix } from '../navigation';

const docsDir = path.join(__dirname, '__fixtures__', 'nav-sidebar', 'docs');
const layout = { docsDir, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };

async function fixtureSidebars() {
  const pages = await loadDocs({ ...layout, exclude: [] });
  return (await buildNavigation({ ...layout, pages, themeConfig: {} })).sidebars;
}

const entry = (text: string): SidebarEntry[] => [{ text, link: `/${text}` }];

describe('matchSidebar', () => {
  const sidebars: Sidebar = { '/': entry('root'), '/guide/': entry('guide'), '/guide/advanced': entry('advanced') };

  test.each([
    ['/guide/advanced/plugins', 'advanced'],
    ['/Guide/Advanced/', 'advanced'],
    ['/guide/advanced.html', 'advanced'],
    ['/guide/advancedish', 'guide'],
    ['/guide', 'guide'],
    ['/guide/', 'guide'],
    ['/guides', 'root'],
    ['/', 'root'],
  ])('%s -> the %s sidebar (longest prefix, whole segments, case and trailing slash ignored)', (routePath, expected) => {
    expect(matchSidebar({ sidebars, routePath })).toEqual(entry(expected));
  });

  test('no matching key, or no sidebars at all, gives an empty sidebar', () => {
    expect(matchSidebar({ sidebars: { '/guide/': entry('guide') }, routePath: '/api/x' })).toEqual([]);
    expect(matchSidebar({ sidebars: undefined, routePath: '/guide/' })).toEqual([]);
  });

  test('matchSidebarKey names the key it picked', () => {
    expect(matchSidebarKey({ sidebar: sidebars, routePath: '/guide/advanced/x' })).toBe('/guide/advanced');
    expect(matchSidebarKey({ sidebar: { '/guide/': [] }, routePath: '/api/' })).toBeUndefined();
  });

  test.each([
    ['en', '/guide/start/install', '/guide/'],
    ['en', '/API', '/api/'],
    ['zh', '/zh/guide/start/install', '/zh/guide/'],
    ['zh', '/zh/api', '/zh/api/'],
  ] as const)('fixture sidebars (%s): %s -> %s', async (lang, routePath, key) => {
    const sidebars = (await fixtureSidebars())[lang]!;
    expect(matchSidebar({ sidebars, routePath })).toBe(sidebars[key]);
  });
});

describe.each(['en', 'zh'] as const)('prevNext (%s)', (lang) => {
  const p = lang === 'zh' ? '/zh' : '';
  const guide = async () => (await fixtureSidebars())[lang]![`${p}/guide/`]!;

  test('flattenSidebar: page links in reading order, a group link before its children, no headers, dividers or external links', async () => {
    expect(flattenSidebar({ entries: await guide() }).map(({ link }) => link)).toEqual([
      `${p}/guide/intro`,
      `${p}/guide/config`,
      `${p}/guide/tagged`,
      `${p}/guide/start/`,
      `${p}/guide/start/first-steps`,
      `${p}/guide/start/install`,
      `${p}/guide/advanced/`,
      `${p}/guide/advanced/plugins`,
      `${p}/guide/recipes/`,
      `${p}/guide/recipes/a`,
      `${p}/guide/recipes/b`,
      `${p}/`,
      `${p}/api/`,
    ]);
  });

  test('neighbours of a page, across groups and section headers', async () => {
    const entries = await guide();
    const titles = lang === 'zh' ? { tagged: '标记', first: 'first-steps', ra: '示例 A', home: '首页链接' } : { tagged: 'Tagged', first: 'first-steps', ra: 'Recipe A', home: 'Home page' };
    expect(prevNext({ entries, routePath: `${p}/guide/start/` })).toEqual({
      prev: { text: titles.tagged, link: `${p}/guide/tagged` },
      next: { text: titles.first, link: `${p}/guide/start/first-steps` },
    });
    // The route matches however it is spelled.
    expect(prevNext({ entries, routePath: `${p}/Guide/Start` })).toEqual(prevNext({ entries, routePath: `${p}/guide/start/` }));
    expect(prevNext({ entries, routePath: `${p}/guide/recipes/b` })).toEqual({
      prev: { text: titles.ra, link: `${p}/guide/recipes/a` },
      next: { text: titles.home, link: `${p}/` },
    });
  });

  test('the first page has no prev, the last no next, a page outside the sidebar neither', async () => {
    const entries = await guide();
    expect(prevNext({ entries, routePath: `${p}/guide/intro` })).not.toHaveProperty('prev');
    expect(prevNext({ entries, routePath: `${p}/guide/intro` }).next?.link).toBe(`${p}/guide/config`);
    expect(prevNext({ entries, routePath: `${p}/api/` })).not.toHaveProperty('next');
    expect(prevNext({ entries, routePath: `${p}/nowhere` })).toEqual({});
  });
});

describe('prevNext on a hand-written sidebar', () => {
  test('a page listed twice keeps its first place; external links are skipped', () => {
    const entries: SidebarEntry[] = [
      { text: 'A', link: '/a' },
      { text: 'External', link: 'https://example.com' },
      { sectionHeaderText: 'Section' },
      { text: 'Group', items: [{ text: 'B', link: '/b' }, { text: 'A again', link: '/a/' }] },
      { dividerType: 'solid' },
      { text: 'C', link: '/c' },
    ];
    expect(prevNext({ entries, routePath: '/b' })).toEqual({ prev: { text: 'A', link: '/a' }, next: { text: 'C', link: '/c' } });
    expect(prevNext({ entries, routePath: '/a' })).toEqual({ next: { text: 'B', link: '/b' } });
  });
});

describe('withRoutePrefix', () => {
  test.each([
    ['/guide/start', '/zh/', '/zh/guide/start'],
    ['/', '/zh/', '/zh/'],
    ['/zh/guide', '/zh/', '/zh/guide'],
    ['/ZH/guide', '/zh/', '/ZH/guide'],
    ['/zh', '/zh/', '/zh'],
    ['/zhongwen', '/zh/', '/zh/zhongwen'],
    ['https://example.com/x', '/zh/', 'https://example.com/x'],
    ['//cdn.example.com/x', '/zh/', '//cdn.example.com/x'],
    ['#top', '/zh/', '#top'],
    ['relative/page', '/zh/', 'relative/page'],
    ['/guide/start', '/', '/guide/start'],
    ['/guide/', '/v1/zh/', '/v1/zh/guide/'],
  ])('%s with prefix %s -> %s', (link, routePrefix, expected) => {
    expect(withRoutePrefix({ link, routePrefix })).toBe(expected);
  });
});

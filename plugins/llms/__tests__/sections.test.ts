import type { NavItem, Sidebar } from 'quire';
import { llmsSections } from '../sections';

const page = (routePath: string) => ({ routePath });
const titles = (sections: ReturnType<typeof llmsSections<{ routePath: string }>>) =>
  sections.map((section) => [section.title, section.pages.map((p) => p.routePath)]);

describe('llmsSections', () => {
  test('section headers and groups open sections; loose items join the navbar name of their sidebar; the rest goes last', () => {
    const pages = ['/', '/api/', '/api/commands', '/api/config/basic', '/api/config/theme', '/guide/intro', '/guide/install', '/guide/mdx/one', '/guide/mdx/two', '/orphan'].map(page);
    const sidebar: Sidebar = {
      '/api/': [
        { text: 'API Overview', link: '/api/' },
        { text: 'Config', items: [{ text: 'Basic', link: '/api/config/basic' }, { text: 'Theme', link: '/api/config/theme' }] },
        { text: 'Commands', link: '/api/commands' },
      ],
      '/guide/': [
        { sectionHeaderText: 'Getting Started' },
        { text: 'Intro', link: '/guide/intro' },
        { dividerType: 'solid' },
        { text: 'Install', link: '/guide/install.html' },
        { text: 'MDX', link: '/guide/mdx/one', items: [{ text: 'Two', items: [{ text: 'Two', link: '/guide/mdx/two' }] }] },
      ],
    };
    const nav: NavItem[] = [
      { text: 'Guide', link: '/guide/intro' },
      { text: 'More', items: [{ text: 'API', link: '/api/' }, { text: 'GitHub', link: 'https://github.com/x' }] },
    ];
    const sections = llmsSections({ pages, sidebar, nav, languageRoot: '/', defaultGroupName: 'Others' });
    expect(titles(sections)).toEqual([
      ['Getting Started', ['/guide/intro', '/guide/install']],
      ['MDX', ['/guide/mdx/one', '/guide/mdx/two']],
      ['API', ['/api/', '/api/commands']],
      ['Config', ['/api/config/basic', '/api/config/theme']],
      ['Others', ['/', '/orphan']],
    ]);
  });

  test('pages not listed (left out by the options) and external or duplicate links do not show; empty sections are dropped', () => {
    const sidebar: Sidebar = {
      '/zh/guide/': [
        { sectionHeaderText: '开始' },
        { text: '隐藏', link: '/zh/guide/hidden' },
        { sectionHeaderText: '进阶' },
        { text: '外链', link: 'https://example.com/' },
        { text: '一', link: '/zh/guide/one' },
        { text: '一（重复）', link: '/zh/guide/one' },
      ],
    };
    const sections = llmsSections({ pages: [page('/zh/guide/one')], sidebar, nav: undefined, languageRoot: '/zh/', defaultGroupName: '其他' });
    expect(titles(sections)).toEqual([['进阶', ['/zh/guide/one']]]);
  });

  test('sidebars the navbar does not reach keep their order after the ones it does; a root sidebar\'s loose pages go to the default group', () => {
    const sidebar: Sidebar = {
      '/zh/': [{ text: '首页', link: '/zh/' }, { text: '指南', items: [{ text: 'A', link: '/zh/a' }] }],
    };
    const nav: NavItem[] = [{ text: '指南', link: '/zh/a' }];
    const sections = llmsSections({ pages: ['/zh/', '/zh/a', '/zh/b'].map(page), sidebar, nav, languageRoot: '/zh/', defaultGroupName: '其他' });
    expect(titles(sections)).toEqual([
      ['其他', ['/zh/', '/zh/b']],
      ['指南', ['/zh/a']],
    ]);

    const two: Sidebar = { '/b/': [{ text: 'B', link: '/b/x' }], '/a/': [{ text: 'A', link: '/a/x' }], '/c/': [{ text: 'C', link: '/c/x' }] };
    const ordered = llmsSections({ pages: ['/a/x', '/b/x', '/c/x'].map(page), sidebar: two, nav: [{ text: 'Cee', link: '/c/' }], languageRoot: '/', defaultGroupName: 'Others' });
    expect(titles(ordered)).toEqual([
      ['Cee', ['/c/x']],
      ['Others', ['/b/x', '/a/x']],
    ]);
  });

  test('a site without sidebars lists every page in the default group, in route order', () => {
    expect(titles(llmsSections({ pages: ['/', '/a'].map(page), sidebar: undefined, nav: undefined, languageRoot: '/', defaultGroupName: 'Others' }))).toEqual([['Others', ['/', '/a']]]);
  });
});

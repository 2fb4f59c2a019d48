import '../../test-utils/clientRuntimeMocks';
import type { SidebarEntry } from 'quire/client';
import { prevNext, sidebarPages } from '../DocFooter/prevNext';

const entries: SidebarEntry[] = [
  { sectionHeaderText: 'Start' },
  { text: 'Introduction', link: '/guide/intro' },
  {
    text: 'Basics',
    collapsed: true,
    items: [
      { text: 'Install', link: '/guide/basics/install' },
      { text: 'Config', link: '/guide/basics/config/', items: [{ text: 'Options', link: '/guide/basics/config/options' }] },
    ],
  },
  { dividerType: 'dashed' },
  { text: 'Changelog', link: 'https://github.com/example/quire/releases' },
  { text: 'Deploy', link: '/guide/deploy' },
];

describe('sidebarPages', () => {
  test('lists pages depth first, group links before their children, without external links', () => {
    expect(sidebarPages({ entries }).map((page) => page.link)).toEqual([
      '/guide/intro',
      '/guide/basics/install',
      '/guide/basics/config/',
      '/guide/basics/config/options',
      '/guide/deploy',
    ]);
  });
});

describe('prevNext', () => {
  test('gives the neighbours of a page in the middle', () => {
    expect(prevNext({ entries, routePath: '/guide/basics/install' })).toEqual({
      prev: { text: 'Introduction', link: '/guide/intro' },
      next: { text: 'Config', link: '/guide/basics/config/' },
    });
  });

  test('crosses group boundaries and skips external links and dividers', () => {
    expect(prevNext({ entries, routePath: '/guide/basics/config/options' })).toEqual({
      prev: { text: 'Config', link: '/guide/basics/config/' },
      next: { text: 'Deploy', link: '/guide/deploy' },
    });
  });

  test('the first page has no previous page, the last no next page', () => {
    expect(prevNext({ entries, routePath: '/guide/intro' })).toEqual({ next: { text: 'Install', link: '/guide/basics/install' } });
    expect(prevNext({ entries, routePath: '/guide/deploy' })).toEqual({ prev: { text: 'Options', link: '/guide/basics/config/options' } });
  });

  test('matches route paths the way the router does (case, trailing slash, .html)', () => {
    expect(prevNext({ entries, routePath: '/Guide/Basics/Config' }).prev?.link).toBe('/guide/basics/install');
    expect(prevNext({ entries, routePath: '/guide/deploy.html' }).prev?.link).toBe('/guide/basics/config/options');
  });

  test('a page the sidebar does not list has no neighbours', () => {
    expect(prevNext({ entries, routePath: '/somewhere/else' })).toEqual({});
    expect(prevNext({ entries: [], routePath: '/guide/intro' })).toEqual({});
  });

  test('a page listed twice is never its own neighbour', () => {
    const twice: SidebarEntry[] = [
      { text: 'A', link: '/a' },
      { text: 'Group', link: '/b', items: [{ text: 'B again', link: '/b' }, { text: 'C', link: '/c' }] },
    ];
    expect(prevNext({ entries: twice, routePath: '/b' })).toEqual({ prev: { text: 'A', link: '/a' }, next: { text: 'C', link: '/c' } });
  });
});

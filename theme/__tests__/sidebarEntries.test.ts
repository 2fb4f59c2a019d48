import '../../test-utils/clientRuntimeMocks';
import type { SidebarEntry, SidebarItem } from 'quire/client';
import {
  containsRoute,
  groupKeysContaining,
  initiallyOpen,
  isCurrentLink,
  isDivider,
  isSectionHeader,
  isSidebarItem,
} from '../Sidebar/sidebarEntries';
import { tagKind } from '../Sidebar/tagKind';

const entries: SidebarEntry[] = [
  { sectionHeaderText: 'Tour', tag: 'new' },
  { text: 'Long', link: '/layout/long' },
  {
    text: 'Nested',
    collapsed: true,
    items: [
      { text: 'Alpha', link: '/layout/nested/alpha' },
      { text: 'Deeper', link: '/layout/nested/deeper/', items: [{ text: 'Beta', link: '/layout/nested/deeper/beta' }] },
    ],
  },
  { dividerType: 'solid' },
  { text: 'Site', link: 'https://example.com/' },
];

describe('entry kinds', () => {
  test('tells dividers, section headers and items apart', () => {
    expect(entries.map((e) => [isDivider(e), isSectionHeader(e), isSidebarItem(e)])).toEqual([
      [false, true, false],
      [false, false, true],
      [false, false, true],
      [true, false, false],
      [false, false, true],
    ]);
  });
});

describe('current page', () => {
  test('a link matches its route however the path is spelled; external links never match', () => {
    expect(isCurrentLink({ link: '/layout/nested/deeper/', routePath: '/layout/nested/deeper' })).toBe(true);
    expect(isCurrentLink({ link: '/layout/long', routePath: '/Layout/Long.html' })).toBe(true);
    expect(isCurrentLink({ link: '/layout/long', routePath: '/layout/longer' })).toBe(false);
    expect(isCurrentLink({ link: 'https://example.com/', routePath: '/' })).toBe(false);
    expect(isCurrentLink({ link: undefined, routePath: '/' })).toBe(false);
  });

  test('a group contains the pages below it, at any depth', () => {
    const nested = entries[2] as SidebarItem;
    expect(containsRoute({ item: nested, routePath: '/layout/nested/deeper/beta' })).toBe(true);
    expect(containsRoute({ item: nested, routePath: '/layout/long' })).toBe(false);
  });

  test('lists the keys of the groups that hold the page, outermost first', () => {
    expect(groupKeysContaining({ entries, routePath: '/layout/nested/deeper/beta' })).toEqual(['2', '2.1']);
    expect(groupKeysContaining({ entries, routePath: '/layout/nested/alpha' })).toEqual(['2']);
    expect(groupKeysContaining({ entries, routePath: '/layout/long' })).toEqual([]);
  });

  test('a collapsed group starts open only when it holds the current page', () => {
    const nested = entries[2] as SidebarItem;
    expect(initiallyOpen({ item: nested, routePath: '/layout/long' })).toBe(false);
    expect(initiallyOpen({ item: nested, routePath: '/layout/nested/alpha' })).toBe(true);
    expect(initiallyOpen({ item: { text: 'Open', items: [] }, routePath: '/' })).toBe(true);
    expect(initiallyOpen({ item: { text: 'Fixed', collapsible: false, collapsed: true, items: [] }, routePath: '/' })).toBe(true);
  });
});

describe('tagKind', () => {
  test('an SVG string is an icon, a URL or path an image, anything else a text badge', () => {
    expect(tagKind({ tag: '<svg viewBox="0 0 24 24"><path d="M0 0"/></svg>' })).toBe('svg');
    expect(tagKind({ tag: '  <SVG xmlns="http://www.w3.org/2000/svg"></SVG>' })).toBe('svg');
    expect(tagKind({ tag: '/logo.svg' })).toBe('image');
    expect(tagKind({ tag: 'https://cdn.example.com/badge.png' })).toBe('image');
    expect(tagKind({ tag: 'data:image/png;base64,AAAA' })).toBe('image');
    expect(tagKind({ tag: './icons/beta.png' })).toBe('image');
    expect(tagKind({ tag: 'new' })).toBe('text');
    expect(tagKind({ tag: 'beta 2' })).toBe('text');
  });
});

import type { OverviewGroup, TocItem } from 'quire/client';
import { filterOverview, normalizeFilterText } from '../OverviewLayout/filterOverview';

const heading = (text: string, depth: 2 | 3 = 2): TocItem => ({ text, id: text.toLowerCase().replace(/\s+/g, '-'), depth, charIndex: -1 });

const groups: OverviewGroup[] = [
  {
    name: 'Config',
    items: [
      { text: 'Basic config', link: '/api/config/basic', headers: [heading('Overview'), heading('Usage'), heading('base-path')] },
      { text: 'Theme config', link: '/api/config/theme', headers: [heading('Overview'), heading('Dark mode')] },
    ],
  },
  {
    name: 'Client API',
    items: [{ text: 'Runtime API', link: '/api/client/runtime', headers: [heading('usePageData'), heading('useLang')] }],
  },
  { items: [{ text: 'Commands', link: '/api/commands', headers: [heading('quire build'), heading('quire dev')] }] },
];

const shape = (result: OverviewGroup[]) =>
  result.map((group) => ({ name: group.name, items: group.items.map((item) => [item.text, item.headers.map((h) => h.text)]) }));

describe('normalizeFilterText', () => {
  test('lower-cases, reads dashes as spaces and collapses spaces', () => {
    expect(normalizeFilterText('  Base-Path  Options ')).toBe('base path options');
  });
});

describe('filterOverview', () => {
  test('an empty or blank query keeps every group as it is', () => {
    expect(filterOverview({ groups, query: '' })).toBe(groups);
    expect(filterOverview({ groups, query: '   ' })).toBe(groups);
  });

  test('a group name match keeps the whole group', () => {
    expect(shape(filterOverview({ groups, query: 'client api' }))).toEqual([
      { name: 'Client API', items: [['Runtime API', ['usePageData', 'useLang']]] },
    ]);
  });

  test('an item text match keeps the item with all its headings', () => {
    expect(shape(filterOverview({ groups, query: 'theme' }))).toEqual([
      { name: 'Config', items: [['Theme config', ['Overview', 'Dark mode']]] },
    ]);
  });

  test('a heading match keeps the item with only the matching headings', () => {
    expect(shape(filterOverview({ groups, query: 'overview' }))).toEqual([
      { name: 'Config', items: [['Basic config', ['Overview']], ['Theme config', ['Overview']]] },
    ]);
    expect(shape(filterOverview({ groups, query: 'quire dev' }))).toEqual([{ name: undefined, items: [['Commands', ['quire dev']]] }]);
  });

  test('matching ignores case', () => {
    expect(shape(filterOverview({ groups, query: 'USEPAGEDATA' }))).toEqual([
      { name: 'Client API', items: [['Runtime API', ['usePageData']]] },
    ]);
  });

  test('dashes count as spaces on both sides', () => {
    expect(shape(filterOverview({ groups, query: 'basic-config' }))).toEqual([
      { name: 'Config', items: [['Basic config', ['Overview', 'Usage', 'base-path']]] },
    ]);
    expect(shape(filterOverview({ groups, query: 'base path' }))).toEqual([{ name: 'Config', items: [['Basic config', ['base-path']]] }]);
    expect(shape(filterOverview({ groups, query: 'dark-mode' }))).toEqual([{ name: 'Config', items: [['Theme config', ['Dark mode']]] }]);
  });

  test('nothing matching gives no groups, and the input is left untouched', () => {
    const before = JSON.stringify(groups);
    expect(filterOverview({ groups, query: 'nothing like this' })).toEqual([]);
    filterOverview({ groups, query: 'overview' });
    expect(JSON.stringify(groups)).toBe(before);
  });
});

import { nextTabIndex } from '../Tabs/tabKeys';
import { parseTabIndex, tabStorageKey } from '../Tabs/tabGroup';
import { pageTabsScript, readPageTabIndex, withPageTabIndex } from '../PageTabs/pageTabsQuery';

describe('nextTabIndex (WAI-ARIA tabs keyboard)', () => {
  test('Left and Right move one tab and wrap around', () => {
    expect(nextTabIndex({ key: 'ArrowRight', active: 0, count: 3 })).toBe(1);
    expect(nextTabIndex({ key: 'ArrowRight', active: 2, count: 3 })).toBe(0);
    expect(nextTabIndex({ key: 'ArrowLeft', active: 1, count: 3 })).toBe(0);
    expect(nextTabIndex({ key: 'ArrowLeft', active: 0, count: 3 })).toBe(2);
  });
  test('Home and End go to the first and last tab', () => {
    expect(nextTabIndex({ key: 'Home', active: 2, count: 3 })).toBe(0);
    expect(nextTabIndex({ key: 'End', active: 0, count: 3 })).toBe(2);
  });
  test('other keys (and an empty list) are left to the browser', () => {
    expect(nextTabIndex({ key: 'Enter', active: 0, count: 3 })).toBeUndefined();
    expect(nextTabIndex({ key: 'ArrowDown', active: 0, count: 3 })).toBeUndefined();
    expect(nextTabIndex({ key: 'ArrowRight', active: 0, count: 0 })).toBeUndefined();
  });
});

describe('tab group storage', () => {
  test('the key of CONTRACT §5', () => {
    expect(tabStorageKey('package.manager')).toBe('quire.tabs.package.manager');
  });
  test('stored values count only when they are indexes', () => {
    expect(parseTabIndex('2')).toBe(2);
    expect(parseTabIndex(' 0 ')).toBe(0);
    for (const value of [null, undefined, '', '-1', '1.5', 'npm', '2x']) expect(parseTabIndex(value)).toBeUndefined();
  });
});

describe('page tabs query parameter', () => {
  test('reads ?page=<n> (or another id), 0 when absent, invalid or out of range', () => {
    expect(readPageTabIndex({ search: '?page=1', id: 'page', count: 3 })).toBe(1);
    expect(readPageTabIndex({ search: '?a=b&tab=2', id: 'tab', count: 3 })).toBe(2);
    expect(readPageTabIndex({ search: '', id: 'page', count: 3 })).toBe(0);
    expect(readPageTabIndex({ search: '?page=3', id: 'page', count: 3 })).toBe(0);
    expect(readPageTabIndex({ search: '?page=-1', id: 'page', count: 3 })).toBe(0);
    expect(readPageTabIndex({ search: '?page=one', id: 'page', count: 3 })).toBe(0);
  });
  test('writes the index, keeps other parameters, and index 0 removes the parameter', () => {
    expect(withPageTabIndex({ search: '', id: 'page', index: 2 })).toBe('?page=2');
    expect(withPageTabIndex({ search: '?a=1&page=2&b=2', id: 'page', index: 1 })).toBe('?a=1&page=1&b=2');
    expect(withPageTabIndex({ search: '?page=2', id: 'page', index: 0 })).toBe('');
    expect(withPageTabIndex({ search: '?a=1&page=2', id: 'page', index: 0 })).toBe('?a=1');
  });
  test('the pre-paint script is valid JavaScript and cannot be closed early by the id', () => {
    const script = pageTabsScript({ id: '</script><img src=x>' });
    expect(script).not.toContain('</script>');
    expect(() => new Function(script)).not.toThrow();
    expect(pageTabsScript({ id: 'page' })).toContain('.get("page")');
  });
});

import '../../../test-utils/clientRuntimeMocks';
import { resolveTarget } from '../client/resolveTarget';

const table = new Map([
  ['/old', '/guide'],
  ['/moved', '/guide?tab=1#second-part'],
  ['/anchor', '/guide#first-part'],
  ['/away', 'https://example.com/'],
]);

describe('resolveTarget (the browser side of the table)', () => {
  test('matches the path as routes are matched, and keeps the query and hash the reader came with', () => {
    expect(resolveTarget({ table, location: { pathname: '/Old/', search: '?q=1', hash: '#x' } })).toBe('/guide?q=1#x');
    expect(resolveTarget({ table, location: { pathname: '/old.html', search: '', hash: '' } })).toBe('/guide');
  });

  test("the target's own query or hash wins", () => {
    expect(resolveTarget({ table, location: { pathname: '/moved', search: '?q=1', hash: '#x' } })).toBe('/guide?tab=1#second-part');
    expect(resolveTarget({ table, location: { pathname: '/anchor', search: '?q=1', hash: '#x' } })).toBe('/guide?q=1#first-part');
    expect(resolveTarget({ table, location: { pathname: '/away', search: '', hash: '' } })).toBe('https://example.com/');
  });

  test('a path that is no from: undefined', () => {
    expect(resolveTarget({ table, location: { pathname: '/guide', search: '', hash: '' } })).toBeUndefined();
  });
});

import { siteRelativeUrl } from '../theme/Search/siteRelativeUrl';

describe('siteRelativeUrl', () => {
  test('drops the origin the index was crawled on, keeps the base, path, query and hash', () => {
    expect(siteRelativeUrl('https://docs.example.com/guide/start#install')).toBe('/guide/start#install');
    expect(siteRelativeUrl('https://example.com/docs/zh/guide/start.html?page=1#安装')).toBe('/docs/zh/guide/start.html?page=1#%E5%AE%89%E8%A3%85');
    expect(siteRelativeUrl('http://localhost:4173/api/')).toBe('/api/');
  });

  test('a path stays as it is', () => {
    expect(siteRelativeUrl('/guide/start#a')).toBe('/guide/start#a');
  });
});

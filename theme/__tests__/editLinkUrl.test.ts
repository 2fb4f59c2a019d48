import { editLinkUrl } from '../DocFooter/editLinkUrl';

describe('editLinkUrl', () => {
  test('joins the repository folder and the page source path with one slash', () => {
    expect(editLinkUrl({ editLink: { docRepoBaseUrl: 'https://github.com/o/r/tree/main/docs' }, relativePath: 'en/guide/start.md' })).toBe(
      'https://github.com/o/r/tree/main/docs/en/guide/start.md',
    );
    expect(editLinkUrl({ editLink: { docRepoBaseUrl: 'https://github.com/o/r/tree/main/docs/' }, relativePath: 'zh/index.md' })).toBe(
      'https://github.com/o/r/tree/main/docs/zh/index.md',
    );
  });

  test('no link without a repository or a source file', () => {
    expect(editLinkUrl({ editLink: undefined, relativePath: 'en/a.md' })).toBeUndefined();
    expect(editLinkUrl({ editLink: { docRepoBaseUrl: 'https://x' }, relativePath: '' })).toBeUndefined();
  });
});

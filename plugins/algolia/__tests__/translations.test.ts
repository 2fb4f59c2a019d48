import { modalTranslations } from '../theme/Search/translations';

describe('modalTranslations', () => {
  test('Chinese pages get the Chinese modal, with the error screen', () => {
    const zh = modalTranslations({ lang: 'zh', placeholder: '搜索文档', overrides: undefined });
    expect(zh.errorScreen).toEqual({ titleText: '无法获取结果', helpText: '你可能需要检查网络连接。' });
    expect(zh.searchBox!.placeholderText).toBe('搜索文档');
    expect(zh.footer!.closeText).toBe('关闭');
    expect(modalTranslations({ lang: 'zh-CN', placeholder: '搜索文档', overrides: undefined }).errorScreen!.titleText).toBe('无法获取结果');
  });

  test("English pages get DocSearch's own strings and the theme's placeholder", () => {
    expect(modalTranslations({ lang: 'en', placeholder: 'Search docs', overrides: undefined })).toEqual({ searchBox: { placeholderText: 'Search docs' } });
  });

  test("the site's translations win, key by key", () => {
    const zh = modalTranslations({
      lang: 'zh',
      placeholder: '搜索文档',
      overrides: { zh: { modal: { footer: { closeText: '关掉' }, searchBox: { placeholderText: '找点什么' } } }, en: { modal: { footer: { closeText: 'x' } } } },
    });
    expect(zh.footer).toMatchObject({ closeText: '关掉', selectText: '选择' });
    expect(zh.searchBox!.placeholderText).toBe('找点什么');
    expect(modalTranslations({ lang: 'ja', placeholder: 'ドキュメントを検索', overrides: { ja: { modal: { errorScreen: { titleText: '結果を取得できません' } } } } })).toEqual({
      searchBox: { placeholderText: 'ドキュメントを検索' },
      errorScreen: { titleText: '結果を取得できません' },
    });
  });
});

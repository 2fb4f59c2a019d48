import type { AlgoliaTranslations } from '../../options';

/** DocSearch's modal strings (the groups of its `translations.modal`), each a record of its string keys. */
export type ModalStrings = Record<string, Record<string, string>>;

/**
 * DocSearch's modal in Chinese. (The button's strings and the input's placeholder come from the
 * theme, like the local search's.)
 */
const zh: ModalStrings = {
  searchBox: {
    clearButtonTitle: '清除',
    clearButtonAriaLabel: '清除查询',
    closeButtonText: '关闭',
    closeButtonAriaLabel: '关闭',
    searchInputLabel: '搜索',
  },
  startScreen: {
    recentSearchesTitle: '最近搜索',
    noRecentSearchesText: '没有最近的搜索',
    saveRecentSearchButtonTitle: '收藏此搜索',
    removeRecentSearchButtonTitle: '从历史记录中删除',
    favoriteSearchesTitle: '收藏',
    removeFavoriteSearchButtonTitle: '从收藏中删除',
  },
  errorScreen: {
    titleText: '无法获取结果',
    helpText: '你可能需要检查网络连接。',
  },
  noResultsScreen: {
    noResultsText: '没有找到结果',
    suggestedQueryText: '试试搜索',
    reportMissingResultsText: '认为这里应该有结果？',
    reportMissingResultsLinkText: '告诉我们。',
  },
  footer: {
    selectText: '选择',
    selectKeyAriaLabel: '回车键',
    navigateText: '切换',
    navigateUpKeyAriaLabel: '上方向键',
    navigateDownKeyAriaLabel: '下方向键',
    closeText: '关闭',
    closeKeyAriaLabel: 'Esc 键',
    poweredByText: '搜索提供方',
  },
};

/** Built-in modal strings by language (DocSearch's own are English). */
const builtIn: Record<string, ModalStrings> = { zh };

/**
 * The modal's strings on a page in `lang`: the built-in ones of the language (`zh-CN` falls back
 * to `zh`), the theme's placeholder, then the site's `translations[lang].modal`, group by group.
 */
export function modalTranslations({
  lang,
  placeholder,
  overrides,
}: {
  lang: string;
  placeholder: string;
  overrides: Record<string, AlgoliaTranslations> | undefined;
}): ModalStrings {
  const own = builtIn[lang] ?? builtIn[lang.split('-')[0]!] ?? {};
  const site = overrides?.[lang]?.modal ?? {};
  const merged: ModalStrings = {};
  for (const group of new Set([...Object.keys(own), ...Object.keys(site), 'searchBox'])) {
    merged[group] = { ...own[group], ...(group === 'searchBox' ? { placeholderText: placeholder } : {}), ...site[group] };
  }
  return merged;
}

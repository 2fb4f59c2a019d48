import { useLang, useSite, useSiteTexts } from 'quire/client';

/**
 * The default theme's interface strings (CONTRACT §6) in English and Chinese. A language the
 * table lacks gets English; the site's `i18n.json` overrides any of them by key, and
 * `themeConfig.locales[]` fields (outlineTitle, prevPageText, ...) override single strings per
 * language.
 */
const en = {
  banner: 'Announcement',
  bannerClose: 'Close banner',
  toggleDarkMode: 'Toggle dark mode',
  search: 'Search',
  searchPlaceholder: 'Search docs',
  searchNoResults: 'No results for',
  searchError: 'The search index could not be loaded.',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTheme: 'Theme',
  menuLanguages: 'Languages',
  menuVersions: 'Versions',
  languages: 'Languages',
  versions: 'Versions',
  outlineTitle: 'ON THIS PAGE',
  backToTop: 'Back to top',
  prevPage: 'Previous',
  nextPage: 'Next',
  lastUpdated: 'Last Updated',
  editLink: '📝 Edit this page on GitHub',
  copyMarkdown: 'Copy Markdown',
  copyMarkdownCopied: 'Copied',
  openMenuButton: 'Open',
  copyMarkdownLink: 'Copy Markdown link',
  openInChatGPT: 'Open in ChatGPT',
  openInClaude: 'Open in Claude',
  copyCode: 'Copy code',
  toggleCodeWrap: 'Toggle code wrap',
  overviewFilter: 'Filter',
  overviewPlaceholder: 'Enter keyword',
  overviewEmpty: 'No matching API found',
  notFoundCode: '404',
  notFoundTitle: 'PAGE NOT FOUND',
  takeMeHome: 'Take me home',
  others: 'Others',
  sidebarMenu: 'Menu',
  sidebarToggle: 'Open sidebar',
  outlineToggle: 'On this page',
  mainNavigation: 'Main navigation',
  sidebarNavigation: 'Sidebar',
  sidebarMoreBefore: 'Show earlier pages',
  sidebarMoreAfter: 'Show more pages',
  tip: 'TIP',
  info: 'INFO',
  note: 'NOTE',
  warning: 'WARNING',
  danger: 'DANGER',
  details: 'DETAILS',
  lightMode: 'Light',
  darkMode: 'Dark',
  autoMode: 'Auto',
  headingAnchor: 'Link to this section',
  moreLinks: 'More links',
  errorPageTitle: 'This page crashed',
  errorPageHint: 'An error stopped this page from showing. Reload it to try again, or go to another page.',
  errorPageReload: 'Reload the page',
  errorPageStack: 'Stack',
} as const;

export type I18nKey = keyof typeof en;
export type I18nStrings = Record<I18nKey, string>;

const zh: I18nStrings = {
  banner: '公告',
  bannerClose: '关闭横幅',
  toggleDarkMode: '切换深色模式',
  search: '搜索',
  searchPlaceholder: '搜索文档',
  searchNoResults: '没有找到结果：',
  searchError: '无法加载搜索索引。',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  menuTheme: '主题',
  menuLanguages: '语言',
  menuVersions: '版本',
  languages: '语言',
  versions: '版本',
  outlineTitle: '本页目录',
  backToTop: '回到顶部',
  prevPage: '上一页',
  nextPage: '下一页',
  lastUpdated: '最后更新于',
  editLink: '📝 在 GitHub 上编辑此页',
  copyMarkdown: '复制 Markdown',
  copyMarkdownCopied: '已复制',
  openMenuButton: '打开',
  copyMarkdownLink: '复制 Markdown 链接',
  openInChatGPT: '在 ChatGPT 中打开',
  openInClaude: '在 Claude 中打开',
  copyCode: '复制代码',
  toggleCodeWrap: '切换自动换行',
  overviewFilter: '过滤',
  overviewPlaceholder: '输入关键词',
  overviewEmpty: '未找到匹配的 API',
  notFoundCode: '404',
  notFoundTitle: '页面未找到',
  takeMeHome: '返回首页',
  others: '其他',
  sidebarMenu: '菜单',
  sidebarToggle: '打开侧边栏',
  outlineToggle: '本页目录',
  mainNavigation: '主导航',
  sidebarNavigation: '侧边栏',
  sidebarMoreBefore: '显示前面的页面',
  sidebarMoreAfter: '显示更多页面',
  tip: '提示',
  info: '信息',
  note: '注意',
  warning: '警告',
  danger: '危险',
  details: '详细信息',
  lightMode: '浅色',
  darkMode: '深色',
  autoMode: '跟随系统',
  headingAnchor: '链接到此小节',
  moreLinks: '更多链接',
  errorPageTitle: '页面出错了',
  errorPageHint: '此页面在显示时出现错误。请重新加载页面再试，或前往其他页面。',
  errorPageReload: '重新加载页面',
  errorPageStack: '调用栈',
};

const tables: Record<string, I18nStrings> = { en, zh };

/** The strings of a language, with the site's per-language overrides applied. */
export function stringsFor({ lang, overrides }: { lang: string; overrides?: Partial<I18nStrings> }): I18nStrings {
  const base = tables[lang] ?? tables[lang.split('-')[0]!] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

const warned = new Set<string>();

/** A key that no table has: shown as written, and said once per key (not once per page or render). */
function unknownKey(key: string, lang: string): string {
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`[quire] warning: useI18n: "${key}" is neither a key of the site's i18n.json nor one of the theme's texts (language "${lang}"): it is shown as written.`);
  }
  return key;
}

/**
 * The texts of the page's language: `const t = useI18n(); t('prevPage')`, `t('gettingStarted')`.
 * A key is looked up in the config's text options (`themeConfig.locales[]`: outlineTitle,
 * prevPageText, ...), then in the site's `i18n.json`, then in the theme's own texts; a key none of
 * them has is returned as written (with one warning in the console).
 */
export function useI18n(): (key: I18nKey | (string & {})) => string {
  const lang = useLang();
  const site = useSite();
  const siteTexts = useSiteTexts();
  const locale = site.themeConfig.locales.find((l) => l.lang === lang);
  const pick = (value: string | undefined) => value || undefined;
  const overrides: Partial<Record<string, string>> = {
    outlineTitle: pick(locale?.outlineTitle ?? site.themeConfig.outlineTitle),
    lastUpdated: pick(locale?.lastUpdatedText ?? site.themeConfig.lastUpdatedText),
    prevPage: pick(locale?.prevPageText ?? site.themeConfig.prevPageText),
    nextPage: pick(locale?.nextPageText ?? site.themeConfig.nextPageText),
    searchPlaceholder: pick(locale?.searchPlaceholderText),
    editLink: pick(locale?.editLink?.text ?? site.themeConfig.editLink?.text),
    overviewFilter: pick(locale?.overview?.filterNameText ?? site.themeConfig.overview?.filterNameText),
    overviewPlaceholder: pick(locale?.overview?.filterPlaceholderText ?? site.themeConfig.overview?.filterPlaceholderText),
    overviewEmpty: pick(locale?.overview?.filterNoResultText ?? site.themeConfig.overview?.filterNoResultText),
  };
  const theme: Record<string, string> = stringsFor({ lang });
  return (key) => overrides[key] ?? (Object.hasOwn(siteTexts, key) ? siteTexts[key] : undefined) ?? (Object.hasOwn(theme, key) ? theme[key] : undefined) ?? unknownKey(key, lang);
}

import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { loadDocs } from '../loadDocs';
import { buildNavigation } from '../navigation';
import { createLabelTranslator, looksLikeKey, readSiteTexts } from '../siteTexts';

const texts = {
  gettingStarted: { en: 'Getting Started', zh: '快速开始' },
  guide: { en: 'Guide', zh: '指南' },
  basics: { en: 'Basics', zh: '基础' },
  more: { en: 'More', zh: '更多' },
  apiSection: { en: 'API' },
};

const meta = (lang: 'en' | 'zh') => [
  { type: 'section-header', label: 'basics' },
  { type: 'file', name: 'start', label: 'gettingStarted' },
  { type: 'dir', name: 'deep', label: 'guide' },
  { type: 'dir-section-header', name: 'api', label: 'apiSection' },
  { type: 'custom-link', label: 'more', items: [{ type: 'custom-link', label: 'pluginList', link: '/plugins' }] },
  { type: 'custom-link', label: lang === 'en' ? 'Literal text' : '原样文字', link: 'https://example.com' },
];

const files = (lang: 'en' | 'zh') => ({
  [`docs/${lang}/index.md`]: '# Home\n',
  [`docs/${lang}/guide/start.md`]: '# Start page\n',
  [`docs/${lang}/guide/deep/index.md`]: '# Deep\n',
  [`docs/${lang}/guide/deep/page.md`]: '# Page\n',
  [`docs/${lang}/guide/api/call.md`]: '# Call\n',
  [`docs/${lang}/guide/_meta.json`]: JSON.stringify(meta(lang)),
  [`docs/${lang}/_nav.json`]: JSON.stringify([{ text: 'guide', link: '/guide/start' }, { text: 'more', items: [{ text: 'gettingStarted', link: '/guide/start' }, { text: 'navTypo', link: '/x' }] }]),
});

const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: [] as string[], defaultVersion: '' };

async function navigation(site: string) {
  const docsDir = path.join(site, 'docs');
  const siteTexts = await readSiteTexts({ siteDir: site, langs: layout.langs, defaultLang: 'en' });
  const labels = createLabelTranslator({ texts: siteTexts });
  const pages = await loadDocs({ ...layout, docsDir, exclude: [] });
  const data = await buildNavigation({ ...layout, docsDir, pages, themeConfig: {}, labels });
  return { ...data, siteTexts, warnings: [...siteTexts.warnings, ...labels.warnings()] };
}

describe('i18n.json', () => {
  const site = makeSite({ ...files('en'), ...files('zh'), 'i18n.json': JSON.stringify(texts) });

  test.each([
    ['en', '', ['Basics', 'Getting Started', 'Guide', 'API', 'More', 'Literal text']],
    ['zh', '/zh', ['基础', '快速开始', '指南', 'API', '更多', '原样文字']],
  ] as const)('labels and section headers of _meta.json that name a key are translated (%s)', async (lang, p, words) => {
    const { sidebars } = await navigation(site);
    const sidebar = sidebars[lang]![`${p}/guide/`]!;
    expect(sidebar).toEqual([
      { sectionHeaderText: words[0] },
      { text: words[1], link: `${p}/guide/start` },
      { text: words[2], link: `${p}/guide/deep/`, collapsible: true, collapsed: false, items: [{ text: 'Page', link: `${p}/guide/deep/page` }] },
      { sectionHeaderText: words[3] },
      { text: 'Call', link: `${p}/guide/api/call` },
      { text: words[4], collapsible: true, collapsed: false, items: [{ text: 'pluginList', link: `${p}/plugins` }] },
      { text: words[5], link: 'https://example.com' },
    ]);
  });

  test('_nav.json texts that name a key are translated, nested ones too', async () => {
    const { nav } = await navigation(site);
    expect(nav.zh).toEqual([
      { text: '指南', link: '/zh/guide/start' },
      { text: '更多', items: [{ text: '快速开始', link: '/zh/guide/start' }, { text: 'navTypo', link: '/zh/x' }] },
    ]);
  });

  test('an unknown key-like label is shown as written and warned about once, naming its files; a missing language once per key', async () => {
    const { warnings, siteTexts } = await navigation(site);
    expect(warnings).toEqual([
      'i18n.json: "apiSection" has no "zh" text; the en text is shown there.',
      'the label "navTypo" (docs/en/_nav.json, docs/zh/_nav.json) looks like a key of i18n.json, which has no key "navTypo": it is shown as written. Add the key to i18n.json, or write the label as text.',
      'the label "pluginList" (docs/en/guide/_meta.json, docs/zh/guide/_meta.json) looks like a key of i18n.json, which has no key "pluginList": it is shown as written. Add the key to i18n.json, or write the label as text.',
    ]);
    expect(siteTexts.byLang.zh!.apiSection).toBe('API');
  });

  test('without i18n.json: an empty table, labels as written', async () => {
    const bare = makeSite({ ...files('en'), ...files('zh') });
    const { nav, siteTexts } = await navigation(bare);
    expect(siteTexts.byLang).toEqual({ en: {}, zh: {} });
    expect(nav.en![0]).toEqual({ text: 'guide', link: '/guide/start' });
  });

  test('invalid JSON fails with line and column; a wrong shape with the path of each problem', async () => {
    const broken = makeSite({ 'i18n.json': '{\n  "a": { "en": "A" },\n  "b": \n}\n' });
    await expect(readSiteTexts({ siteDir: broken, ...layout })).rejects.toThrow(/i18n\.json:4:1: invalid JSON/);
    const wrong = makeSite({ 'i18n.json': JSON.stringify({ a: { en: 1 }, b: 'text' }) });
    const error = await readSiteTexts({ siteDir: wrong, ...layout }).catch((e: Error) => e);
    expect(String(error)).toContain('- i18n.json: a.en: expected a string, received a number (1)');
    expect(String(error)).toContain('- i18n.json: b: expected an object, received the string "text"');
  });

  test('a regional language reads its base language; a key missing in the default language falls back to the key', async () => {
    const regional = makeSite({ 'i18n.json': JSON.stringify({ hello: { zh: '你好' } }) });
    const read = await readSiteTexts({ siteDir: regional, langs: ['en', 'zh-CN'], defaultLang: 'en' });
    expect(read.byLang).toEqual({ en: { hello: 'hello' }, 'zh-CN': { hello: '你好' } });
    expect(read.warnings).toEqual(['i18n.json: "hello" has no "en" text; the key itself is shown there.']);
  });
});

test('looksLikeKey', () => {
  for (const key of ['gettingStarted', 'nav.guide', 'plugin_list', 'apiV2']) expect(looksLikeKey(key)).toBe(true);
  for (const text of ['Guide', 'guide', 'Getting Started', 'API', 'v1.0', 'C++', 'getting started', '指南']) expect(looksLikeKey(text)).toBe(false);
});

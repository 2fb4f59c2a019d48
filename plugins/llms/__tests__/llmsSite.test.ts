import { makeLoadContext } from '../../../test-utils/loadContext';
import { llmsSite } from '../llmsSite';

const options = { include: undefined, exclude: [], fullText: true };

describe('llmsSite', () => {
  test('a language\'s title and description: the option, then locales, then themeConfig.locales, then the site\'s', () => {
    const context = makeLoadContext({
      config: {
        title: 'Site',
        description: 'Site description.',
        lang: 'en',
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'zh', label: '中文', description: '中文描述。' },
          { lang: 'ja', label: '日本語' },
        ],
        themeConfig: { locales: [{ lang: 'zh', label: '中文', title: '站点' }, { lang: 'ja', label: '日本語', title: 'サイト', description: '説明。' }] },
      },
    });
    const site = llmsSite({ context, options: { ...options, description: { ja: 'オプション。' } }, allContent: {} });
    expect(['en', 'zh', 'ja'].map((lang) => [site.titleOf(lang), site.descriptionOf(lang)])).toEqual([
      ['Site', 'Site description.'],
      ['站点', '中文描述。'],
      ['サイト', 'オプション。'],
    ]);
    expect(llmsSite({ context, options: { ...options, description: 'One for all.' }, allContent: {} }).descriptionOf('zh')).toBe('One for all.');
  });

  test('the navigation of the listed version comes from the docs plugin\'s content; without it there is none', () => {
    const context = makeLoadContext({ config: { multiVersion: { default: 'v2', versions: ['v1', 'v2'] } } });
    const sidebar = { '/guide/': [{ text: 'A', link: '/guide/a' }] };
    const nav = [{ text: 'Guide', link: '/guide/a' }];
    const site = llmsSite({ context, options: { ...options, description: undefined }, allContent: { docs: { pages: [], sidebars: { 'v2/en': sidebar, 'v1/en': {} }, nav: { 'v2/en': nav } } } });
    expect(site.version).toBe('v2');
    expect(site.navigationOf('en')).toEqual({ sidebar, nav });
    expect(llmsSite({ context, options: { ...options, description: undefined }, allContent: {} }).navigationOf('en')).toEqual({ sidebar: undefined, nav: undefined });
  });
});

import type { Frontmatter, HtmlTags, LoadContext, PageHtmlContext, QuirePlugin } from '../../types';
import type { Site } from '../../server/site';
import { collectPageHtmlTags, createPageTagger } from '../htmlTags';
import { collectPages } from '../collectPages';
import { isNoIndex } from '../noIndex';
import { routeFacts } from '../routeFacts';
import type { RouteRecord } from '../../types';

const context = {
  langs: ['en', 'zh'],
  defaultLang: 'en',
  siteConfig: { multiVersion: { default: '', versions: [] } },
} as unknown as LoadContext;

function siteWith(plugins: Partial<QuirePlugin>[]): Pick<Site, 'plugins' | 'context'> {
  return { context, plugins: plugins.map((plugin, i) => ({ plugin: { name: `p${i}`, ...plugin }, content: { i } })) as unknown as Site['plugins'] };
}

const route = (path: string, metadata: RouteRecord['metadata'] = {}): RouteRecord => ({ path, component: '@theme/Layout', modules: {}, exact: true, plugin: 'docs', metadata });

describe('injectPageHtmlTags, collected on the main thread', () => {
  const english = (tags: HtmlTags) => ({ injectPageHtmlTags: ({ page }: { page: PageHtmlContext }) => (page.lang === 'en' ? tags : undefined) });

  test('each page gets the tags of the plugins that choose it, rendered and escaped, in plugin order', () => {
    const site = siteWith([
      english({ headTags: [{ tagName: 'meta', attributes: { name: 'a', content: '"<&>' } }] }),
      { injectHtmlTags: () => ({ headTags: ['<meta name="site-wide">'] }) },
      english({ headTags: ['<meta name="b">'], preBodyTags: ['<i>pre</i>'], postBodyTags: [{ tagName: 'script', attributes: { src: '/x.js' } }] }),
    ]);
    const pages = collectPages({
      routes: [route('/guide/', { lang: 'en', pageType: 'doc', frontmatter: { title: 'Guide' } }), route('/zh/guide/', { lang: 'zh' })],
      pageTags: createPageTagger({ site }),
    });
    expect(pages.map((page) => [page.pathname, page.tags])).toEqual([
      ['/guide/', { headTags: '<meta name="a" content="&quot;&lt;&amp;&gt;"><meta name="b">', preBodyTags: '<i>pre</i>', postBodyTags: '<script src="/x.js"></script>' }],
      ['/zh/guide/', undefined],
      // The 404 page without a route is the default language's.
      ['/404', { headTags: '<meta name="a" content="&quot;&lt;&amp;&gt;"><meta name="b">', preBodyTags: '<i>pre</i>', postBodyTags: '<script src="/x.js"></script>' }],
    ]);
  });

  test('the hook is told the route, title, language, version, page type and frontmatter (inferred where the metadata is silent)', () => {
    const seen: PageHtmlContext[] = [];
    const site = siteWith([{ injectPageHtmlTags: ({ page }) => void seen.push(page) }]);
    collectPages({ routes: [route('/a', { lang: 'en', version: '', pageType: 'doc', title: 'A', frontmatter: { x: 1 } }), route('/zh/b')], pageTags: createPageTagger({ site }) });
    expect(seen).toEqual([
      { routePath: '/a', title: 'A', lang: 'en', version: '', pageType: 'doc', frontmatter: { x: 1 } },
      { routePath: '/zh/b', title: '', lang: 'zh', version: '', pageType: 'custom', frontmatter: {} },
      { routePath: '/404', title: '', lang: 'en', version: '', pageType: '404', frontmatter: {} },
    ]);
  });

  test('without any page-aware hook, pages are not looked at', () => {
    expect(createPageTagger({ site: siteWith([{ injectHtmlTags: () => ({}) }]) })).toBeUndefined();
  });

  test("a hook's error names the plugin and the page", () => {
    const site = siteWith([
      {
        injectPageHtmlTags: () => {
          throw new Error('boom');
        },
      },
    ]);
    expect(() => collectPageHtmlTags({ site, page: { routePath: '/guide/start', title: 'Start', lang: 'en', version: '', pageType: 'doc', frontmatter: {} } })).toThrow(
      'Plugin "p0" failed in injectPageHtmlTags for the page /guide/start: boom',
    );
    const badTag = siteWith([{ injectPageHtmlTags: () => ({ headTags: [{ tagName: 'bad tag' }] }) }]);
    expect(() => collectPageHtmlTags({ site: badTag, page: { routePath: '/x', title: 'X', lang: 'en', version: '', pageType: 'doc', frontmatter: {} } })).toThrow(
      /Plugin "p0" failed in injectPageHtmlTags for the page \/x: Invalid HTML tag name/,
    );
  });
});

describe('isNoIndex', () => {
  test('`noindex: true`, or a robots meta tag with noindex in the head', () => {
    expect(isNoIndex({ noindex: true })).toBe(true);
    expect(isNoIndex({ head: [['meta', { name: 'robots', content: 'noindex, nofollow' }]] })).toBe(true);
    expect(isNoIndex({ head: [['meta', { name: 'Robots', content: 'NOINDEX' }]] })).toBe(true);
    expect(isNoIndex({ head: [['meta', { name: 'robots', content: 'nofollow' }]] })).toBe(false);
    expect(isNoIndex({ head: [['meta', { name: 'description', content: 'noindex' }]] })).toBe(false);
    expect(isNoIndex({ noindex: 'yes' } as unknown as Frontmatter)).toBe(false);
    expect(isNoIndex({})).toBe(false);
  });
});

describe('routeFacts', () => {
  test("the route's metadata first, then the path and defaults", () => {
    expect(routeFacts({ context, routePath: '/zh/x', metadata: { title: 'T', frontmatter: { pageType: 'home' } } })).toEqual({
      routePath: '/zh/x',
      lang: 'zh',
      version: '',
      pageType: 'home',
      title: 'T',
      frontmatter: { pageType: 'home' },
    });
    expect(routeFacts({ context, routePath: '/y', metadata: { frontmatter: { title: 'From frontmatter' } } }).title).toBe('From frontmatter');
  });
});

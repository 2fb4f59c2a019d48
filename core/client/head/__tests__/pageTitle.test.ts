import type { PageRecord, SiteData } from '../../../types';
import { pageTitle } from '../pageTitle';

const site = { title: 'Acme', locales: [{ lang: 'zh', title: 'Acme 文档' }] } as unknown as SiteData;

const page = (fields: { title?: string; pageType?: string; lang?: string; frontmatter?: Record<string, unknown> }) =>
  ({ title: fields.title ?? '', pageType: fields.pageType ?? 'doc', lang: fields.lang ?? 'en', frontmatter: fields.frontmatter ?? {} }) as unknown as PageRecord;

describe('pageTitle', () => {
  test('a doc page: its title, then the site title of its language or its titleSuffix', () => {
    expect(pageTitle(page({ title: 'Start' }), site)).toBe('Start - Acme');
    expect(pageTitle(page({ title: 'Start', lang: 'zh' }), site)).toBe('Start - Acme 文档');
    expect(pageTitle(page({ title: 'Start', frontmatter: { titleSuffix: 'Guide' } }), site)).toBe('Start - Guide');
    expect(pageTitle(page({ title: 'Start', frontmatter: { titleSuffix: '' } }), site)).toBe('Start');
    expect(pageTitle(page({}), site)).toBe('Acme');
  });

  test('a suffix that brings its own joiner follows after a space', () => {
    expect(pageTitle(page({ title: 'Start', frontmatter: { titleSuffix: '| Acme Docs' } }), site)).toBe('Start | Acme Docs');
    expect(pageTitle(page({ title: 'Start', frontmatter: { titleSuffix: '- Acme Docs' } }), site)).toBe('Start - Acme Docs');
  });

  test('the home page: the site title alone, or followed by its titleSuffix', () => {
    expect(pageTitle(page({ title: 'Welcome heading', pageType: 'home' }), site)).toBe('Acme');
    expect(pageTitle(page({ pageType: 'home', frontmatter: { titleSuffix: 'Docs for everyone' } }), site)).toBe('Acme - Docs for everyone');
    expect(pageTitle(page({ pageType: 'home', lang: 'zh', frontmatter: { titleSuffix: '人人可读的文档' } }), site)).toBe('Acme 文档 - 人人可读的文档');
    expect(pageTitle(page({ pageType: 'home', frontmatter: { titleSuffix: '| Docs' } }), site)).toBe('Acme | Docs');
  });

  test('a home page with a frontmatter title: that title, then its titleSuffix or the site title', () => {
    expect(pageTitle(page({ pageType: 'home', frontmatter: { title: 'Welcome' } }), site)).toBe('Welcome - Acme');
    expect(pageTitle(page({ pageType: 'home', frontmatter: { title: 'Welcome', titleSuffix: 'Docs' } }), site)).toBe('Welcome - Docs');
  });
});

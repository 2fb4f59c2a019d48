import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { createLinkResolver, type LinkLayout } from '../resolveLink';

const pages = (lang: string) => ({
  [`docs/${lang}/index.md`]: '# Home\n',
  [`docs/${lang}/guide/start.md`]: '# Start\n',
  [`docs/${lang}/guide/intro.mdx`]: '# Intro\n',
  [`docs/${lang}/guide/advanced/index.md`]: '# Advanced\n',
  [`docs/${lang}/guide/advanced/plugins.md`]: '# Plugins\n',
  [`docs/${lang}/guide/image.png`]: 'png',
  [`docs/${lang}/api/index.mdx`]: '# API\n',
  [`docs/${lang}/api/playground.tsx`]: 'export default () => null;\n',
});

const site = makeSite({ ...pages('en'), ...pages('zh') });
const docsDir = path.join(site, 'docs');

const layout: LinkLayout = { docsDir, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '', cleanUrls: true };

const en = (file: string) => path.join(docsDir, 'en', file);
const zh = (file: string) => path.join(docsDir, 'zh', file);

describe('createLinkResolver', () => {
  const resolve = createLinkResolver(layout);

  test.each([
    ['./intro.mdx', '/guide/intro'],
    ['intro.mdx', '/guide/intro'],
    ['./start.md', '/guide/start'],
    ['../index.md', '/'],
    ['../api/index.mdx', '/api/'],
    ['./advanced/plugins.md', '/guide/advanced/plugins'],
    ['../api/playground.tsx', '/api/playground'],
    // Without an extension: the page file is looked up.
    ['./intro', '/guide/intro'],
    ['../api/playground', '/api/playground'],
    // A folder: its index page.
    ['./advanced/', '/guide/advanced/'],
    ['../api/', '/api/'],
    ['./intro.mdx?tab=npm', '/guide/intro?tab=npm'],
  ])('relative %s in an English page -> %s', (url, route) => {
    expect(resolve({ fromFile: en('guide/start.md'), url })).toBe(route);
  });

  test.each([
    ['./intro.mdx', '/zh/guide/intro'],
    ['../index.md', '/zh/'],
    ['../api/', '/zh/api/'],
    ['./advanced/', '/zh/guide/advanced/'],
    ['./advanced/plugins.md', '/zh/guide/advanced/plugins'],
    ['./intro', '/zh/guide/intro'],
  ])('relative %s in a Chinese page -> %s', (url, route) => {
    expect(resolve({ fromFile: zh('guide/start.md'), url })).toBe(route);
  });

  test('a relative path that is not a page (an image, a missing file without extension) is left alone', () => {
    expect(resolve({ fromFile: en('guide/start.md'), url: './image.png' })).toBeUndefined();
    expect(resolve({ fromFile: en('guide/start.md'), url: './nothing-here' })).toBeUndefined();
    expect(resolve({ fromFile: en('guide/start.md'), url: './nothing-here/' })).toBeUndefined();
  });

  test('a relative .md path to a missing file still becomes its route (the dead-link check reports it)', () => {
    expect(resolve({ fromFile: en('guide/start.md'), url: './missing.md' })).toBe('/guide/missing');
    expect(resolve({ fromFile: zh('guide/start.md'), url: './missing.md' })).toBe('/zh/guide/missing');
  });

  test.each([
    ['/guide/x.md', '/guide/x'],
    ['/guide/x.mdx', '/guide/x'],
    ['/guide/x.html', '/guide/x'],
    ['/guide/x', '/guide/x'],
    ['/guide/index.md', '/guide/'],
    ['/api/', '/api/'],
    ['/', '/'],
  ])('root-absolute %s in an English page -> %s', (url, route) => {
    expect(resolve({ fromFile: en('guide/start.md'), url })).toBe(route);
  });

  test.each([
    ['/guide/x', '/zh/guide/x'],
    ['/guide/x.md', '/zh/guide/x'],
    ['/api/', '/zh/api/'],
    ['/', '/zh/'],
    // Already prefixed: untouched.
    ['/zh/guide/x', '/zh/guide/x'],
    ['/zh/', '/zh/'],
  ])('root-absolute %s in a Chinese page -> %s', (url, route) => {
    expect(resolve({ fromFile: zh('guide/start.md'), url })).toBe(route);
  });

  test.each([
    ['/en/guide/start', '/guide/start'],
    ['/en/guide/start.mdx', '/guide/start'],
    ['/en/guide/start.md', '/guide/start'],
    ['/en/guide/index.md', '/guide/'],
    ['/en/', '/'],
    ['/en', '/'],
    ['/en/guide/start?tab=npm', '/guide/start?tab=npm'],
  ])('the default language\'s prefix, %s, means its page (served without it) -> %s, from every language', (url, route) => {
    for (const fromFile of [en('guide/start.md'), zh('guide/start.md'), en('index.md')]) {
      expect(resolve({ fromFile, url })).toBe(route);
    }
  });

  test('a relative path into the default language\'s folder gives its page, without the prefix', () => {
    expect(resolve({ fromFile: zh('index.md'), url: '../en/guide/start.md' })).toBe('/guide/start');
    expect(resolve({ fromFile: zh('guide/start.md'), url: '../../en/guide/intro' })).toBe('/guide/intro');
    expect(resolve({ fromFile: zh('index.md'), url: '../en/' })).toBe('/');
  });

  test('an English page linking to a Chinese page keeps the prefix it wrote', () => {
    expect(resolve({ fromFile: en('index.md'), url: '/zh/guide/start' })).toBe('/zh/guide/start');
  });

  test('a root-absolute file (public/) is left alone in every language', () => {
    for (const fromFile of [en('guide/start.md'), zh('guide/start.md')]) {
      expect(resolve({ fromFile, url: '/logo.png' })).toBeUndefined();
      expect(resolve({ fromFile, url: '/files/archive.tar.gz' })).toBeUndefined();
    }
  });

  test('cleanUrls: false gives .html routes; folders keep their slash', () => {
    const html = createLinkResolver({ ...layout, cleanUrls: false });
    expect(html({ fromFile: en('guide/start.md'), url: './intro.mdx' })).toBe('/guide/intro.html');
    expect(html({ fromFile: en('guide/start.md'), url: '/guide/x.md' })).toBe('/guide/x.html');
    expect(html({ fromFile: zh('guide/start.md'), url: '/guide/x' })).toBe('/zh/guide/x.html');
    expect(html({ fromFile: zh('guide/start.md'), url: './intro' })).toBe('/zh/guide/intro.html');
    expect(html({ fromFile: en('guide/start.md'), url: '../api/' })).toBe('/api/');
    expect(html({ fromFile: en('guide/start.md'), url: '../index.md' })).toBe('/');
    expect(html({ fromFile: zh('guide/start.md'), url: '/' })).toBe('/zh/');
  });

  test('versioned docs: routes carry the version of the page; a version prefix is left as written', () => {
    const versioned = makeSite({ 'docs/v1/zh/guide/a.md': '# A\n', 'docs/v1/zh/guide/b.md': '# B\n', 'docs/v2/en/guide/a.md': '# A\n' });
    const resolveVersioned = createLinkResolver({ ...layout, docsDir: path.join(versioned, 'docs'), versions: ['v1', 'v2'], defaultVersion: 'v2' });
    const fromFile = path.join(versioned, 'docs/v1/zh/guide/a.md');
    expect(resolveVersioned({ fromFile, url: './b.md' })).toBe('/v1/zh/guide/b');
    expect(resolveVersioned({ fromFile, url: '/v2/guide/a' })).toBe('/v2/guide/a');
    expect(resolveVersioned({ fromFile: path.join(versioned, 'docs/v2/en/guide/a.md'), url: './a.md' })).toBe('/guide/a');
    // The default language's folder inside a version is served without it too.
    expect(resolveVersioned({ fromFile, url: '/v1/en/guide/a' })).toBe('/v1/guide/a');
    expect(resolveVersioned({ fromFile, url: '/v2/en/' })).toBe('/v2/');
  });
});

import type { DevPage } from '../../../core/types';
import { createDevSearchIndex, searchFileName } from '../devIndex';

/** The search plugin's dev files (serveDevRequest): which paths it serves, what it builds them from, when it rebuilds. */

const page = (routePath: string, title: string, toc: DevPage['toc'] = []): DevPage => ({
  routePath,
  lang: routePath.startsWith('/zh') ? 'zh' : 'en',
  version: '',
  pageType: 'doc',
  title,
  frontmatter: {},
  noIndex: false,
  toc,
  pluginData: {},
  hasMarkdown: true,
});

describe('searchFileName', () => {
  test('names the files under /assets/search/ only', () => {
    expect(searchFileName('/assets/search/manifest.json')).toBe('manifest.json');
    expect(searchFileName('/assets/search/search-index.en.0123abcd.json')).toBe('search-index.en.0123abcd.json');
    expect(searchFileName('/assets/search/../secret.json')).toBeUndefined();
    expect(searchFileName('/assets/search/manifest.txt')).toBeUndefined();
    expect(searchFileName('/guide/start')).toBeUndefined();
  });
});

describe('createDevSearchIndex', () => {
  const markdown = new Map<string, string>([
    ['/guide/start', '# Start\n\n## Install\n\nRun the zebracorn installer.\n'],
    ['/zh/guide/start', '# 开始\n\n安装工具。\n'],
    ['/custom', ''],
  ]);
  let listed = 0;
  const pages = [
    page('/guide/start', 'Start', [{ text: 'Install', id: 'install', depth: 2, charIndex: 9 }]),
    page('/zh/guide/start', '开始'),
    { ...page('/custom', 'Custom'), hasMarkdown: false },
    page('/broken', 'Broken'),
  ];
  const args = (pathname: string) => ({
    request: { pathname },
    pages: async () => {
      listed += 1;
      return pages;
    },
    readMarkdown: async (routePath: string) => {
      if (routePath === '/broken') throw new Error('MDX error');
      return markdown.get(routePath);
    },
  });

  test('serves a manifest and one index per language, and nothing else', async () => {
    const serve = createDevSearchIndex({ codeBlocks: true });
    expect(await serve(args('/guide/start'))).toBeUndefined();
    expect(listed).toBe(0);
    const manifest = await serve(args('/assets/search/manifest.json'));
    expect(manifest?.contentType).toBe('application/json; charset=utf-8');
    const files = JSON.parse(String(manifest!.body)) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(['en', 'zh']);
    const en = await serve(args(`/assets/search/${files.en}`));
    expect(String(en!.body)).toContain('zebracorn');
    expect(String(en!.body)).toContain('/guide/start#install');
    // A page without Markdown, and one whose Markdown cannot be read now, are left out.
    expect(String(en!.body)).not.toContain('Custom');
    expect(String(en!.body)).not.toContain('Broken');
    expect(await serve(args('/assets/search/search-index.en.00000000.json'))).toBeUndefined();
  });

  test('the index name changes when a page does, and stays when nothing did', async () => {
    const serve = createDevSearchIndex({ codeBlocks: true });
    const name = async () => (JSON.parse(String((await serve(args('/assets/search/manifest.json')))!.body)) as Record<string, string>).en;
    const first = await name();
    expect(await name()).toBe(first);
    markdown.set('/guide/start', '# Start\n\n## Install\n\nRun the unicorn installer.\n');
    const second = await name();
    expect(second).not.toBe(first);
    expect(String((await serve(args(`/assets/search/${second}`)))!.body)).toContain('unicorn');
  });
});

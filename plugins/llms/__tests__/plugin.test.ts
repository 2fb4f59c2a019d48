import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuiltPage, DevPage, PostBuildProps, ServeDevRequestArgs } from 'quire';
import { QuireAggregateError } from 'quire/plugin-utils';
import { makeLoadContext } from '../../../test-utils/loadContext';
import llmsPlugin, { type LlmsOptions } from '..';

/** The plugin's hooks on in-memory pages: postBuild into a temporary folder, serveDevRequest with fake pages. */

const config = {
  title: 'Widget',
  description: 'Widget docs.',
  base: '/docs/',
  siteUrl: 'https://widget.dev/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '小部件', description: '小部件文档。' },
  ],
};

const built = (routePath: string, over: Partial<BuiltPage> = {}): BuiltPage => {
  const lang = routePath.startsWith('/zh/') ? 'zh' : 'en';
  const file = routePath.endsWith('/') ? `${routePath.slice(1)}index` : routePath.slice(1);
  return {
    routePath,
    lang,
    version: '',
    pageType: 'doc',
    title: `T ${routePath}`,
    frontmatter: {},
    noIndex: false,
    toc: [],
    htmlFile: `${file}.html`,
    markdownFile: `${file}.md`,
    pluginData: {},
    ...over,
  };
};

const pages: BuiltPage[] = [
  built('/', { pageType: 'home', title: 'Widget' }),
  built('/guide/a', { title: 'A', description: 'Page A.' }),
  built('/guide/b', { title: 'B' }),
  built('/guide/secret'),
  built('/guide/hidden', { noIndex: true }),
  // A home page made of a hero has no title: it is listed by the language's site title.
  built('/zh/', { pageType: 'home', title: '' }),
  built('/zh/guide/a', { title: '甲' }),
  built('/404', { pageType: '404', markdownFile: undefined }),
];

const allContent = {
  docs: {
    pages: [],
    nav: { en: [{ text: 'Guide', link: '/guide/a' }], zh: [{ text: '指南', link: '/zh/guide/a' }] },
    sidebars: {
      en: { '/guide/': [{ text: 'A', link: '/guide/a' }, { text: 'More', items: [{ text: 'B', link: '/guide/b' }, { text: 'Secret', link: '/guide/secret' }, { text: 'Hidden', link: '/guide/hidden' }] }] },
      zh: { '/zh/guide/': [{ text: '甲', link: '/zh/guide/a' }] },
    },
  },
};

const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh output folder holding the pages' `.md` twins. */
function outDirWithTwins(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-llms-'));
  outDirs.push(outDir);
  writeTwins(outDir);
  return outDir;
}

function writeTwins(outDir: string) {
  for (const page of pages) {
    if (!page.markdownFile) continue;
    const file = path.join(outDir, page.markdownFile);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.pageType === 'home' ? 'Welcome.\n' : `# ${page.title}\n\nText of ${page.routePath}.\n`);
  }
}

async function build(options: LlmsOptions) {
  const context = makeLoadContext({ config });
  const plugin = llmsPlugin(context, options);
  const outDir = outDirWithTwins();
  await plugin.postBuild!({ outDir, pages, allContent, routes: [], content: undefined, siteConfig: context.siteConfig, baseUrl: context.baseUrl } as PostBuildProps);
  return { outDir, read: (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8'), exists: (file: string) => fs.existsSync(path.join(outDir, file)) };
}

describe('llms plugin', () => {
  test('postBuild writes both files per language, with absolute URLs under the base, noindex and excluded pages left out', async () => {
    const { read } = await build({ exclude: ['/guide/secret'] });
    expect(read('llms.txt')).toBe(
      [
        '# Widget',
        '',
        '> Widget docs.',
        '',
        '## Guide',
        '',
        '- [A](https://widget.dev/docs/guide/a.md): Page A.',
        '',
        '## More',
        '',
        '- [B](https://widget.dev/docs/guide/b.md)',
        '',
        '## Others',
        '',
        '- [Widget](https://widget.dev/docs/index.md)',
        '',
      ].join('\n'),
    );
    expect(read('zh/llms.txt')).toBe(
      ['# 小部件', '', '> 小部件文档。', '', '## 指南', '', '- [甲](https://widget.dev/docs/zh/guide/a.md)', '', '## 其他', '', '- [小部件](https://widget.dev/docs/zh/index.md)', ''].join('\n'),
    );
    expect(read('llms-full.txt')).toBe(
      [
        '---',
        'url: https://widget.dev/docs/guide/a.md',
        '---',
        '',
        '# A',
        '',
        'Text of /guide/a.',
        '',
        '---',
        'url: https://widget.dev/docs/guide/b.md',
        '---',
        '',
        '# B',
        '',
        'Text of /guide/b.',
        '',
        '---',
        'url: https://widget.dev/docs/index.md',
        '---',
        '',
        '# Widget',
        '',
        'Welcome.',
        '',
      ].join('\n'),
    );
    expect(read('zh/llms-full.txt')).toContain('url: https://widget.dev/docs/zh/guide/a.md\n---\n\n# 甲\n\nText of /zh/guide/a.\n');
  });

  test('include narrows the pages, a per-language description replaces the locale\'s, fullText: false writes llms.txt alone', async () => {
    const { read, exists } = await build({ include: ['/guide/**', '/zh/**'], description: { zh: '给模型看的。' }, fullText: false });
    expect(read('llms.txt')).not.toContain('index.md');
    expect(read('llms.txt')).toContain('- [T /guide/secret](https://widget.dev/docs/guide/secret.md)');
    expect(read('zh/llms.txt')).toMatch(/^# 小部件\n\n> 给模型看的。\n\n## 指南\n/);
    expect(read('llms.txt')).toMatch(/^# Widget\n\n> Widget docs.\n/);
    expect(exists('llms-full.txt')).toBe(false);
    expect(exists('zh/llms-full.txt')).toBe(false);
  });

  test('without siteUrl the URLs are root-relative, with the base', async () => {
    const context = makeLoadContext({ config: { ...config, siteUrl: undefined } });
    const plugin = llmsPlugin(context, {});
    const outDir = outDirWithTwins();
    await plugin.postBuild!({ outDir, pages, allContent, routes: [], content: undefined, siteConfig: context.siteConfig, baseUrl: context.baseUrl } as PostBuildProps);
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain('- [A](/docs/guide/a.md): Page A.');
  });

  test('serveDevRequest answers each language\'s files as text/plain from the current pages, and nothing else', async () => {
    const context = makeLoadContext({ config, mode: 'development' });
    const plugin = llmsPlugin(context, { exclude: ['/guide/secret'] });
    const devPages: DevPage[] = pages.map(({ routePath, lang, version, pageType, title, frontmatter, noIndex, toc, pluginData, markdownFile, description }) => ({
      routePath, lang, version, pageType, title, frontmatter: description ? { ...frontmatter, description } : frontmatter, noIndex, toc, pluginData, hasMarkdown: markdownFile !== undefined,
    }));
    const ask = (pathname: string) =>
      plugin.serveDevRequest!({
        request: { pathname },
        content: undefined,
        allContent,
        pages: async () => devPages,
        readMarkdown: async (routePath) => (routePath === '/zh/guide/a' ? '# 甲\n\n正文。\n' : routePath === '/zh/' ? undefined : `# ${routePath}\n`),
      } as ServeDevRequestArgs);
    const index = await ask('/llms.txt');
    expect(index?.contentType).toBe('text/plain; charset=utf-8');
    expect(index?.body).toContain('- [A](https://widget.dev/docs/guide/a.md): Page A.\n');
    expect(index?.body).not.toContain('secret');
    const full = await ask('/zh/llms-full.txt');
    // The home page's Markdown cannot be read (an MDX error): it waits for a fix.
    expect(full?.body).toBe('---\nurl: https://widget.dev/docs/zh/guide/a.md\n---\n\n# 甲\n\n正文。\n');
    expect(await ask('/fr/llms.txt')).toBeUndefined();
    expect(await ask('/guide/llms.txt')).toBeUndefined();
    expect(await ask('/zh/llms.txt.map')).toBeUndefined();
  });

  test('invalid options are all reported at once, each with its path', () => {
    const context = makeLoadContext({ config });
    let error: unknown;
    try {
      llmsPlugin(context, { include: ['guide/**'], exclude: [3], description: { fr: 'x' }, fullText: 'yes', extra: 1 } as unknown as LlmsOptions);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireAggregateError);
    const message = (error as QuireAggregateError).message;
    expect(message).toContain('Invalid options for plugin "llms"');
    expect(message).toContain('include[0]: a route glob starts with "/"');
    expect(message).toMatch(/exclude\[0\]: expected a string/);
    expect(message).toContain('description.fr: "fr" is not a language of the site (its languages: en, zh)');
    expect(message).toMatch(/fullText: expected a boolean/);
    expect(message).toMatch(/extra/);
  });
});

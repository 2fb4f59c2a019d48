import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { loadDocs } from '../loadDocs';

const layout = (docsDir: string, overrides = {}) => ({
  docsDir,
  langs: ['en', 'zh'],
  defaultLang: 'en',
  versions: [],
  defaultVersion: '',
  exclude: [],
  ...overrides,
});

describe('loadDocs', () => {
  const site = makeSite({
    'docs/en/index.md': '---\npageType: home\ntitle: Home\n---\n# Welcome\n',
    'docs/en/guide/start.mdx': '# Getting **started**\n',
    'docs/en/guide/_fragment.mdx': '# Fragment\n',
    'docs/en/_components/Box.tsx': 'export default () => null;',
    'docs/en/fragments/part.md': '# Part\n',
    'docs/en/components/Thing.md': '# Thing\n',
    'docs/en/play.tsx': "export const frontmatter = { title: 'Play', pageType: 'custom' };\nexport default () => <p>play</p>;\n",
    'docs/en/untitled.md': 'No heading here.\n',
    'docs/zh/index.md': '# 欢迎\n',
    'docs/zh/guide/start.mdx': '# 开始\n',
  });

  test('finds pages in each language, skipping `_` files and excluded globs', async () => {
    const pages = await loadDocs(layout(path.join(site, 'docs'), { exclude: ['**/fragments/**', 'components/**'] }));
    expect(pages.map((p) => [p.relativePath, p.routePath, p.lang, p.title, p.pageType]).sort()).toEqual([
      ['en/guide/start.mdx', '/guide/start', 'en', 'Getting started', 'doc'],
      ['en/index.md', '/', 'en', 'Home', 'home'],
      ['en/play.tsx', '/play', 'en', 'Play', 'custom'],
      ['en/untitled.md', '/untitled', 'en', 'untitled', 'doc'],
      ['zh/guide/start.mdx', '/zh/guide/start', 'zh', '开始', 'doc'],
      ['zh/index.md', '/zh/', 'zh', '欢迎', 'doc'],
    ]);
  });

  test('a single-language site may keep its pages directly in docs/', async () => {
    const single = makeSite({ 'docs/index.md': '# One\n', 'docs/a/b.md': '# B\n' });
    const pages = await loadDocs(layout(path.join(single, 'docs'), { langs: ['en'] }));
    expect(pages.map((p) => p.routePath).sort()).toEqual(['/', '/a/b']);
  });

  test('versioned docs live under docs/<version>/<lang>/', async () => {
    const versioned = makeSite({ 'docs/v1/en/index.md': '# Old\n', 'docs/v2/en/index.md': '# New\n', 'docs/v2/zh/index.md': '# 新\n' });
    const pages = await loadDocs(layout(path.join(versioned, 'docs'), { versions: ['v1', 'v2'], defaultVersion: 'v2' }));
    expect(pages.map((p) => [p.routePath, p.version]).sort()).toEqual([
      ['/', 'v2'],
      ['/v1/', 'v1'],
      ['/zh/', 'v2'],
    ]);
  });

  test('bad frontmatter in several files is reported at once', async () => {
    const broken = makeSite({ 'docs/en/a.md': '---\ntitle: 1\n---\n', 'docs/en/b.md': '---\nsidebar: maybe\n---\n', 'docs/en/c.md': '# fine\n' });
    await expect(loadDocs(layout(path.join(broken, 'docs'), { langs: ['en'] }))).rejects.toThrow(
      /2 page\(s\) could not be read:[\s\S]*a\.md:2: frontmatter\.title: expected a string[\s\S]*b\.md:2: frontmatter\.sidebar: expected a boolean/,
    );
  });

  test('each invalid field is one entry, placed in the file as the current folder sees it, and what to do is said once', async () => {
    const broken = makeSite({ 'docs/en/a.md': '---\ntitle: 1\nnavbar: "no"\n---\n', 'docs/en/b.md': '---\nsidebar: maybe\n---\n' });
    const cwd = process.cwd();
    process.chdir(broken);
    try {
      const error = await loadDocs(layout(path.join(broken, 'docs'), { langs: ['en'] })).catch((e: unknown) => e);
      expect((error as { format(): string }).format()).toBe(
        [
          '2 page(s) could not be read:',
          '  - docs/en/a.md:2: frontmatter.title: expected a string, received a number (1)',
          '  - docs/en/a.md:3: frontmatter.navbar: expected a boolean, received the string "no"',
          '  - docs/en/b.md:2: frontmatter.sidebar: expected a boolean, received the string "maybe"',
          'Fix the frontmatter fields above; see the frontmatter reference for their types.',
        ].join('\n'),
      );
    } finally {
      process.chdir(cwd);
    }
  });

  test('a missing docs folder says what to do', async () => {
    await expect(loadDocs(layout('/nonexistent/docs'))).rejects.toThrow('The docs folder /nonexistent/docs does not exist.');
  });
});

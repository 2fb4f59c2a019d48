import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, writeFiles } from '../../test-utils/fixtures';
import { runQuire } from '../../test-utils/runQuire';
import { bundledDocsData } from '../../test-utils/docsData';

/*
 * `quire build` of a site that uses every Markdown feature, in English and Chinese. The site is a
 * git repository with one commit at a fixed date, so the last-updated time is known.
 */

const fixture = path.join(__dirname, '__fixtures__', 'markdown-site');
const COMMIT_DATE = '2024-01-02T03:04:05Z';
jest.setTimeout(180_000);

function git(cwd: string, ...args: string[]) {
  execFileSync('git', ['-c', 'user.name=Quire Tests', '-c', 'user.email=tests@quire.invalid', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    env: { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE },
    stdio: 'pipe',
  });
}

function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/** The visible text of some HTML: tags and React's `<!-- -->` separators removed, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of the first `<a>` whose whole content is `text`. */
function anchorAttributes(html: string, text: string): string {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<a ([^>]*)>${escaped}</a>`).exec(html);
  if (!match) throw new Error(`no link "${text}" in the page`);
  return match[1]!;
}

interface PageRecordJson {
  routePath: string;
  toc: { text: string; id: string; depth: number }[];
  lastUpdatedTime?: number;
}

describe('quire build of the Markdown fixture (en + zh)', () => {
  let site: string;
  let dist: string;
  let output: string;

  beforeAll(async () => {
    site = copyFixture(fixture);
    dist = path.join(site, 'dist');
    // Code that exists only in the included file, to tell it apart from the inline block.
    for (const lang of ['en', 'zh']) {
      fs.appendFileSync(path.join(site, 'docs', lang, 'guide', 'example.ts'), "export const includedFromFile = 'example.ts';\n");
    }
    fs.writeFileSync(path.join(site, '.gitignore'), 'node_modules/\ndist/\n.quire/\n');
    git(site, 'init', '-q');
    git(site, 'add', '-A');
    git(site, 'commit', '-q', '-m', 'Fixture');
    const result = await runQuire(['build', site]);
    output = result.stdout + result.stderr;
    if (result.code !== 0) throw new Error(`build failed (${result.code}):\n${output}`);
  });

  test('the build succeeds without a single warning', () => {
    expect(output).toMatch(/built 15 pages into/);
    expect(output.split('\n').filter((line) => /warn/i.test(line))).toEqual([]);
  });

  describe.each([
    ['en', 'guide/features.html', { tip: 'A tip with', warningTitle: 'Mind the gap', details: 'Click to open', info: 'A nested info box.', note: 'A GitHub-style note.' }],
    ['zh', 'zh/guide/features.html', { tip: '文字的提示', warningTitle: '注意间隙', details: '点击展开', info: '嵌套的信息框。', note: 'GitHub 风格的注释。' }],
  ])('%s features page', (lang, file, strings) => {
    let html: string;
    let text: string;
    beforeAll(() => {
      html = read(dist, file);
      text = textOf(html);
    });

    test('containers: tip, warning with its own title, details holding a nested info, GitHub note', () => {
      expect(html).toMatch(new RegExp(`quire-callout--tip[\\s\\S]*?${strings.tip}`));
      expect(html).toMatch(new RegExp(`quire-callout--warning[\\s\\S]*?${strings.warningTitle}`));
      const details = /<details[^>]*quire-callout--details[^>]*>([\s\S]*?)<\/details>/.exec(html);
      expect(details).not.toBeNull();
      expect(details![1]).toContain(strings.details);
      expect(details![1]).toMatch(new RegExp(`quire-callout--info[\\s\\S]*?${strings.info}`));
      expect(html).toMatch(new RegExp(`quire-callout--note[\\s\\S]*?${strings.note}`));
      expect(text).not.toContain(':::');
      expect(text).not.toContain('[!NOTE]');
    });

    test('code blocks: title, highlighted line, line numbers, wrap, code from a file', () => {
      expect(text).toContain('src/greet.ts');
      expect(html).toContain('class="line highlighted"');
      expect(html.match(/class="line highlighted"/g)).toHaveLength(1);
      expect(html).toMatch(/<div[^>]*language-bash[^>]*data-line-numbers/);
      expect(html).toMatch(/<div[^>]*language-json[^>]*data-wrap/);
      expect(text).toContain("export const includedFromFile = 'example.ts';");
      expect(text).not.toContain('file="./example.ts"');
    });

    test('GFM: table, task list, strikethrough, footnote; raw HTML in .md', () => {
      expect(html).toMatch(/<table[\s\S]*<th>[^<]+<\/th>[\s\S]*<\/table>/);
      expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/>/);
      expect(html.match(/type="checkbox"/g)).toHaveLength(2);
      expect(html).toMatch(/<del>[^<]+<\/del>/);
      expect(html).toContain('data-footnote-ref');
      expect(html).toMatch(/<section[^>]*data-footnotes/);
      expect(html).toMatch(/<div class="raw-html">[^<]*<em>[^<]+<\/em>[^<]*<\/div>/);
    });

    test('links are rewritten to routes of the page language; external links open in a new tab', () => {
      const prefix = lang === 'zh' ? '/zh' : '';
      expect(html).toContain(`href="${prefix}/guide/components#counter"`);
      expect(html).toContain(`href="${prefix}/guide/page-component"`);
      expect(html).toContain(`href="${prefix}/api/"`);
      expect(html).toContain('href="#code"');
      expect(html).not.toMatch(/href="[^"]*\.mdx?["#]/);
      expect(html).not.toContain('href="./page-component.tsx"');
      const external = anchorAttributes(html, lang === 'zh' ? '外部链接' : 'External');
      expect(external).toContain('href="https://example.com"');
      expect(external).toContain('target="_blank"');
      expect(external).toContain('rel="noopener noreferrer"');
    });

    test('the relative image is bundled with a hash; /logo.svg comes from public/', () => {
      const src = /<img[^>]*src="(\/assets\/media\/diagram\.[0-9a-f]{8,}\.svg)"/.exec(html)?.[1];
      expect(src).toBeDefined();
      expect(fs.existsSync(path.join(dist, src!))).toBe(true);
      expect(html).toMatch(/<img[^>]*src="\/logo\.svg"/);
      expect(html).not.toContain('src="./assets/diagram.svg"');
    });
  });

  test('/zh/guide/features links to the Chinese API index', () => {
    expect(read(dist, 'zh/guide/features.html')).toContain('href="/zh/api/"');
    expect(read(dist, 'zh/guide/features.html')).not.toContain('href="/api/"');
  });

  test('public/ is copied to the output', () => {
    expect(read(dist, 'logo.svg')).toBe(read(site, 'public/logo.svg'));
  });

  test.each([
    ['guide/components.html', 'Clicks', 'From MDX', 'The title is Components.'],
    ['zh/guide/components.html', '点击次数', '来自 MDX', '标题是 组件。'],
  ])('%s renders the fragment, the local component, a theme component and {frontmatter.title}', (file, counter, calloutTitle, title) => {
    const html = read(dist, file);
    const text = textOf(html);
    expect(html).toMatch(/<h2 id="from-a-fragment"/);
    expect(text).toContain('This paragraph comes from an imported fragment.');
    const button = /<button[^>]*class="counter"[^>]*>([\s\S]*?)<\/button>/.exec(html);
    expect(textOf(button?.[1] ?? '')).toBe(`${counter}: 0`);
    expect(html).toMatch(new RegExp(`quire-callout--info[\\s\\S]*?${calloutTitle}`));
    expect(text).toContain(title);
    expect(text).not.toContain('frontmatter.title');
  });

  test('the .tsx page renders', () => {
    expect(read(dist, 'guide/page-component.html')).toContain('<p class="page-component">This page is a React component.</p>');
    expect(read(dist, 'zh/guide/page-component.html')).toContain('<p class="page-component">这个页面是一个 React 组件。</p>');
  });

  test('each Markdown page has a plain Markdown twin', () => {
    const features = read(dist, 'guide/features.md');
    expect(features.startsWith('# Features\n')).toBe(true);
    expect(features).toContain('> **Tip**\n>\n> A tip with **bold** text.');
    expect(features).toContain('> **Mind the gap**');
    expect(features).toContain('> **Note**\n>\n> A GitHub-style note.');
    expect(features).toContain("export const includedFromFile = 'example.ts';");
    expect(features).not.toContain('title: Features');
    expect(features).not.toContain(':::');
    expect(features).not.toContain('title="src/greet.ts"');

    const components = read(dist, 'guide/components.md');
    expect(components.startsWith('# Components\n')).toBe(true);
    expect(components).not.toMatch(/^import /m);
    expect(components).toContain('> **From MDX**');

    const zhIndex = read(dist, 'zh/index.md');
    expect(zhIndex).toBe('# Markdown 示例站点\n\n从[功能](./guide/features.md)或 [API](/api/) 开始。\n');
    for (const file of ['index.md', 'api/index.md', 'api/config.md', 'zh/guide/features.md', 'zh/guide/components.md']) {
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
    // Fragments and excluded files are not pages.
    expect(fs.existsSync(path.join(dist, 'guide/_intro.md'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'guide/snippets/ignored.md'))).toBe(false);
  });

  test('page records carry the toc (fragment headings included) and the commit date', async () => {
    const records = await bundledDocsData<PageRecordJson>({ siteDir: site, folder: 'pages' });
    const byRoute = new Map(records.map((record) => [record.routePath, record]));
    expect(records).toHaveLength(14);
    const ids = (route: string) => byRoute.get(route)!.toc.map((item) => item.id);
    expect(ids('/guide/components')).toEqual(['from-a-fragment', 'counter']);
    expect(ids('/zh/guide/components')).toEqual(['from-a-fragment', 'counter']);
    expect(ids('/guide/features')).toEqual(['containers', 'code', 'gfm', 'links', 'images']);
    expect(ids('/zh/guide/features')).toEqual(['容器', 'code', 'gfm', '链接', '图片']);
    expect(ids('/api/config')).toEqual(['title', 'base', 'base-examples']);
    for (const record of records) expect(record.lastUpdatedTime).toBe(Date.parse(COMMIT_DATE));
    // And the built page shows that toc in its outline.
    const outline = /<nav class="quire-outline"[\s\S]*?<\/nav>/.exec(read(dist, 'guide/features.html'))![0];
    expect([...outline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['containers', 'code', 'gfm', 'links', 'images']);
  });

  test('the overview data of /api/ lists its group with each page and its h2 headers', async () => {
    type Overview = { name?: string; items: { text: string; link: string; headers: { text: string; id: string; depth: number }[] }[] }[];
    const overviews = await bundledDocsData<Overview>({ siteDir: site, folder: 'overviews' });
    expect(overviews).toHaveLength(2);
    const simplify = (groups: Overview) =>
      groups.map((group) => ({ name: group.name, items: group.items.map((item) => ({ ...item, headers: item.headers.map(({ text, id, depth }) => ({ text, id, depth })) })) }));
    const en = overviews.find((groups) => groups[0]?.items[0]?.link.startsWith('/api/'))!;
    expect(simplify(en)).toEqual([
      {
        name: undefined,
        items: [
          { text: 'Commands', link: '/api/commands', headers: [{ text: 'build', id: 'build', depth: 2 }, { text: 'dev', id: 'dev', depth: 2 }] },
          { text: 'Config', link: '/api/config', headers: [{ text: 'title', id: 'title', depth: 2 }, { text: 'base', id: 'base', depth: 2 }] },
        ],
      },
    ]);
    const zh = overviews.find((groups) => groups[0]?.items[0]?.link.startsWith('/zh/api/'))!;
    expect(zh[0]!.items.map((item) => [item.text, item.link])).toEqual([
      ['命令', '/zh/api/commands'],
      ['配置', '/zh/api/config'],
    ]);
  });

  describe('after the first build', () => {
    test('dead links fail the build with file:line:column and leave dist/ untouched', async () => {
      const features = path.join(site, 'docs/en/guide/features.md');
      const original = fs.readFileSync(features, 'utf8');
      const htmlFile = path.join(dist, 'guide/features.html');
      const before = { mtime: fs.statSync(htmlFile).mtimeMs, html: fs.readFileSync(htmlFile, 'utf8') };
      const base = original.endsWith('\n') ? original : `${original}\n`;
      const line = base.split('\n').length + 1;
      fs.writeFileSync(features, `${base}\nSee [a missing page](./missing.md) and [a missing anchor](./components.mdx#nowhere).\n`);
      try {
        const result = await runQuire(['build', site]);
        expect(result.code).not.toBe(0);
        expect(result.stderr).toContain('2 dead link(s) found');
        expect(result.stderr).toContain(`docs/en/guide/features.md:${line}:5: dead link "./missing.md": no page has the route /guide/missing.`);
        expect(result.stderr).toContain(
          `docs/en/guide/features.md:${line}:40: dead link "./components.mdx#nowhere": /guide/components has no heading or element with id "nowhere".`,
        );
        expect(fs.statSync(htmlFile).mtimeMs).toBe(before.mtime);
        expect(fs.readFileSync(htmlFile, 'utf8')).toBe(before.html);
        expect(fs.readdirSync(site).filter((name) => name.startsWith('dist.'))).toEqual([]);
      } finally {
        fs.writeFileSync(features, original);
      }
    });

    test('a _meta.json entry naming a missing file fails the build naming both files', async () => {
      const meta = path.join(site, 'docs/en/guide/_meta.json');
      const original = fs.readFileSync(meta, 'utf8');
      const entries = JSON.parse(original) as unknown[];
      writeFiles(site, { 'docs/en/guide/_meta.json': JSON.stringify(['features', 'not-there', ...entries.slice(1)], null, 2) });
      const htmlFile = path.join(dist, 'guide/features.html');
      const mtime = fs.statSync(htmlFile).mtimeMs;
      try {
        const result = await runQuire(['build', site]);
        expect(result.code).not.toBe(0);
        expect(result.stderr).toContain('docs/en/guide/_meta.json');
        expect(result.stderr).toMatch(/entry "not-there" names docs\/en\/guide\/not-there\b.*which does not exist/);
        expect(fs.statSync(htmlFile).mtimeMs).toBe(mtime);
      } finally {
        fs.writeFileSync(meta, original);
      }
    });
  });

  test('a warm build shows a renamed heading in the page outline and in the overview that lists it', async () => {
    const config = path.join(site, 'docs/en/api/config.md');
    const original = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, original.replace('## base\n', '## base path\n'));
    try {
      // The caches of the first build are kept: only this page compiles again.
      const result = await runQuire(['build', site]);
      expect(result.code).toBe(0);
      const outline = /<nav class="quire-outline"[\s\S]*?<\/nav>/.exec(read(dist, 'api/config.html'))![0];
      expect([...outline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['title', 'base-path', 'base-examples']);
      expect(read(dist, 'api/index.html')).toContain('href="/api/config#base-path"');
    } finally {
      fs.writeFileSync(config, original);
    }
  }, 120_000);
});

import fs from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../test-utils/fixtures';
import { runQuire } from '../../../test-utils/runQuire';

jest.setTimeout(240_000);

/**
 * A bilingual site built for real: links to files that plugins write (`outputFiles`: rss, llms,
 * sitemap and an inline plugin's own) and to `public/` are not dead, `markdown.checkDeadLinks`
 * options (level, string and RegExp excludes), the "did you mean" of a dead anchor, and
 * `i18n.json` labels in the written sidebars and navbars.
 */
const config = (checkDeadLinks: string) => `import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Links',
  siteUrl: 'https://example.com',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  markdown: { checkDeadLinks: ${checkDeadLinks} },
  plugins: [
    'quire/plugins/sitemap',
    'quire/plugins/rss',
    'quire/plugins/llms',
    {
      name: 'report',
      outputFiles: ['reports/links.json'],
      async postBuild({ outDir }) {
        const fs = await import('node:fs/promises');
        await fs.mkdir(outDir + '/reports', { recursive: true });
        await fs.writeFile(outDir + '/reports/links.json', '{}');
      },
    },
  ],
});
`;

const site = makeSite({
  'quire.config.ts': config("{ level: 'warn', excludes: ['/old/page', /^\\/generated\\//] }"),
  'i18n.json': JSON.stringify({ guide: { en: 'Guide', zh: '指南' }, gettingStarted: { en: 'Getting Started', zh: '快速开始' }, tip: { en: 'Hint', zh: '贴士' } }),
  'components/Hello.tsx': "import { useI18n } from '@theme';\n\nexport default function Hello() {\n  const t = useI18n();\n  return <p id=\"hello\">{[t('gettingStarted'), t('prevPage'), t('noSuchKey')].join('|')}</p>;\n}\n",
  'docs/en/guide/hello.mdx': "import Hello from '../../../components/Hello.tsx';\n\n# Hello\n\n<Hello />\n\n:::tip\nA tip.\n:::\n",
  'docs/zh/guide/hello.mdx': "import Hello from '../../../components/Hello.tsx';\n\n# 你好\n\n<Hello />\n\n:::tip\n提示。\n:::\n",
  'public/files/guide.pdf': 'pdf',
  'docs/en/index.md': '# Home\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/en/_nav.json': JSON.stringify([{ text: 'guide', link: '/guide/start' }]),
  'docs/zh/_nav.json': JSON.stringify([{ text: 'guide', link: '/guide/start' }]),
  'docs/en/guide/_meta.json': JSON.stringify([{ type: 'file', name: 'start', label: 'gettingStarted' }, 'hello']),
  'docs/zh/guide/_meta.json': JSON.stringify([{ type: 'file', name: 'start', label: 'gettingStarted' }, 'hello']),
  'docs/en/guide/start.md': [
    '# Start',
    '',
    '## Routing convention',
    '',
    '[feed](/rss.xml) [full text](/llms-full.txt) [sitemap](/sitemap.xml) [report](/reports/links.json) [pdf](/files/guide.pdf#page=2)',
    '',
    '[old](/old/page) [generated](/generated/api.md)',
    '',
    '[typo](#routing-conventions)',
    '',
  ].join('\n'),
  'docs/zh/guide/start.md': '# 开始\n\n[订阅](/zh/rss.xml) [全文](/zh/llms-full.txt)\n',
});

const dist = path.join(site, 'dist');
const typo = 'docs/en/guide/start.md:9:1: dead link "#routing-conventions": /guide/start has no heading or element with id "routing-conventions"; did you mean #routing-convention?';

describe('dead links and i18n.json in a build', () => {
  let warnBuild: Awaited<ReturnType<typeof runQuire>>;

  beforeAll(async () => {
    warnBuild = await runQuire(['build', site]);
  });

  test("level 'warn': the dead anchor is a warning with its closest anchor, and the build succeeds", () => {
    expect(warnBuild.code).toBe(0);
    expect(warnBuild.stderr).toContain(`[quire] warning: ${path.join(site, typo)}`);
  });

  test('links to public/ files and to the files plugins write, and excluded links, are not reported', () => {
    const deadLines = warnBuild.stderr.split('\n').filter((line) => line.includes('dead link'));
    expect(deadLines).toHaveLength(1);
    for (const file of ['rss.xml', 'zh/rss.xml', 'llms-full.txt', 'zh/llms-full.txt', 'sitemap.xml', 'reports/links.json', 'files/guide.pdf']) {
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
  });

  test('labels of _meta.json and _nav.json that name an i18n.json key are written in each language', () => {
    const en = fs.readFileSync(path.join(dist, 'guide/start.html'), 'utf8');
    const zh = fs.readFileSync(path.join(dist, 'zh/guide/start.html'), 'utf8');
    expect(en).toMatch(/>Getting Started</);
    expect(en).toMatch(/>Guide</);
    expect(zh).toMatch(/>快速开始</);
    expect(zh).toMatch(/>指南</);
    expect(zh).not.toMatch(/>gettingStarted</);
    expect(warnBuild.stderr).not.toMatch(/i18n\.json: |looks like a key of i18n\.json/);
  });

  test("useI18n() reads i18n.json (over the theme's texts), the theme's texts, and shows an unknown key as written", () => {
    const en = fs.readFileSync(path.join(dist, 'guide/hello.html'), 'utf8');
    const zh = fs.readFileSync(path.join(dist, 'zh/guide/hello.html'), 'utf8');
    expect(en).toContain('<p id="hello">Getting Started|Previous|noSuchKey</p>');
    expect(zh).toContain('<p id="hello">快速开始|上一页|noSuchKey</p>');
    // The theme's own "tip" text, replaced by the site's table.
    expect(en).toMatch(/>Hint</);
    expect(zh).toMatch(/>贴士</);
    const unknown = warnBuild.stderr.split('\n').filter((line) => line.includes('"noSuchKey"'));
    // Once per rendering thread (pages render in batches of 16 on at most two): not once per page.
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThanOrEqual(2);
    expect(unknown[0]).toContain('useI18n: "noSuchKey" is neither a key of the site\'s i18n.json nor one of the theme\'s texts');
  });

  test("the default level fails the build, naming the dead anchor's closest anchor and the options", async () => {
    fs.writeFileSync(path.join(site, 'quire.config.ts'), config("{ excludes: ['/old/page', /^\\/generated\\//] }"));
    const result = await runQuire(['build', site]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('1 dead link(s) found');
    expect(result.stderr).toContain(typo);
    expect(result.stderr).toContain("markdown.checkDeadLinks: { level: 'warn' }");
  });
});

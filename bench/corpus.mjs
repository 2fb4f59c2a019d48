// Writes a realistic documentation corpus: N pages per language (English and Chinese), each with
// frontmatter, 4-8 h2/h3 sections, paragraphs, a list, a table, 2-3 code blocks (ts, bash, json),
// a :::tip container and internal links. Deterministic (seeded), so every run measures the same
// input. The same pages are laid out for Quire and for each peer (Rspress, VitePress, Docusaurus).
// Quire's corpus turns on every plugin of the website (sitemap, rss, llms, client-redirects,
// preview, playground, twoslash, api-docgen, typedoc; search, medium-zoom and last-updated are
// built in) and gives three of its pages a block or a component for them (`PLUGIN_PAGES`); the
// peers, who have none of these plugins, get the same pages as plain Markdown. Quire's corpus is
// a git repository of one commit, as a real site is (last-updated reads the history).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const EN_WORDS = `build page route theme plugin config option render bundle chunk module cache server client
markdown component layout sidebar navbar search index language locale version output static deploy preview
hydrate asset image link anchor heading section table list code block command file folder project site
reader author maintainer release change update install start write read load save serve watch compile
fast small simple clear stable typed lazy parallel bounded incremental`.split(/\s+/);
const ZH_PHRASES = `构建 页面 路由 主题 插件 配置 选项 渲染 打包 分块 模块 缓存 服务端 客户端 文档 组件 布局 侧边栏 导航栏 搜索
索引 语言 版本 输出 静态 部署 预览 水合 资源 图片 链接 锚点 标题 章节 表格 列表 代码块 命令 文件 目录 项目 站点
读者 作者 维护者 发布 更新 安装 启动 编写 读取 加载 保存 监听 编译 快速 简单 清晰 稳定 按需 并行 增量`.split(/\s+/);

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES_PER_SECTION = 10;

export function pagePath(index) {
  return `guide/section-${Math.floor(index / PAGES_PER_SECTION) + 1}/page-${(index % PAGES_PER_SECTION) + 1}`;
}

function makeText(random, lang) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentence = () => {
    const length = 8 + Math.floor(random() * 10);
    if (lang === 'zh') return `${Array.from({ length }, () => pick(ZH_PHRASES)).join('')}。`;
    const words = Array.from({ length }, () => pick(EN_WORDS));
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return `${words.join(' ')}.`;
  };
  const paragraph = () => Array.from({ length: 2 + Math.floor(random() * 3) }, sentence).join(' ');
  const title = () => (lang === 'zh' ? Array.from({ length: 3 }, () => pick(ZH_PHRASES)).join('') : `${pick(EN_WORDS)} ${pick(EN_WORDS)}`.replace(/^./, (c) => c.toUpperCase()));
  return { sentence, paragraph, title, pick };
}

const CODE = {
  ts: (t) => `\`\`\`ts\nimport { defineConfig } from 'quire';\n\nexport default defineConfig({\n  title: '${t.title()}',\n  base: '/docs/',\n  route: { cleanUrls: true },\n});\n\`\`\``,
  bash: () => `\`\`\`bash\nnpm install\nnpx quire build --out-dir public\nnpx quire preview --port 8080\n\`\`\``,
  json: (t) => `\`\`\`json\n{\n  "name": "${t.pick(EN_WORDS)}-docs",\n  "private": true,\n  "scripts": { "build": "quire build", "dev": "quire dev" }\n}\n\`\`\``,
};

/**
 * The Markdown of one page. `link(index)` turns another page's index into a URL for the tool at
 * hand; `frontmatter` lets each tool get what it expects.
 */
/** The title (and h1) of page `index` in `lang`: what the dev and navigation measures wait for. */
export function pageTitle({ index, lang }) {
  const t = makeText(rng(index * 7919 + (lang === 'zh' ? 104729 : 1)), lang);
  return `${t.title()} ${index + 1}`;
}

export function pageMarkdown({ index, lang, total, link }) {
  const random = rng(index * 7919 + (lang === 'zh' ? 104729 : 1));
  const t = makeText(random, lang);
  const title = `${t.title()} ${index + 1}`;
  const sections = 4 + Math.floor(random() * 5);
  const codeKinds = ['ts', 'bash', 'json'].slice(0, 2 + Math.floor(random() * 2));
  const blocks = [`---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(t.sentence())}\n---\n`, `# ${title}\n`, t.paragraph(), ''];
  for (let s = 0; s < sections; s += 1) {
    const level = s > 0 && random() < 0.35 ? '###' : '##';
    blocks.push(`${level} ${t.title()} ${s + 1}\n`, t.paragraph(), '');
    if (s === 0) blocks.push(Array.from({ length: 4 }, () => `- ${t.sentence()}`).join('\n'), '');
    if (s === 1) {
      blocks.push(
        lang === 'zh' ? '| 选项 | 类型 | 默认值 |\n| --- | --- | --- |' : '| Option | Type | Default |\n| --- | --- | --- |',
        ...Array.from({ length: 4 }, () => `| \`${t.pick(EN_WORDS)}\` | \`string\` | \`'${t.pick(EN_WORDS)}'\` |`),
        '',
      );
    }
    if (s === 2) blocks.push(`:::tip\n${t.sentence()}\n:::`, '');
    if (s < codeKinds.length) blocks.push(CODE[codeKinds[s]](t), '');
    if (s === sections - 1) {
      const targets = [1, 2, 3].map((k) => (index + k * 13) % total).filter((i) => i !== index);
      blocks.push(targets.map((i) => `- [${lang === 'zh' ? '另见' : 'See also'} ${i + 1}](${link(i)})`).join('\n'), '');
    }
  }
  return `${blocks.join('\n')}\n`;
}

function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function homeMarkdown(lang, frontmatter) {
  return `${frontmatter}\n# ${lang === 'zh' ? '基准文档' : 'Benchmark docs'}\n\n${lang === 'zh' ? '用于测量构建性能的文档站点。' : 'A documentation site used to measure builds.'}\n`;
}

const HOME_FRONTMATTER = '---\npageType: home\n---\n';

/**
 * The pages of Quire's corpus that use a plugin, by index (the first of each section is left
 * plain: page 1 is the doc page the benchmark edits, loads and navigates from). Page 5 is `.mdx`,
 * where `<API>` works.
 */
export const PLUGIN_PAGES = { demos: 2, twoslash: 3, api: 4 };

const QUIRE_CONFIG = `import { defineConfig } from 'quire';

export default defineConfig({
  title: 'Bench',
  siteUrl: 'https://bench.example.com',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [
    'quire/plugins/sitemap',
    ['quire/plugins/rss', { copyright: '© Bench' }],
    'quire/plugins/llms',
    [
      'quire/plugins/client-redirects',
      {
        redirects: [
          { from: ['/start', '/guide/start'], to: '/guide/section-1/page-1' },
          { from: '/zh/start', to: '/zh/guide/section-1/page-1' },
        ],
      },
    ],
    'quire/plugins/preview',
    'quire/plugins/playground',
    'quire/plugins/twoslash',
    ['quire/plugins/api-docgen', { entries: { Button: 'components/Button.tsx' } }],
    ['quire/plugins/typedoc', { entryPoints: ['src/index.ts'], tsconfig: './tsconfig.typedoc.json' }],
  ],
  themeConfig: { lastUpdated: true },
});
`;

const BUTTON_TSX = `export interface ButtonProps {
  /**
   * The text of the button.
   * @zh 按钮的文字。
   */
  label: string;
  /**
   * The colour: \`brand\` or \`alt\`.
   * @zh 颜色：\`brand\` 或 \`alt\`。
   * @default 'brand'
   */
  theme?: 'brand' | 'alt';
  /** Called on a click. */
  onClick?: () => void;
}

/** A button of the benchmark's corpus. */
export function Button({ label, theme = 'brand', onClick }: ButtonProps) {
  return (
    <button type="button" className={\`bench-button bench-button-\${theme}\`} onClick={onClick}>
      {label}
    </button>
  );
}
`;

const INDEX_TS = `/** Options of {@link createSite}. */
export interface SiteOptions {
  /** The site's title. */
  title: string;
  /** Pages per language. */
  pages?: number;
}

/** A site made by {@link createSite}. */
export interface Site {
  options: SiteOptions;
  /** The routes of the site's pages. */
  routes(): string[];
}

/** Makes a site of \`options.pages\` pages. */
export function createSite(options: SiteOptions): Site {
  return { options, routes: () => Array.from({ length: options.pages ?? 1 }, (_, i) => \`/page-\${i + 1}\`) };
}

/** The version of the benchmark's API. */
export const version = '1.0.0';
`;

const TSCONFIG = `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "Bundler",
    "jsx": "react-jsx",
    "strict": true,
    "skipLibCheck": true,
    "noEmit": true
  },
  "include": ["components", "src"]
}
`;

const TSCONFIG_TYPEDOC = `{
  "extends": "./tsconfig.json",
  "include": ["src"]
}
`;

/** What a page of `PLUGIN_PAGES` adds for its plugins, at its end (Quire's corpus only). */
function pluginSection(index, lang) {
  const zh = lang === 'zh';
  if (index === PLUGIN_PAGES.demos) {
    return [
      `## ${zh ? '示例' : 'Examples'}\n`,
      '```tsx preview\nimport { useState } from \'react\';\n\nexport default function Counter() {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>' + (zh ? '点击' : 'Clicked') + ' {count}</button>;\n}\n```\n',
      '```tsx playground\nexport default function Greeting() {\n  return <p>' + (zh ? '你好' : 'Hello') + ', <strong>bench</strong></p>;\n}\n```\n',
    ].join('\n');
  }
  if (index === PLUGIN_PAGES.twoslash) {
    return [
      `## ${zh ? '类型' : 'Types'}\n`,
      '```ts twoslash\ninterface Page {\n  /** The route of the page. */\n  route: string;\n  title: string;\n}\n\nconst page: Page = { route: \'/guide\', title: \'Guide\' };\nconst route = page.route;\n//    ^?\n```\n',
    ].join('\n');
  }
  if (index === PLUGIN_PAGES.api) return `## ${zh ? '属性' : 'Props'}\n\n<API moduleName="Button" />\n`;
  return undefined;
}

/** The file of page `index` of Quire's corpus, relative to docs/<lang>/. */
function quirePagePath(index) {
  return `${pagePath(index)}.${index === PLUGIN_PAGES.api ? 'mdx' : 'md'}`;
}

/** One commit of everything, with a fixed author and date: the same corpus is the same commit. */
function commitAll(root) {
  const date = '2026-01-01T00:00:00Z';
  const env = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com', GIT_COMMITTER_DATE: date };
  const git = (...args) => execFileSync('git', args, { cwd: root, env, stdio: 'pipe' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--no-gpg-sign', '-m', 'The benchmark corpus');
}

/** Quire: docs/<lang>/..., Chinese under /zh; every plugin of the website; a git repository. */
function writeQuire(root, n) {
  write(path.join(root, 'quire.config.ts'), QUIRE_CONFIG);
  write(path.join(root, 'components', 'Button.tsx'), BUTTON_TSX);
  write(path.join(root, 'src', 'index.ts'), INDEX_TS);
  write(path.join(root, 'tsconfig.json'), TSCONFIG);
  write(path.join(root, 'tsconfig.typedoc.json'), TSCONFIG_TYPEDOC);
  write(path.join(root, '.gitignore'), 'node_modules/\n.quire/\ndist/\n');
  for (const lang of ['en', 'zh']) {
    write(path.join(root, 'docs', lang, 'index.md'), homeMarkdown(lang, HOME_FRONTMATTER));
    const prefix = lang === 'zh' ? '/zh/' : '/';
    for (let i = 0; i < n; i += 1) {
      const page = pageMarkdown({ index: i, lang, total: n, link: (j) => `${prefix}${pagePath(j)}` });
      const extra = pluginSection(i, lang);
      write(path.join(root, 'docs', lang, quirePagePath(i)), extra ? `${page}\n${extra}` : page);
    }
  }
  commitAll(root);
}

/** Rspress 2: docs/<lang>/..., default language without prefix. */
function writeRspress(root, n) {
  write(
    path.join(root, 'rspress.config.ts'),
    `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({\n  root: 'docs',\n  title: 'Bench',\n  lang: 'en',\n  locales: [\n    { lang: 'en', label: 'English' },\n    { lang: 'zh', label: '简体中文' },\n  ],\n});\n`,
  );
  for (const lang of ['en', 'zh']) {
    write(path.join(root, 'docs', lang, 'index.md'), homeMarkdown(lang, HOME_FRONTMATTER));
    const prefix = lang === 'zh' ? '/zh/' : '/';
    for (let i = 0; i < n; i += 1) {
      write(path.join(root, 'docs', lang, `${pagePath(i)}.md`), pageMarkdown({ index: i, lang, total: n, link: (j) => `${prefix}${pagePath(j)}` }));
    }
  }
}

/** VitePress 1: English at the root of docs/, Chinese under docs/zh/. */
function writeVitepress(root, n) {
  write(
    path.join(root, 'docs', '.vitepress', 'config.mjs'),
    `export default {\n  title: 'Bench',\n  locales: {\n    root: { label: 'English', lang: 'en' },\n    zh: { label: '简体中文', lang: 'zh', link: '/zh/' },\n  },\n};\n`,
  );
  for (const lang of ['en', 'zh']) {
    const dir = lang === 'zh' ? path.join(root, 'docs', 'zh') : path.join(root, 'docs');
    write(path.join(dir, 'index.md'), homeMarkdown(lang, '---\nlayout: home\n---\n'));
    const prefix = lang === 'zh' ? '/zh/' : '/';
    for (let i = 0; i < n; i += 1) {
      write(path.join(dir, `${pagePath(i)}.md`), pageMarkdown({ index: i, lang, total: n, link: (j) => `${prefix}${pagePath(j)}` }));
    }
  }
}

/** Docusaurus 3: English docs in docs/, Chinese in i18n/zh/...; one build per locale. */
function writeDocusaurus(root, n) {
  write(
    path.join(root, 'docusaurus.config.js'),
    `module.exports = {\n  title: 'Bench',\n  url: 'https://example.com',\n  baseUrl: '/',\n  onBrokenLinks: 'throw',\n  i18n: { defaultLocale: 'en', locales: ['en', 'zh'] },\n  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false, pages: false, theme: {} }]],\n};\n`,
  );
  write(path.join(root, 'sidebars.js'), `module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n`);
  for (const lang of ['en', 'zh']) {
    const dir = lang === 'zh' ? path.join(root, 'i18n', 'zh', 'docusaurus-plugin-content-docs', 'current') : path.join(root, 'docs');
    write(path.join(dir, 'index.md'), homeMarkdown(lang, '---\nslug: /\n---\n'));
    // Docusaurus prefixes each locale's links with its own base URL.
    for (let i = 0; i < n; i += 1) {
      write(path.join(dir, `${pagePath(i)}.md`), pageMarkdown({ index: i, lang, total: n, link: (j) => `/${pagePath(j)}` }));
    }
  }
}

export const writers = { quire: writeQuire, rspress: writeRspress, vitepress: writeVitepress, docusaurus: writeDocusaurus };

/** Writes the corpus for one tool into `root` (emptied first, except node_modules). */
export function writeCorpus({ tool, root, pagesPerLang }) {
  if (fs.existsSync(root)) {
    for (const entry of fs.readdirSync(root)) if (entry !== 'node_modules') fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(root, { recursive: true });
  writers[tool](root, pagesPerLang);
}

/** The file of page `index` in language `lang` for a tool: what a warm build edits. */
export function pageFile({ tool, root, lang, index }) {
  const rel = tool === 'quire' ? quirePagePath(index) : `${pagePath(index)}.md`;
  if (tool === 'vitepress') return path.join(root, 'docs', lang === 'zh' ? 'zh' : '', rel);
  if (tool === 'docusaurus') return lang === 'zh' ? path.join(root, 'i18n', 'zh', 'docusaurus-plugin-content-docs', 'current', rel) : path.join(root, 'docs', rel);
  return path.join(root, 'docs', lang, rel);
}

/**
 * A page the corpus does not have, in English, at the end of the first section: what the
 * benchmark adds and removes again. { file, route, content } for the tool at hand.
 */
export function addedPage({ tool, root, pagesPerLang }) {
  const route = 'guide/section-1/page-added';
  const file = path.join(path.dirname(pageFile({ tool, root, lang: 'en', index: 0 })), 'page-added.md');
  const content = pageMarkdown({ index: pagesPerLang, lang: 'en', total: pagesPerLang, link: (j) => `/${pagePath(j)}` });
  return { file, route, content };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [tool = 'quire', pages = '60', dir] = process.argv.slice(2);
  const root = dir ? path.resolve(dir) : path.resolve('bench/.corpus', `${tool}-${pages}`);
  writeCorpus({ tool, root, pagesPerLang: Number(pages) });
  console.log(`wrote ${pages} pages per language for ${tool} into ${root}`);
}

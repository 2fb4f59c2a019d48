import { builtSite } from './builtSites';
import { linkQuire, writeFiles } from './fixtures';
import { runQuire } from './runQuire';

/**
 * A bilingual site whose every string an author controls carries a payload (issue 17, item 3):
 * titles, descriptions, `head` entries, nav and sidebar labels (config, `_nav.json`, `_meta.json`),
 * hero and features, headings and text (search, feeds, llms.txt), redirect targets, and
 * `javascript:`/`vbscript:`/`data:text/html` links wherever a link can be written. A payload that
 * ever ran calls `__pwn(id)` (the test's page defines it) with the number of its place here, so a
 * failure names the place.
 */

/** What every payload holds: the call it makes if it runs. */
export const PAYLOAD_MARKER = '__pwn';

/**
 * Every place a payload was put: id -> where, and whether it is text (`textPayload`, ending in
 * `end<id>`), a URL, or text that goes with an unsafe URL and is left out with it (a hero action).
 */
export type PayloadSites = Map<number, { where: string; kind: 'text' | 'url' | 'dropped text' }>;

/** The text payload: breaks out of attributes (both quotes), titles, scripts, styles, comments, CDATA, Markdown links, JS strings (U+2028/9). */
export function textPayload(id: number): string {
  return (
    `P${id} "'><img src=x onerror=__pwn(${id})> [x](javascript:__pwn(${id})) ](javascript:__pwn(${id}))` +
    ` </title></script></style></textarea><!--<script>__pwn(${id})</script>--> ]]> &lt;script&gt;__pwn(${id})&lt;/script&gt;` +
    ` \u2028\u2029<svg onload=__pwn(${id})> end${id}`
  );
}

/** The URL payloads, in the spellings browsers accept. */
export function urlPayloads(id: number): string[] {
  return [
    `javascript:__pwn(${id})`,
    ` JaVaScRiPt:__pwn(${id})`,
    `java\tscript:__pwn(${id})`,
    `vbscript:__pwn(${id})`,
    `data:text/html,<script>parent.__pwn(${id})</script>`,
  ];
}

/**
 * Whether a script holding a payload is one that may: a `head` entry's own script, whole (the
 * payload in its comment did not end it early), or the client-redirects page's script, whose
 * target (with the payload) is one JSON string without a raw `<`.
 */
export function isKnownScript(text: string): boolean {
  const authors = /^\/\* P\d+ [\s\S]* \*\/ \(window\.__authorScripts = window\.__authorScripts \|\| \[\]\)\.push\("(?:[^"\\]|\\.)*"\);$/;
  const redirect = /^\(function\(\)\{var t=new URL\("(?:[^"\\<]|\\.)*",location\.href\);if\(!t\.search\)t\.search=location\.search;if\(!t\.hash\)t\.hash=location\.hash;location\.replace\(t\.href\)\}\)\(\)$/;
  return authors.test(text) || redirect.test(text);
}

/** Whether a style holding a payload is a `head` entry's own style, whole. */
export function isAuthorStyle(text: string): boolean {
  return /^\/\* P\d+ [\s\S]* \*\/ \.x-hostile \{ color: red \}$/.test(text);
}

/** A string for a YAML double-quoted scalar or a TypeScript literal (JSON, with U+2028/9 escaped). */
function quoted(value: unknown): string {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Markdown text that reads as `value`: every ASCII punctuation character backslash-escaped. */
function mdText(value: string): string {
  return value.replace(/[!-/:-@[-`{-~]/g, (char) => `\\${char}`);
}

/** A Markdown link destination in angle brackets, which may hold spaces, tabs and parentheses. */
function mdUrl(url: string): string {
  return `<${url.replace(/[<>\\]/g, (char) => `\\${char}`)}>`;
}

/** Records places and hands out their ids. */
class Payloads {
  readonly sites: PayloadSites = new Map();
  /** A new place's id. */
  id(where: string, kind: 'text' | 'url' | 'dropped text' = 'url'): number {
    const id = this.sites.size + 1;
    this.sites.set(id, { where, kind });
    return id;
  }
  text(where: string): string {
    return textPayload(this.id(where, 'text'));
  }
  /** Text that Quire leaves out with the unsafe URL it goes with. */
  droppedText(where: string): string {
    return textPayload(this.id(where, 'dropped text'));
  }
  /** A URL payload (one of its spellings, by turns). */
  url(where: string): string {
    const id = this.id(where);
    const spellings = urlPayloads(id);
    return spellings[id % spellings.length]!;
  }
}

const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);
/** A page's file name with `&`, both quotes, `<` and `>`: its route goes into URLs, attributes, JSON and XML. */
const ODD_NAME = `odd-&'"<b>`;

/** A frontmatter block: JSON is YAML, and quoted() keeps U+2028/9 as escapes (YAML 1.1 readers take them as line breaks). */
function yamlFrontmatter(fields: Record<string, unknown>): string {
  return `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${quoted(value)}`).join('\n')}\n---\n`;
}

function headEntries({ p, where }: { p: Payloads; where: string }): unknown[] {
  return [
    ['meta', { name: 'x-hostile', content: p.text(`${where}: head meta content`) }],
    ['link', { rel: 'help', href: p.url(`${where}: head link href`) }],
    // The author's own script and style: they run and apply (the test checks the marker), and the
    // payload in their comments must not end them early.
    ['script', {}, `/* ${p.text(`${where}: head script content`).replace(/\*\//g, '')} */ (window.__authorScripts = window.__authorScripts || []).push(${quoted(where)});`],
    ['style', {}, `/* ${p.text(`${where}: head style content`).replace(/\*\//g, '')} */ .x-hostile { color: red }`],
  ];
}

/** The Markdown body of a doc page: headings, text, code, containers, tables and every kind of link. */
function docBody({ p, where, lang }: { p: Payloads; where: string; lang: Lang }): string {
  const t = (what: string) => mdText(p.text(`${where}: ${what}`));
  const u = (what: string) => p.url(`${where}: ${what}`);
  return [
    `## ${t('h2 heading')}`,
    '',
    `${t('paragraph')} with a [link](${mdUrl(u('Markdown link'))}) and \`${p.text(`${where}: inline code`).replace(/`/g, '')}\`.`,
    '',
    `An autolink <javascript:__pwn(${p.id(`${where}: autolink`)})> and a [reference link][evil].`,
    '',
    `[evil]: ${mdUrl(u('link reference definition'))}`,
    '',
    `![${t('image alt')}](${mdUrl(u('image src'))})`,
    '',
    `### ${t('h3 heading')}`,
    '',
    `:::tip ${t('container title')}`,
    t('container body'),
    ':::',
    '',
    `| ${t('table head')} |`,
    '| --- |',
    `| ${t('table cell')} |`,
    '',
    `\`\`\`js title=${quoted(p.text(`${where}: code block title`).replace(/"/g, ''))}`,
    `const s = ${quoted(p.text(`${where}: code block`))};`,
    '```',
    '',
    `#### ${t('h4 heading')}`,
    '',
    lang === 'en' ? 'Some words to search for: hostile.' : '一些可以搜索的文字：敌意。',
    '',
  ].join('\n');
}

function homePage({ p, lang }: { p: Payloads; lang: Lang }): string {
  const where = `docs/${lang}/index.md`;
  const t = (what: string) => p.text(`${where}: ${what}`);
  const u = (what: string) => p.url(`${where}: ${what}`);
  return (
    yamlFrontmatter({
      pageType: 'home',
      title: t('title'),
      description: t('description'),
      head: headEntries({ p, where }),
      hero: {
        badge: t('hero badge'),
        name: t('hero name'),
        text: [t('hero text line 1'), t('hero text line 2')],
        tagline: t('hero tagline'),
        actions: [
          // An action with an unsafe link is left out whole (its text too).
          { theme: 'brand', text: p.droppedText(`${where}: hero action text`), link: u('hero action link') },
          { theme: 'alt', text: t('hero action 2 text'), link: `${prefix(lang)}/guide/start` },
          { theme: 'alt', text: p.droppedText(`${where}: hero action 3 text`), link: u('hero action 3 link') },
        ],
        image: { src: '/logo.svg', alt: t('hero image alt') },
      },
      features: [
        { title: t('feature title'), details: t('feature details'), icon: t('feature icon'), link: u('feature link') },
        { title: t('feature 2 title'), details: t('feature 2 details'), link: u('feature 2 link') },
        { title: t('feature 3 title'), link: `${prefix(lang)}/guide/start` },
      ],
    }) + '\n'
  );
}

function docPage({ p, lang, file, extra = {} }: { p: Payloads; lang: Lang; file: string; extra?: Record<string, unknown> }): string {
  const where = `docs/${lang}/${file}`;
  return (
    yamlFrontmatter({
      title: p.text(`${where}: title`),
      description: p.text(`${where}: description`),
      tag: p.text(`${where}: tag`),
      head: headEntries({ p, where }),
      ...extra,
    }) +
    '\n' +
    docBody({ p, where, lang })
  );
}

/** An MDX page: the payloads in expressions and JSX attributes, which JSX renders as text and values. */
function mdxPage({ p, lang }: { p: Payloads; lang: Lang }): string {
  const where = `docs/${lang}/guide/mdx.mdx`;
  const t = (what: string) => quoted(p.text(`${where}: ${what}`));
  return [
    yamlFrontmatter({ title: p.text(`${where}: title`), description: p.text(`${where}: description`) }),
    `## {${t('h2 expression')}}`,
    '',
    `Text {${t('paragraph expression')}} and a [link](${mdUrl(p.url(`${where}: Markdown link`))}).`,
    '',
    `<span title={${t('JSX attribute')}}>{${t('JSX child')}}</span>`,
    '',
  ].join('\n');
}

function metaJson({ p, lang }: { p: Payloads; lang: Lang }): string {
  const where = `docs/${lang}/guide/_meta.json`;
  const t = (what: string) => p.text(`${where}: ${what}`);
  return JSON.stringify([
    { type: 'section-header', label: t('section-header label'), tag: t('section-header tag') },
    'start',
    // A page's frontmatter tag wins over its entry's: the MDX page has none.
    { type: 'file', name: 'mdx', label: t('file label'), tag: t('file tag') },
    { type: 'dir', name: 'deep', label: t('dir label'), collapsible: true, collapsed: false },
    { type: 'divider' },
    { type: 'custom-link', label: t('custom-link label'), link: p.url(`${where}: custom-link link`) },
    { type: 'custom-link', label: t('custom-link group label'), items: [{ type: 'custom-link', label: t('nested custom-link label'), link: p.url(`${where}: nested custom-link link`) }] },
  ]);
}

function navJson({ p, lang }: { p: Payloads; lang: Lang }): string {
  const where = `docs/${lang}/_nav.json`;
  return JSON.stringify([
    { text: p.text(`${where}: nav text`), link: `${prefix(lang)}/guide/start`, tag: p.text(`${where}: nav tag`) },
    { text: p.text(`${where}: nav 2 text`), link: p.url(`${where}: nav 2 link`) },
    { text: p.text(`${where}: menu text`), items: [{ text: p.text(`${where}: menu item text`), link: p.url(`${where}: menu item link`) }, { text: 'API', link: `${prefix(lang)}/api/` }] },
  ]);
}

function localeTexts({ p, lang }: { p: Payloads; lang: Lang }) {
  const where = `quire.config.ts: themeConfig.locales[${lang}]`;
  const t = (what: string) => p.text(`${where}.${what}`);
  return {
    lang,
    label: t('label'),
    title: t('title'),
    description: t('description'),
    outlineTitle: t('outlineTitle'),
    lastUpdatedText: t('lastUpdatedText'),
    prevPageText: t('prevPageText'),
    nextPageText: t('nextPageText'),
    searchPlaceholderText: t('searchPlaceholderText'),
    overview: { filterNameText: t('overview.filterNameText'), filterPlaceholderText: t('overview.filterPlaceholderText'), filterNoResultText: t('overview.filterNoResultText') },
    banner: { text: t('banner.text'), link: p.url(`${where}.banner.link`) },
    // A URL with the characters an attribute must escape (the unsafe ones are the banner's and the root editLink's).
    editLink: { docRepoBaseUrl: `https://hostile.example/edit/${p.text(`${where}.editLink.docRepoBaseUrl`)}`, text: t('editLink.text') },
  };
}

function config({ p }: { p: Payloads }): string {
  const where = 'quire.config.ts';
  const t = (what: string) => p.text(`${where}: ${what}`);
  const u = (what: string) => p.url(`${where}: ${what}`);
  const en = localeTexts({ p, lang: 'en' });
  const zh = localeTexts({ p, lang: 'zh' });
  const enNav = [
    { text: t('nav text'), link: '/guide/start', tag: t('nav tag') },
    { text: t('nav 2 text'), link: u('nav 2 link') },
    { text: t('menu text'), items: [{ text: t('menu item text'), link: u('menu item link') }, { text: 'API', link: '/api/' }] },
  ];
  // English takes its sidebar from the config, Chinese from _meta.json.
  const enSidebar = {
    '/guide/': [
      { sectionHeaderText: t('sidebar section header'), tag: t('sidebar section header tag') },
      { text: t('sidebar item text'), link: '/guide/start', tag: t('sidebar item tag') },
      { text: t('sidebar item 2 text'), link: '/guide/mdx' },
      { text: t('sidebar group text'), collapsible: true, items: [{ text: t('sidebar group item text'), link: '/guide/deep/page' }] },
      { dividerType: 'solid' },
      { text: t('sidebar unsafe item text'), link: u('sidebar item link') },
    ],
    '/api/': [{ text: t('sidebar api group text'), items: [{ text: t('sidebar api item text'), link: '/api/' }, { text: t('sidebar api item 2 text'), link: '/api/config' }, { text: 'Odd', link: `/api/${ODD_NAME}` }] }],
  };
  const value = {
    title: t('title'),
    description: t('description'),
    siteUrl: 'https://hostile.example',
    logoText: t('logoText'),
    icon: '/logo.svg',
    lang: 'en',
    locales: [
      { lang: 'en', label: t('locales[en].label'), title: t('locales[en].title'), description: t('locales[en].description') },
      { lang: 'zh', label: t('locales[zh].label'), title: t('locales[zh].title'), description: t('locales[zh].description') },
    ],
    head: headEntries({ p, where }),
    themeConfig: {
      footer: { message: t('themeConfig.footer.message') },
      // Dropped (its URL could run script): each language has its own.
      editLink: { docRepoBaseUrl: u('themeConfig.editLink.docRepoBaseUrl'), text: 'Edit' },
      socialLinks: [
        { icon: 'github', mode: 'link', content: u('socialLinks[0].content') },
        { icon: 'npm', mode: 'text', content: t('socialLinks[1].content') },
        { icon: 'discord', mode: 'img', content: u('socialLinks[2].content') },
        { icon: 'x', mode: 'link', content: u('socialLinks[3].content') },
      ],
      locales: [{ ...en, nav: enNav, sidebar: enSidebar }, zh],
    },
    plugins: [
      ['quire/plugins/sitemap', {}],
      [
        'quire/plugins/rss',
        {
          copyright: t('rss copyright'),
          author: { name: t('rss author name') },
        },
      ],
      ['quire/plugins/llms', { description: { en: t('llms description en'), zh: t('llms description zh') } }],
      [
        'quire/plugins/client-redirects',
        {
          redirects: [
            { from: '/old/start', to: `/guide/start?q=x${p.text(`${where}: redirect to query`).replace(/[#\s]/g, '')}` },
            { from: '/zh/old/start', to: `/zh/guide/start#${p.text(`${where}: redirect to hash`).replace(/\s/g, '')}` },
          ],
        },
      ],
    ],
  };
  return `import { defineConfig } from 'quire';\n\nexport default defineConfig(${quoted(value)} as never);\n`;
}

/**
 * The hostile site's files (path -> content) and its payload places. Pages per language: the home
 * page, a doc page and an MDX page in `guide/`, a page in a sub-folder, an overview page, a page
 * and a page whose file name holds `&'"<>` in `api/`. English takes its nav and sidebar from the
 * config, Chinese from `_nav.json` and `_meta.json`.
 */
export function hostileSiteFiles(): { files: Record<string, string>; sites: PayloadSites } {
  const p = new Payloads();
  const files: Record<string, string> = {
    'quire.config.ts': config({ p }),
    'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
  };
  for (const lang of LANGS) {
    files[`docs/${lang}/index.md`] = homePage({ p, lang });
    if (lang === 'zh') {
      files[`docs/${lang}/_nav.json`] = navJson({ p, lang });
      files[`docs/${lang}/guide/_meta.json`] = metaJson({ p, lang });
    }
    files[`docs/${lang}/guide/start.md`] = docPage({ p, lang, file: 'guide/start.md', extra: { date: '2024-05-01' } });
    files[`docs/${lang}/guide/mdx.mdx`] = mdxPage({ p, lang });
    files[`docs/${lang}/guide/deep/page.md`] = docPage({ p, lang, file: 'guide/deep/page.md', extra: { date: '2024-04-01' } });
    files[`docs/${lang}/api/index.md`] = docPage({ p, lang, file: 'api/index.md', extra: { overview: true } });
    files[`docs/${lang}/api/config.md`] = docPage({ p, lang, file: 'api/config.md' });
    // A route with the characters a URL, an attribute and XML must escape.
    files[`docs/${lang}/api/${ODD_NAME}.md`] = docPage({ p, lang, file: `api/${ODD_NAME}.md` });
  }
  return { files, sites: p.sites };
}

/** Writes the hostile site (its files that pass `only`, when given) into `dir`, with `quire` linked, and returns its payload places. */
export function writeHostileSite({ dir, only = () => true }: { dir: string; only?: (file: string) => boolean }): PayloadSites {
  const { files, sites } = hostileSiteFiles();
  writeFiles(dir, Object.fromEntries(Object.entries(files).filter(([file]) => only(file))));
  linkQuire(dir);
  return sites;
}

/** The hostile site, built once per test run: its folder (read it, never change it) and its payload places. */
export async function builtHostileSite(): Promise<{ site: string; sites: PayloadSites }> {
  const site = await builtSite({
    variant: 'hostile-site',
    build: async (dir) => {
      writeHostileSite({ dir });
      const build = await runQuire(['build', dir], { timeout: 240_000 });
      if (build.code !== 0) throw new Error(`the hostile fixture did not build:\n${build.stdout}\n${build.stderr}`);
    },
  });
  return { site, sites: hostileSiteFiles().sites };
}

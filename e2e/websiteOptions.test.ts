import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { siteConfigSchema } from '../core/config/configSchema';
import { frontmatterSchema } from '../core/markdown/frontmatter';
import { algoliaOptionsSchema } from '../plugins/algolia/options';
import { optionsSchema as apiDocgenSchema } from '../plugins/api-docgen/options';
import { optionsSchema as clientRedirectsSchema } from '../plugins/client-redirects/options';
import { llmsOptionsSchema } from '../plugins/llms/options';
import { optionsSchema as mediumZoomSchema } from '../plugins/medium-zoom/options';
import { optionsSchema as playgroundSchema } from '../plugins/playground/options';
import { optionsSchema as previewSchema } from '../plugins/preview/options';
import { optionsSchema as rssSchema } from '../plugins/rss/options';
import { sitemapOptionsSchema } from '../plugins/sitemap/options';
import { optionsSchema as twoslashSchema } from '../plugins/twoslash/options';
import { optionsSchema as typedocSchema } from '../plugins/typedoc/options';
import { compareOptions, documentedOptions, interfaceOptions, parseMarkdown, schemaOptions, type SchemaOption } from '../test-utils/optionTables';
import { repoRoot } from '../test-utils/runQuire';

/**
 * The option tables of the website (config, frontmatter and official-plugin pages, English and
 * Chinese) against the schemas that validate those options: a page fails when the code gains, loses
 * or changes an option (its name, type, default or being required) and the page does not follow.
 * How a page is read and compared: test-utils/optionTables.ts (its unit test proves the comparator
 * bites, on a synthetic schema and page).
 *
 * Levels checked: every option at the page's root (each of these pages lists them all, except Build
 * config, which covers a part of the config), and, at any depth, every field of an object of which the
 * page documents one field (a table under `## hero`, rows such as `iframe.height` or `feeds[].id`).
 * An object documented by one row with its type only (`actions: { text, link, theme? }[]`,
 * `sidebar: Record<string, SidebarEntry[]>`) is checked for its type, not its fields.
 */

const LANGS = ['en', 'zh'] as const;
const SITE_LANGS = ['en', 'zh'];

/**
 * Frontmatter fields that Quire reads but the frontmatter schema does not validate (the schema keeps
 * unknown keys): documented like the others, as the type the reader expects. Each comes with the
 * file that reads it, which the test checks.
 */
const FRONTMATTER_READ_OUTSIDE_SCHEMA: { option: SchemaOption; readIn: string; reads: RegExp }[] = [
  {
    option: { path: 'context', kinds: new Set(['string']), required: false },
    readIn: 'plugins/docs/navigation/pageItem.ts',
    reads: /frontmatter\.context/,
  },
];

interface Pair {
  /** The page, under website/docs/<lang>/. */
  page: string;
  /** Its section that documents the options (the text of its heading), when not the whole page. */
  section?: string;
  /** Only its n-th option table (from 0), when the section documents several types. */
  table?: number;
  schema: z.core.$ZodType | (() => Promise<Map<string, SchemaOption>>);
  /** The page lists every option of the schema's root. */
  complete: boolean;
  extra?: SchemaOption[];
}

const themeConfigSchema = siteConfigSchema.shape.themeConfig;

const PAIRS: Pair[] = [
  { page: 'api/config/config-basic.md', schema: siteConfigSchema, complete: true },
  { page: 'api/config/config-build.md', schema: siteConfigSchema, complete: false },
  { page: 'api/config/config-theme.md', schema: themeConfigSchema, complete: true },
  { page: 'api/config/config-frontmatter.md', schema: frontmatterSchema, complete: true, extra: FRONTMATTER_READ_OUTSIDE_SCHEMA.map((entry) => entry.option) },
  { page: 'plugin/official-plugins/algolia.md', schema: algoliaOptionsSchema, complete: true },
  { page: 'plugin/official-plugins/api-docgen.mdx', schema: apiDocgenSchema, complete: true },
  { page: 'plugin/official-plugins/client-redirects.mdx', schema: clientRedirectsSchema, complete: true },
  { page: 'plugin/official-plugins/llms.mdx', schema: llmsOptionsSchema({ langs: SITE_LANGS }), complete: true },
  { page: 'plugin/official-plugins/medium-zoom.md', schema: mediumZoomSchema, complete: true },
  { page: 'plugin/official-plugins/playground.md', schema: playgroundSchema, complete: true },
  { page: 'plugin/official-plugins/preview.md', schema: previewSchema, complete: true },
  { page: 'plugin/official-plugins/rss.mdx', schema: rssSchema(SITE_LANGS), complete: true },
  { page: 'plugin/official-plugins/sitemap.mdx', schema: sitemapOptionsSchema, complete: true },
  { page: 'plugin/official-plugins/twoslash.md', schema: twoslashSchema, complete: true },
  { page: 'plugin/official-plugins/typedoc.md', schema: typedocSchema(SITE_LANGS), complete: true },
  // A plugin's routes and their metadata: no schema validates them, their types do (names, types and requiredness; no defaults).
  {
    page: 'plugin/system/plugin-api.md',
    section: 'addRoute',
    table: 0,
    schema: () => interfaceOptions({ file: path.join(repoRoot, 'core/types/routing.ts'), name: 'RouteConfig' }),
    complete: true,
  },
  {
    page: 'plugin/system/plugin-api.md',
    section: 'addRoute',
    table: 1,
    schema: () => interfaceOptions({ file: path.join(repoRoot, 'core/types/routing.ts'), name: 'RouteMetadata' }),
    complete: true,
  },
];

const docs = path.join(repoRoot, 'website', 'docs');

/** Each page is parsed once (plugin-api.md serves two pairs). */
const trees = new Map<string, ReturnType<typeof parseMarkdown>>();
const treeOf = (file: string) => {
  if (!trees.has(file)) trees.set(file, parseMarkdown(fs.readFileSync(file, 'utf8')));
  return trees.get(file)!;
};

async function problemsOf(pair: Pair, lang: string): Promise<{ problems: string[]; count: number }> {
  const file = path.join(docs, lang, pair.page);
  const options = typeof pair.schema === 'function' ? await pair.schema() : schemaOptions(pair.schema);
  for (const option of pair.extra ?? []) options.set(option.path, option);
  const tree = await treeOf(file);
  const page = `website/docs/${lang}/${pair.page}`;
  const documented = documentedOptions({ tree, page, section: pair.section, table: pair.table, isOption: (option) => options.has(option) });
  return { problems: compareOptions({ page, documented, options, complete: pair.complete }), count: documented.length };
}

describe('option tables of the website against the schemas', () => {
  const cases = PAIRS.flatMap((pair) => LANGS.map((lang) => [`${lang}/${pair.page}${pair.section ? ` (${pair.section}, option table ${pair.table ?? 0})` : ''}`, pair, lang] as const));

  test.each(cases)('%s documents the options of its schema', async (_name, pair, lang) => {
    const { problems, count } = await problemsOf(pair, lang);
    expect(problems).toEqual([]);
    // The page was read: it documents options (at least one per option of the schema's root).
    expect(count).toBeGreaterThan(0);
  });

  test('a schema that gains an option, or changes a default, fails its real page in both languages', async () => {
    const sitemap = PAIRS.find((pair) => pair.page.endsWith('sitemap.mdx'))!;
    const changed = { ...sitemap, schema: sitemapOptionsSchema.extend({ lastmod: z.boolean().default(true), robotsTxt: z.boolean().default(false) }) };
    for (const lang of LANGS) {
      const page = `website/docs/${lang}/plugin/official-plugins/sitemap.mdx`;
      const { problems } = await problemsOf(changed, lang);
      expect(problems).toEqual([
        `${page}: \`lastmod\` is an option in the schema, but the page does not document it`,
        expect.stringMatching(new RegExp(`^${page}:\\d+: \`robotsTxt\` is documented with the default \`true\`, but the schema's default is false$`)),
      ]);
    }
  });

  test('every official plugin with options has its page paired with its schema', () => {
    const pages = fs.readdirSync(path.join(docs, 'en', 'plugin', 'official-plugins')).filter((file) => /\.mdx?$/.test(file));
    const paired = new Set(PAIRS.filter((pair) => pair.page.startsWith('plugin/official-plugins/')).map((pair) => path.basename(pair.page)));
    // overview lists the plugins; last-updated takes no user options (its `spawn` is for tests).
    const unpaired = pages.filter((file) => !paired.has(file) && !['overview.md', 'last-updated.md'].includes(file));
    expect(unpaired).toEqual([]);
    for (const lang of LANGS) for (const pair of PAIRS) expect(fs.existsSync(path.join(docs, lang, pair.page))).toBe(true);
  });

  test('the frontmatter fields read outside the schema are still read there, and still not in the schema', () => {
    const inSchema = schemaOptions(frontmatterSchema);
    for (const { option, readIn, reads } of FRONTMATTER_READ_OUTSIDE_SCHEMA) {
      expect(inSchema.has(option.path)).toBe(false);
      expect(fs.readFileSync(path.join(repoRoot, readIn), 'utf8')).toMatch(reads);
    }
  });
});

import type { LoadContext } from 'quire';
import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/** One feed: which pages it lists and where it is written. */
export interface RssFeedOptions {
  /** Names the feed in messages; unique among the feeds. */
  id: string;
  /**
   * Route globs (picomatch, against route paths such as `/blog/2024/launch` or `/zh/guide/`) of the
   * doc pages the feed lists. Without it: every doc page of `lang` (or of the site) in the default version.
   */
  match?: string | string[];
  /** The feed's language (`<language>`), one of the site's; when given, only pages in it are listed. Default: the site's default language, pages of any language. */
  lang?: string;
  /** Default: the language's title (`locales[].title`) or the site's title. */
  title?: string;
  /** Default: the language's description or the site's. */
  description?: string;
  copyright?: string;
  /** The feed's author (Atom and JSON Feed; Atom requires one). Default: the plugin's `author`, else the feed's title, linking to its home page. */
  author?: RssAuthor;
  /** Most items, newest first (default: the plugin's `limit`, 20); `false` lists every page. */
  limit?: number | false;
  /** The RSS 2.0 file, relative to the output folder (default `rss.xml`, `<lang>/rss.xml` for another language than the default). */
  output?: string;
  /** The Atom 1.0 file (default `atom.xml` next to the RSS file), or false for none. */
  atom?: string | false;
  /** The JSON Feed 1 file (default `feed.json` next to the RSS file), or false for none. */
  json?: string | false;
}

/** Who writes a feed. */
export interface RssAuthor {
  name: string;
  email?: string;
  link?: string;
}

/** Options of the `rss` plugin (`plugins: [['quire/plugins/rss', options]]`). */
export interface RssOptions {
  /** The feeds to write. Default: one per language of its doc pages (`rss.xml`, `zh/rss.xml`, ...). */
  feeds?: RssFeedOptions[];
  /** The copyright of every feed that does not set its own. */
  copyright?: string;
  /** The author of every feed that does not set its own. */
  author?: RssAuthor;
  /** Items per feed for the feeds that do not set their own (default 20); `false`: every page. */
  limit?: number | false;
  /** Write the Atom version of the feeds that do not say otherwise (default true). */
  atom?: boolean;
  /** Write the JSON Feed version of the feeds that do not say otherwise (default true). */
  json?: boolean;
}

/** A feed with every default applied. */
export interface ResolvedFeed {
  id: string;
  /** The feed's language. */
  lang: string;
  /** What it lists: doc pages of this language (when set), version (when set) and route globs (when set). */
  select: { lang?: string; version?: string; match?: string[] };
  title: string;
  description: string;
  copyright?: string;
  /** Undefined: the feed's title, linking to its home page. */
  author?: RssAuthor;
  /** Undefined: every page. */
  limit?: number;
  /** Route of the feed's home page (`/`, `/zh/`). */
  homeRoute: string;
  output: string;
  atom?: string;
  json?: string;
}

export const DEFAULT_LIMIT = 20;

/** A path inside the output folder: relative, forward slashes, no `.` or `..`, ending in `extension`. */
function outputFile(extension: string) {
  return z
    .string()
    .refine((file) => !file.startsWith('/') && !file.includes('\\') && !file.split('/').some((part) => part === '..' || part === '.' || part === ''), {
      message: `expected a path relative to the output folder, with forward slashes and no "." or ".." segments (for example "blog/rss${extension === '.json' ? '.json' : '.xml'}")`,
    })
    .refine((file) => file.endsWith(extension), { message: `expected a file name ending in "${extension}"` });
}

export function optionsSchema(langs: readonly string[]) {
  const author = z.strictObject({ name: z.string().min(1), email: z.string().min(1).optional(), link: z.url({ protocol: /^https?$/ }).optional() });
  const limit = z.union([z.number().int().positive(), z.literal(false)]);
  const feed = z.strictObject({
    id: z.string().min(1),
    match: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
    lang: z
      .string()
      .refine((lang) => langs.includes(lang), { message: `expected one of the site's languages: ${langs.map((l) => JSON.stringify(l)).join(', ')}` })
      .optional(),
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    copyright: z.string().optional(),
    author: author.optional(),
    limit: limit.optional(),
    output: outputFile('.xml').optional(),
    atom: z.union([outputFile('.xml'), z.literal(false)]).optional(),
    json: z.union([outputFile('.json'), z.literal(false)]).optional(),
  });
  return z.strictObject({
    feeds: z.array(feed).min(1).optional(),
    copyright: z.string().optional(),
    author: author.optional(),
    limit: limit.default(DEFAULT_LIMIT),
    atom: z.boolean().default(true),
    json: z.boolean().default(true),
  });
}

type ParsedOptions = z.output<ReturnType<typeof optionsSchema>>;

/** What the feeds' defaults come from. */
export interface FeedSite {
  langs: readonly string[];
  defaultLang: string;
  defaultVersion: string;
  title: string;
  description: string;
  locales: readonly { lang: string; title?: string; description?: string }[];
}

export function feedSiteOf(context: LoadContext): FeedSite {
  const { siteConfig } = context;
  return {
    langs: context.langs,
    defaultLang: context.defaultLang,
    defaultVersion: siteConfig.multiVersion.default,
    title: siteConfig.title,
    description: siteConfig.description,
    locales: siteConfig.locales,
  };
}

/**
 * Validates the options and applies the defaults: every problem at once, with its path (two feeds
 * with the same id or writing the same file are reported once the fields themselves are valid).
 */
export function resolveFeeds({ options, site }: { options: RssOptions | undefined; site: FeedSite }): ResolvedFeed[] {
  const schema = optionsSchema(site.langs).superRefine((parsed, ctx) => {
    const feeds = resolveParsed({ parsed, site });
    const ids = new Map<string, number>();
    const files = new Map<string, string>();
    feeds.forEach((feed, index) => {
      const where = parsed.feeds ? ['feeds', index] : [];
      const first = ids.get(feed.id);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: [...where, 'id'], message: `feeds[${first}] has the same id "${feed.id}"; give each feed its own id` });
      else ids.set(feed.id, index);
      for (const [field, file] of [['output', feed.output], ['atom', feed.atom], ['json', feed.json]] as const) {
        if (file === undefined) continue;
        const owner = files.get(file);
        if (owner) ctx.addIssue({ code: 'custom', path: [...where, field], message: `"${file}" is also written by ${owner}; set a different ${field} file name` });
        else files.set(file, `the ${field} of feed "${feed.id}"`);
      }
    });
  });
  return resolveParsed({ parsed: validatePluginOptions('rss', schema, options), site });
}

function resolveParsed({ parsed, site }: { parsed: ParsedOptions; site: FeedSite }): ResolvedFeed[] {
  const copyright = parsed.copyright;
  const given = parsed.feeds ?? site.langs.map((lang) => ({ id: lang, lang }) as NonNullable<ParsedOptions['feeds']>[number]);
  return given.map((feed) => {
    const lang = feed.lang ?? site.defaultLang;
    const locale = site.locales.find((l) => l.lang === lang);
    const langDir = lang === site.defaultLang ? '' : `${lang}/`;
    const output = feed.output ?? `${langDir}rss.xml`;
    const dir = output.includes('/') ? output.slice(0, output.lastIndexOf('/') + 1) : '';
    const limit = feed.limit ?? parsed.limit;
    const match = feed.match === undefined ? undefined : Array.isArray(feed.match) ? feed.match : [feed.match];
    const atom = feed.atom ?? (parsed.atom ? `${dir}atom.xml` : false);
    const json = feed.json ?? (parsed.json ? `${dir}feed.json` : false);
    const description = feed.description ?? locale?.description ?? site.description;
    const feedCopyright = feed.copyright ?? copyright;
    const author = feed.author ?? parsed.author;
    return {
      id: feed.id,
      lang,
      select: {
        ...(feed.lang !== undefined ? { lang: feed.lang } : {}),
        ...(match ? { match } : { version: site.defaultVersion }),
      },
      title: feed.title ?? locale?.title ?? site.title,
      description,
      ...(feedCopyright !== undefined ? { copyright: feedCopyright } : {}),
      ...(author ? { author } : {}),
      ...(limit !== false ? { limit } : {}),
      homeRoute: `/${langDir}`,
      output,
      ...(atom !== false ? { atom } : {}),
      ...(json !== false ? { json } : {}),
    };
  });
}

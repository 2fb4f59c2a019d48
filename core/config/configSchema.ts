import { z } from 'zod';
import type { LocaleThemeConfig, NavItem, PluginConfig, SidebarEntry, SiteConfig } from '../types';
import { normalizeBase } from '../shared/urls';

/**
 * The schema of `quire.config.*`. Every default of the site config is applied here and nowhere
 * else; unknown keys are errors (strict objects) so that typos are caught.
 */

const str = () => z.string();
const optionalStr = () => z.string().optional();
const stringList = () => z.array(z.string());

/** What HTML allows as an attribute name: a space, quote, `<`, `>`, `/` or `=` would start another attribute or end the tag. */
const ATTRIBUTE_NAME = /^[^\s"'<>/=\u0000-\u001f\u007f]+$/;
const headAttributes = () =>
  z.record(z.string(), z.union([z.string(), z.boolean()])).superRefine((attributes, ctx) => {
    for (const name of Object.keys(attributes)) {
      if (!ATTRIBUTE_NAME.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: 'not an attribute name: it cannot hold spaces, quotes, <, >, / or =' });
    }
  });

/** `[tag, attributes]` or `[tag, attributes, innerHTML]`: what a page's frontmatter `head` holds. */
export const headTagSchema = z.union([
  z.tuple([z.string(), headAttributes()]),
  z.tuple([z.string(), headAttributes(), z.string()]),
]);

/** The config's `head` also takes raw HTML strings. */
export const headConfigSchema = z.union([z.string(), headTagSchema]);

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.strictObject({
    text: str(),
    link: optionalStr(),
    tag: optionalStr(),
    activeMatch: optionalStr(),
    position: z.enum(['left', 'right']).optional(),
    items: z.array(navItemSchema).optional(),
  }),
);

export const sidebarEntrySchema: z.ZodType<SidebarEntry> = z.lazy(() =>
  z.union([
    z.strictObject({ dividerType: z.enum(['solid', 'dashed']) }),
    z.strictObject({ sectionHeaderText: str(), tag: optionalStr() }),
    z.strictObject({
      text: str(),
      link: optionalStr(),
      tag: optionalStr(),
      items: z.array(sidebarEntrySchema).optional(),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
      context: optionalStr(),
      overviewHeaders: z.array(z.number().int().min(1).max(6)).optional(),
    }),
  ]),
);

const sidebarSchema = z.record(z.string(), z.array(sidebarEntrySchema));

const editLinkSchema = z.strictObject({ docRepoBaseUrl: str(), text: optionalStr() });

const overviewTextsSchema = z.strictObject({
  filterNameText: optionalStr(),
  filterPlaceholderText: optionalStr(),
  filterNoResultText: optionalStr(),
});

const socialLinkSchema = z.strictObject({
  icon: z.union([z.enum(['github', 'npm', 'discord', 'x']), z.strictObject({ svg: str() })]),
  mode: z.enum(['link', 'text', 'img', 'dom']).default('link'),
  content: str(),
});

const bannerSchema = z.strictObject({ text: str(), link: optionalStr() });

const localeThemeSchema: z.ZodType<LocaleThemeConfig> = z.strictObject({
  lang: str(),
  label: str(),
  title: optionalStr(),
  description: optionalStr(),
  nav: z.array(navItemSchema).optional(),
  sidebar: sidebarSchema.optional(),
  editLink: editLinkSchema.optional(),
  overview: overviewTextsSchema.optional(),
  outlineTitle: optionalStr(),
  lastUpdatedText: optionalStr(),
  prevPageText: optionalStr(),
  nextPageText: optionalStr(),
  searchPlaceholderText: optionalStr(),
  banner: bannerSchema.optional(),
});

const themeConfigSchema = z.strictObject({
  nav: z.array(navItemSchema).optional(),
  sidebar: sidebarSchema.optional(),
  darkMode: z.boolean().default(true),
  localeRedirect: z.enum(['auto', 'never', 'only-default-lang']).default('auto'),
  lastUpdated: z.boolean().default(false),
  outline: z.boolean().default(true),
  outlineTitle: optionalStr(),
  lastUpdatedText: optionalStr(),
  prevPageText: optionalStr(),
  nextPageText: optionalStr(),
  footer: z.strictObject({ message: optionalStr() }).optional(),
  socialLinks: z.array(socialLinkSchema).default([]),
  editLink: editLinkSchema.optional(),
  overview: overviewTextsSchema.optional(),
  banner: bannerSchema.optional(),
  locales: z.array(localeThemeSchema).default([]),
});

const pluginObjectSchema = z.looseObject({ name: z.string() });
const isFunction = (value: unknown) => typeof value === 'function';
const functionSchema = z.custom<(...args: never[]) => unknown>(isFunction, { message: 'expected a function' });

// Checked for shape here; a factory's own result is checked when plugins are initialised.
const pluginEntrySchema = z.union([
  functionSchema,
  z.string(),
  z.tuple([z.union([functionSchema, z.string()]), z.unknown()]),
  pluginObjectSchema,
  z.literal(false),
  z.null(),
  z.undefined(),
], { error: 'expected a plugin (a function, [function, options], a module name, [name, options] or a plugin object)' }) as unknown as z.ZodType<PluginConfig>;

/**
 * A remark/rehype plugin or Shiki transformer: a module specifier (package name, absolute path, or
 * a path relative to the site folder) or the function itself, alone or as `[entry, options]`.
 */
const unifiedPluginSchema = z.union([z.string().min(1), functionSchema, z.tuple([z.union([z.string().min(1), functionSchema])]).rest(z.unknown())], {
  error: 'expected a remark/rehype plugin: a module name or path ("remark-math", "./plugins/remarkThing.mjs"), the plugin function, or [either, options]',
});

/** A Shiki transformer: as a unified plugin, or the transformer object itself. */
const shikiTransformerSchema = z.union([unifiedPluginSchema, z.looseObject({ name: z.string().optional() })], {
  error: 'expected a Shiki transformer: a module name or path, a transformer object, a function returning one, or [module or function, options]',
});

const globalUIComponentSchema = z.union([z.string(), z.tuple([z.string(), z.record(z.string(), z.unknown())])]);

export const siteConfigSchema = z.strictObject({
  title: z.string().default('Quire'),
  description: z.string().default(''),
  base: z.string().default('/').transform(normalizeBase),
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL such as https://example.com' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  icon: optionalStr(),
  logo: z.union([z.string(), z.strictObject({ light: str(), dark: str() })]).optional(),
  logoText: optionalStr(),
  lang: z.string().default('en'),
  locales: z.array(z.strictObject({ lang: str(), label: str(), title: optionalStr(), description: optionalStr() })).optional(),
  docsDir: z.string().default('docs'),
  outDir: z.string().default('dist'),
  publicDir: z.string().default('public'),
  head: z.array(headConfigSchema).default([]),
  route: z
    .strictObject({ cleanUrls: z.boolean().default(true), exclude: stringList().default([]) })
    .prefault({}),
  themeConfig: themeConfigSchema.prefault({}),
  multiVersion: z
    .strictObject({ default: z.string().default(''), versions: stringList().default([]) })
    .prefault({}),
  search: z
    .union([
      z.literal(false),
      z.strictObject({ mode: z.enum(['local', 'off']).default('local'), codeBlocks: z.boolean().default(true) }),
    ])
    .default({ mode: 'local', codeBlocks: true }),
  markdown: z
    .strictObject({
      remarkPlugins: z.array(unifiedPluginSchema).default([]),
      rehypePlugins: z.array(unifiedPluginSchema).default([]),
      shikiTransformers: z.array(shikiTransformerSchema).default([]),
      shiki: z.strictObject({ transformers: z.array(shikiTransformerSchema).default([]) }).prefault({}),
      showLineNumbers: z.boolean().default(false),
      checkDeadLinks: z
        .union([
          z.boolean(),
          z.strictObject({
            level: z.enum(['error', 'warn']).optional(),
            excludes: z.array(z.union([z.string(), z.instanceof(RegExp)], { error: 'expected a string or a RegExp' })).optional(),
          }),
        ])
        .default(true),
      defaultWrapCode: z.boolean().default(false),
    })
    .prefault({}),
  build: z.strictObject({ strict: z.boolean().default(false) }).prefault({}),
  plugins: z.array(pluginEntrySchema).default([]),
  globalUIComponents: z.array(globalUIComponentSchema).default([]),
  // The object is the medium-zoom plugin's options, which it validates itself (with their paths).
  mediumZoom: z.union([z.boolean(), z.record(z.string(), z.unknown())]).default(true),
});

/** The schema's output, before the cross-field steps of validateConfig fill in `locales`. */
export type ParsedConfig = z.output<typeof siteConfigSchema>;

// Compile-time check: the schema produces what core/types says a SiteConfig is.
export type _SchemaMatchesTypes = ParsedConfig extends Omit<SiteConfig, 'locales'> & { locales?: SiteConfig['locales'] }
  ? true
  : never;
const schemaMatchesTypes: _SchemaMatchesTypes = true;
void schemaMatchesTypes;

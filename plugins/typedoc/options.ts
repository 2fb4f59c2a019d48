import path from 'node:path';
import type { LoadContext } from 'quire';
import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/** What one language of the site calls the section. */
export interface TypedocLocaleOptions {
  /** The section's label in that language: its index page's title, so the sidebar's group. */
  sidebarLabel?: string;
}

/** Options of the `typedoc` plugin (`plugins: [['quire/plugins/typedoc', options]]`). */
export interface TypedocOptions {
  /** The TypeScript files whose exports are documented, absolute or relative to the site folder. Required. */
  entryPoints: string[];
  /** The tsconfig.json TypeDoc compiles with, absolute or relative to the site (default: the one nearest to the first entry point). Its `files`/`include` make the TypeScript program: keep them to what the entry points need (a run costs what the program holds, and an edit to any of its files runs TypeDoc again). */
  tsconfig?: string;
  /**
   * Where the pages go, below each language's root (default `api/reference`): `/api/reference/`,
   * `/zh/api/reference/`, ... A top-level folder (`reference`) is a section with a sidebar of its
   * own; below another folder the pages are a group of that folder's sidebar (its `_meta.json`, if
   * it has one, must list the folder).
   */
  route?: string;
  /** The section's label in the default language: the index page's title (default "API Reference"). */
  sidebarLabel?: string;
  /** Per language (`zh`): the section's label. Chinese defaults to "API 参考". */
  locales?: Record<string, TypedocLocaleOptions>;
  /**
   * Passed to TypeDoc and typedoc-plugin-markdown as they are (`excludePrivate`, `sort`,
   * `parametersFormat`, ...). The plugin's own choices (`entryPoints`, `tsconfig`, `plugin`, `out`,
   * `lang`, `entryFileName`) cannot be set here.
   */
  typedocOptions?: Record<string, unknown>;
}

/** The options with every default applied and every path absolute. */
export interface ResolvedTypedocOptions {
  entryPoints: string[];
  tsconfig?: string;
  /** `api/reference`: no leading or trailing slash. */
  route: string;
  /** The section's label per language of the site. */
  labels: Record<string, string>;
  typedocOptions: Record<string, unknown>;
}

export const DEFAULT_ROUTE = 'api/reference';
const DEFAULT_LABELS: Record<string, string> = { en: 'API Reference', zh: 'API 参考' };

/** Options the plugin sets itself, which `typedocOptions` may not override. */
export const RESERVED_TYPEDOC_OPTIONS = ['entryPoints', 'tsconfig', 'plugin', 'out', 'outputs', 'lang', 'entryFileName', 'options', 'watch', 'json', 'html', 'markdown'] as const;

export function optionsSchema(langs: readonly string[]) {
  const langKey = z.string().refine((lang) => langs.includes(lang), {
    message: `expected one of the site's languages: ${langs.map((l) => JSON.stringify(l)).join(', ')}`,
  });
  return z.strictObject({
    entryPoints: z.array(z.string().min(1)).min(1, { message: 'give at least one TypeScript file whose exports are documented' }),
    tsconfig: z.string().min(1).optional(),
    route: z
      .string()
      .transform((route) => route.replace(/^\/+|\/+$/g, ''))
      .refine((route) => route !== '' && !route.split('/').some((part) => part === '' || part === '.' || part === '..' || part.startsWith('_')) && !route.includes('\\'), {
        message: 'expected a route below the language root, such as "api/reference" (no empty, ".", ".." or "_" segments)',
      })
      .default(DEFAULT_ROUTE),
    sidebarLabel: z.string().min(1).optional(),
    locales: z.record(langKey, z.strictObject({ sidebarLabel: z.string().min(1).optional() })).optional(),
    typedocOptions: z
      .record(z.string(), z.unknown())
      .superRefine((value, ctx) => {
        for (const key of RESERVED_TYPEDOC_OPTIONS) {
          if (key in value) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is set by the plugin; use the plugin's own option instead` });
        }
      })
      .default({}),
  });
}

/** Validates the options (every problem at once, with its path) and applies the defaults. */
export function resolveTypedocOptions({ options, context }: { options: unknown; context: Pick<LoadContext, 'siteDir' | 'langs' | 'defaultLang'> }): ResolvedTypedocOptions {
  const parsed = validatePluginOptions('typedoc', optionsSchema(context.langs), options);
  const labels: Record<string, string> = {};
  for (const lang of context.langs) {
    const own = lang === context.defaultLang ? parsed.sidebarLabel : undefined;
    labels[lang] = parsed.locales?.[lang]?.sidebarLabel ?? own ?? DEFAULT_LABELS[lang.split('-')[0]!.toLowerCase()] ?? parsed.sidebarLabel ?? DEFAULT_LABELS.en!;
  }
  return {
    entryPoints: parsed.entryPoints.map((file) => path.resolve(context.siteDir, file)),
    ...(parsed.tsconfig !== undefined && { tsconfig: path.resolve(context.siteDir, parsed.tsconfig) }),
    route: parsed.route,
    labels,
    typedocOptions: parsed.typedocOptions,
  };
}

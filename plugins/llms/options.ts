import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/** Globs of route paths, as the site's routes are spelled: `/guide/**`, `/zh/api/*`, `**\/internal/*`. */
export type LlmsRouteGlobs = string[];

/** The blockquote under the title: one text for every language, or one per language (`{ en, zh }`). */
export type LlmsDescription = string | Record<string, string>;

/** Options of the `llms` plugin. */
export interface LlmsOptions {
  /** Only pages whose route matches one of these globs are listed (default: every page). */
  include?: LlmsRouteGlobs;
  /** Pages whose route matches one of these globs are left out (after `include`). */
  exclude?: LlmsRouteGlobs;
  /** The blockquote under the title; default: the language's `description` in `locales`, else the site's. */
  description?: LlmsDescription;
  /** Also write `llms-full.txt`, every page's Markdown in one file (default true). */
  fullText?: boolean;
}

/** The options once validated, defaults applied. */
export interface ResolvedLlmsOptions {
  include: LlmsRouteGlobs | undefined;
  exclude: LlmsRouteGlobs;
  description: LlmsDescription | undefined;
  fullText: boolean;
}

const routeGlob = z
  .string()
  .refine((glob) => glob.startsWith('/') || glob.startsWith('**'), {
    message: 'a route glob starts with "/" (like "/guide/**" or "/zh/api/*") or "**"',
  });

/** The schema of the options; `langs` are the site's languages, the keys a per-language description may have. */
export function llmsOptionsSchema({ langs }: { langs: readonly string[] }) {
  // Checked on the record itself, so a wrong key is reported with the other fields' problems.
  const perLanguage = z.record(z.string(), z.string()).superRefine((record, ctx) => {
    for (const lang of Object.keys(record)) {
      if (langs.includes(lang)) continue;
      ctx.addIssue({ code: 'custom', path: [lang], message: `"${lang}" is not a language of the site (its languages: ${langs.join(', ')})` });
    }
  });
  return z.strictObject({
    include: z.array(routeGlob).optional(),
    exclude: z.array(routeGlob).default([]),
    description: z.union([z.string(), perLanguage]).optional(),
    fullText: z.boolean().default(true),
  });
}

/** Validates the options (every problem at once, with its path) and applies the defaults. */
export function resolveLlmsOptions({ options, langs }: { options: unknown; langs: readonly string[] }): ResolvedLlmsOptions {
  const parsed = validatePluginOptions('llms', llmsOptionsSchema({ langs }), options);
  return { include: parsed.include, exclude: parsed.exclude, description: parsed.description, fullText: parsed.fullText };
}

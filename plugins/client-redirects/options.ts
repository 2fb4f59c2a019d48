import { validatePluginOptions } from 'quire';
import { safeDecode, z } from 'quire/plugin-utils';

/** One entry of `redirects`: every path in `from` leads to `to`. */
export interface Redirect {
  /**
   * The old path (or paths), from the site root without the base: `/old-page`. Matched as routes
   * are: letter case, a trailing slash and `.html` do not matter. No query or hash.
   */
  from: string | string[];
  /**
   * Where it leads: a page of the site (`/guide/start`, with an optional `?query` and `#hash`),
   * or an absolute `http(s)://` URL of another site (not checked).
   */
  to: string;
}

/** The options of `quire/plugins/client-redirects`. */
export interface ClientRedirectsOptions {
  redirects: Redirect[];
}

/** One entry as the plugin works with it: where it stands in `redirects`, its `from`s as a list. */
export interface RedirectEntry {
  index: number;
  from: string[];
  to: string;
}

const EXTERNAL = /^https?:\/\//i;

const fromPath = z
  .string()
  .refine((value) => value.startsWith('/') && !value.startsWith('//'), { message: 'must be a path from the site root, starting with one "/" (such as "/old-page")' })
  .refine((value) => !/[?#]/.test(value), { message: 'must be a path without "?" or "#": a redirect applies to the whole page' })
  .refine((value) => !/\\/.test(safeDecode(value)) && !safeDecode(value).split('/').some((segment) => segment === '.' || segment === '..'), {
    message: 'must not hold "." or ".." segments or backslashes: its page is written at that path in the output folder',
  });

const target = z.string().refine((value) => EXTERNAL.test(value) || (value.startsWith('/') && !value.startsWith('//')), {
  message: 'must be a path from the site root (such as "/guide/start", "?query" and "#hash" allowed) or an absolute http(s):// URL',
});

export const optionsSchema = z.strictObject({
  redirects: z.array(z.strictObject({ from: z.union([fromPath, z.array(fromPath).min(1, 'must list at least one path')]), to: target })),
});

// Compile-time check: the schema accepts exactly what the exported types describe.
const optionsMatchTypes: z.input<typeof optionsSchema> extends ClientRedirectsOptions ? (ClientRedirectsOptions extends z.input<typeof optionsSchema> ? true : never) : never = true;
void optionsMatchTypes;

/** Whether a redirect leads off the site. */
export function isExternalTarget(to: string): boolean {
  return EXTERNAL.test(to);
}

/** The validated options as entries (every problem at once, with its path, in a `QuireAggregateError`). */
export function readRedirectOptions(options: unknown): RedirectEntry[] {
  const { redirects } = validatePluginOptions('client-redirects', optionsSchema, options);
  return redirects.map(({ from, to }, index) => ({ index, from: typeof from === 'string' ? [from] : from, to }));
}

import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/** Options of the `twoslash` plugin (`plugins: [['quire/plugins/twoslash', options]]`). */
export interface TwoslashOptions {
  /**
   * TypeScript compiler options for every twoslash block, over twoslash's defaults (strict,
   * ES2022, ...), as in a tsconfig.json (`{ "jsx": "react-jsx", "target": "ES2022" }`): enum
   * options by name. A block can still set its own with `// @jsx: react-jsx` lines.
   */
  compilerOptions?: Record<string, unknown>;
  /** The code-block languages twoslash runs on, when the block's meta says `twoslash` (default `["ts", "tsx"]`). */
  langs?: string[];
  /**
   * Keep the results on disk (`.quire/cache/twoslash/`), keyed by the block's code and language,
   * the TypeScript and twoslash versions and the compiler options (default true).
   */
  cache?: boolean;
}

/** The options with their defaults. */
export interface ResolvedTwoslashOptions {
  compilerOptions: Record<string, unknown>;
  langs: string[];
  cache: boolean;
}

/** What the plugin hands its Shiki transformer on each compile thread (JSON: it crosses threads by value). */
export interface TransformerOptions extends ResolvedTwoslashOptions {
  /** The site folder: imports in the blocks resolve from it (its node_modules). */
  siteDir: string;
  /** Where the results are kept, or undefined with `cache: false`. */
  cacheDir?: string;
  /** A build fails on an unexpected type error; dev warns and shows it in the block. */
  mode: 'production' | 'development';
}

export const DEFAULT_LANGS = ['ts', 'tsx'];

export const optionsSchema = z.strictObject({
  compilerOptions: z.record(z.string(), z.unknown()).default({}),
  langs: z.array(z.string().trim().min(1, 'must be a code-block language, such as "ts"')).min(1, 'must list at least one language').default(DEFAULT_LANGS),
  cache: z.boolean().default(true),
});

// Compile-time check: the schema accepts what the options type describes.
const optionsMatchTypes: TwoslashOptions extends z.input<typeof optionsSchema> ? true : never = true;
void optionsMatchTypes;

/** The validated options, every problem at once with its path. */
export function readTwoslashOptions(options: unknown): ResolvedTwoslashOptions {
  const resolved = validatePluginOptions('twoslash', optionsSchema, options);
  return { ...resolved, langs: resolved.langs.map((lang) => lang.toLowerCase()) };
}

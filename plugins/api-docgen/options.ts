import type { ParserOptions } from 'react-docgen-typescript';
import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/** Where one component documented by `<API moduleName="..." />` lives. */
export interface ApiEntry {
  /** The component's file, relative to the site folder (or absolute): `../theme/Badge/index.tsx`. */
  path: string;
  /**
   * Which of the file's components: its name as exported (`Tab` from `theme/Tabs/index.tsx`).
   * Without it: the component whose name is the entry's, else the file's default export.
   */
  exportName?: string;
}

/** The options of `quire/plugins/api-docgen`. */
export interface ApiDocgenOptions {
  /**
   * The components pages may document, by the name `<API moduleName>` gives: a file path
   * (relative to the site folder) or an `ApiEntry`.
   */
  entries: Record<string, string | ApiEntry>;
  /**
   * The tsconfig.json whose compiler options the components are read with, relative to the site
   * folder. Default: the site's `tsconfig.json` when there is one, else options for React + TSX.
   */
  tsconfig?: string;
  /**
   * Passed to react-docgen-typescript. Default `propFilter`: props declared only in
   * `node_modules` (HTML attributes, React's `key`/`ref`) are left out, as are undocumented `children`.
   */
  parserOptions?: ParserOptions;
}

/** One entry as the plugin works with it: the absolute path of its file. */
export interface ResolvedEntry {
  moduleName: string;
  /** Absolute, real path of the component's file (symlinks resolved: `node_modules/quire` is Quire). */
  file: string;
  exportName?: string;
}

/** A name `<API moduleName>` can give: it also names the component's data file. */
const MODULE_NAME = /^[A-Za-z_$][\w$.-]*$/;

const entrySchema = z.union([
  z.string().min(1, 'must be the path of the component file'),
  z.strictObject({ path: z.string().min(1, 'must be the path of the component file'), exportName: z.string().min(1).optional() }),
]);

export const optionsSchema = z.strictObject({
  entries: z
    .record(z.string(), entrySchema)
    .refine((entries) => Object.keys(entries).length > 0, { message: 'must list at least one component (moduleName -> file)' })
    .superRefine((entries, ctx) => {
      for (const name of Object.keys(entries)) {
        if (!MODULE_NAME.test(name)) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be a name such as "Badge" or "Tabs.Tab" (letters, digits, "_", "$", "." and "-", not starting with a digit)' });
        }
      }
    }),
  tsconfig: z.string().min(1).optional(),
  parserOptions: z.record(z.string(), z.unknown()).optional(),
});

/** The validated options (every problem at once, with its path, in a `QuireAggregateError`). */
export function readApiDocgenOptions(options: unknown): ApiDocgenOptions {
  return validatePluginOptions('api-docgen', optionsSchema, options) as ApiDocgenOptions;
}

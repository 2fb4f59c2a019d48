import type { z } from 'zod';
import type { LoadContext, PluginFactory, QuirePlugin } from '../../types';
import { QuireAggregateError } from '../../errors';
import { formatIssues } from '../../config/formatIssues';

/**
 * Turns a plugin factory into the function users call in their config:
 * `plugins: [sitemap({ siteUrl: 'https://example.com' })]`. The factory runs later, with the
 * load context, when Quire initialises plugins.
 */
export function definePlugin<Options, Content = unknown>(
  factory: (context: LoadContext, options: Options) => QuirePlugin<Content> | Promise<QuirePlugin<Content>>,
): (options: Options) => [PluginFactory<Options, Content>, Options] {
  const helper = (options: Options): [PluginFactory<Options, Content>, Options] => [factory, options];
  // A package whose default export is this helper can also be listed by name (`'quire-plugin-x'`
  // or `['quire-plugin-x', options]`): initPlugins finds the factory here.
  Object.defineProperty(helper, PLUGIN_FACTORY, { value: factory });
  return helper;
}

const PLUGIN_FACTORY = Symbol.for('quire.plugin.factory');

/** The factory behind a `definePlugin` helper, or the value itself when it is none. */
export function unwrapPluginHelper(value: unknown): unknown {
  return (typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[PLUGIN_FACTORY]) || value;
}

/** Validates a plugin's options with a zod schema; every problem is reported at once, with its path. */
export function validatePluginOptions<S extends z.ZodType>(pluginName: string, schema: S, options: unknown): z.output<S> {
  const result = schema.safeParse(options ?? {});
  if (result.success) return result.data;
  throw new QuireAggregateError(`Invalid options for plugin "${pluginName}":`, formatIssues(result.error.issues, options));
}

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
  return (options: Options) => [factory, options];
}

/** Validates a plugin's options with a zod schema; every problem is reported at once, with its path. */
export function validatePluginOptions<S extends z.ZodType>(pluginName: string, schema: S, options: unknown): z.output<S> {
  const result = schema.safeParse(options ?? {});
  if (result.success) return result.data;
  throw new QuireAggregateError(`Invalid options for plugin "${pluginName}":`, formatIssues(result.error.issues, options));
}

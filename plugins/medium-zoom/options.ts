import { validatePluginOptions, type MediumZoomOptions } from 'quire';
import { QuireAggregateError, z } from 'quire/plugin-utils';

/** The doc content's images (an image inside a link is always left alone: it keeps its link). */
export const DEFAULT_SELECTOR = '.quire-doc img';
export const DEFAULT_MARGIN = 24;

/** What the browser side receives: every option set, but `background` (undefined: the page's own, read when the zoom opens). */
export type ResolvedZoomOptions = Omit<MediumZoomOptions, 'selector' | 'margin'> & { selector: string; margin: number };

const pixels = z.number().finite().nonnegative();

export const optionsSchema = z.strictObject({
  selector: z.string().trim().min(1, 'must be a CSS selector, such as ".quire-doc img"').default(DEFAULT_SELECTOR),
  margin: pixels.default(DEFAULT_MARGIN),
  background: z.string().trim().min(1, 'must be a CSS colour, such as "#fff"').optional(),
  scrollOffset: pixels.optional(),
  container: z
    .union([
      z.string().trim().min(1),
      z.strictObject({ width: pixels.optional(), height: pixels.optional(), top: pixels.optional(), bottom: pixels.optional(), right: pixels.optional(), left: pixels.optional() }),
    ])
    .optional(),
  template: z.string().trim().min(1, 'must be the CSS selector of a <template> element').optional(),
});

// Compile-time check: the schema accepts what the config's `mediumZoom` type describes.
const optionsMatchTypes: MediumZoomOptions extends z.input<typeof optionsSchema> ? true : never = true;
void optionsMatchTypes;

/** The validated options (config `mediumZoom`, or the plugin's own options), every problem at once with its path. */
export function readZoomOptions(options: unknown): ResolvedZoomOptions {
  try {
    return validatePluginOptions('medium-zoom', optionsSchema, options);
  } catch (error) {
    if (!(error instanceof QuireAggregateError)) throw error;
    // The built-in zoom's options are the config's `mediumZoom`: say where to look.
    throw new QuireAggregateError(
      error.message.split('\n')[0]!,
      [...error.errors],
      'The built-in image zoom takes them from the config\'s "mediumZoom" (false turns it off); a config that lists quire/plugins/medium-zoom itself gives them there.',
    );
  }
}

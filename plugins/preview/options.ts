import { validatePluginOptions } from 'quire';
import { z } from 'quire/plugin-utils';

/** Where the rendered demo goes, relative to its code. */
export type PreviewPosition = 'above' | 'beside';

/** Options of the demos rendered in an iframe (`preview="iframe"`, `preview="iframe-follow"`). */
export interface PreviewIframeOptions {
  /**
   * Frame the iframe as a phone: `true` for a 375 px wide frame, a number for another width in
   * pixels, `false` for the full width of the content (default `false`). A block's meta
   * `mobile` / `mobile=false` overrides it.
   */
  mobileFrame?: boolean | number;
  /** Height of an iframe in pixels before (`iframe-follow`) or instead of (`iframe`) its content's height (default 320). */
  height?: number;
  /** Show an "open in new tab" link under the iframe (default `true`). */
  openInNewTab?: boolean;
}

/** Options of the `preview` plugin (`plugins: [['quire/plugins/preview', options]]`). */
export interface PreviewOptions {
  /**
   * Where an inline demo goes: `'above'` its code (default) or `'beside'` it (side by side on wide
   * screens, stacked on narrow ones). A block's meta `position="beside"` overrides it.
   */
  position?: PreviewPosition;
  iframe?: PreviewIframeOptions;
}

/** Width of the phone frame when `mobileFrame` is `true`. */
export const DEFAULT_MOBILE_WIDTH = 375;
export const DEFAULT_IFRAME_HEIGHT = 320;

/** The options with every default applied: what the Markdown step and the components receive. */
export interface ResolvedPreviewOptions {
  position: PreviewPosition;
  iframe: {
    /** Width in pixels of the phone frame; undefined: no frame. */
    mobileWidth?: number;
    height: number;
    openInNewTab: boolean;
  };
}

const pixels = (what: string) => z.number({ message: `must be a number of pixels (${what})` }).int().positive().max(4000);

export const optionsSchema = z.strictObject({
  position: z.enum(['above', 'beside'], { message: 'must be "above" or "beside"' }).default('above'),
  iframe: z
    .strictObject({
      mobileFrame: z.union([z.boolean(), pixels('the frame\'s width, such as 375')], { message: 'must be true, false or a width in pixels' }).default(false),
      height: pixels('such as 320').default(DEFAULT_IFRAME_HEIGHT),
      openInNewTab: z.boolean().default(true),
    })
    .prefault({}),
});

// Compile-time check: the schema accepts what the option types describe.
const optionsMatchTypes: PreviewOptions extends z.input<typeof optionsSchema> ? true : never = true;
void optionsMatchTypes;

/** The validated options, every problem reported at once with its path. */
export function readPreviewOptions(options: unknown): ResolvedPreviewOptions {
  const read = validatePluginOptions('preview', optionsSchema, options ?? {});
  const { mobileFrame } = read.iframe;
  return {
    position: read.position,
    iframe: {
      ...(mobileFrame === false ? {} : { mobileWidth: mobileFrame === true ? DEFAULT_MOBILE_WIDTH : mobileFrame }),
      height: read.iframe.height,
      openInNewTab: read.iframe.openInNewTab,
    },
  };
}

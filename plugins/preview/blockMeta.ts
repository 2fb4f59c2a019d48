import type { PreviewPosition } from './options';

/** How a block is previewed: inline in the page, or in an iframe of its own (fixed height or following its content). */
export type PreviewMode = 'inline' | 'iframe' | 'iframe-follow';

/** What a code block's meta says about its preview; undefined fields fall back to the plugin's options. */
export interface BlockPreviewMeta {
  mode: PreviewMode;
  position?: PreviewPosition;
  /** `mobile` / `mobile=false` / `mobile=414`: the iframe's phone frame, true for the default width. */
  mobile?: boolean | number;
  /** The meta without the preview's own words, for the code block (title, highlighted lines...). */
  rest: string;
}

// `key="value"`, `key='value'`, `key=value`, `{ranges}` or a bare word, as the code block's meta reads.
const TOKEN = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+))|\{[^}]*\}|\S+/g;
const MODES: Record<string, PreviewMode> = { '': 'inline', inline: 'inline', iframe: 'iframe', 'iframe-follow': 'iframe-follow' };
const OWN_WORDS = new Set(['preview', 'position', 'mobile']);

/**
 * Reads `preview`, `preview="iframe"`, `preview="iframe-follow"`, `position="beside"` and
 * `mobile[=false|width]` from a code block's meta. Returns undefined when the block has no
 * `preview`; throws a message (without a place: the caller adds the block's) for a bad value.
 */
export function readBlockMeta(meta: string | null | undefined): BlockPreviewMeta | undefined {
  if (!meta) return undefined;
  const found: Partial<Record<'preview' | 'position' | 'mobile', string>> = {};
  const rest: string[] = [];
  for (const match of meta.matchAll(TOKEN)) {
    const key = match[1] ?? (/^[A-Za-z][\w-]*$/.test(match[0]) ? match[0] : undefined);
    if (key && OWN_WORDS.has(key)) {
      found[key as keyof typeof found] = match[1] ? (match[2] ?? match[3] ?? match[4] ?? match[5] ?? '') : '';
    } else {
      rest.push(match[0]);
    }
  }
  if (found.preview === undefined) return undefined;
  const mode = MODES[found.preview];
  if (!mode) throw new Error(`preview="${found.preview}" is not a preview mode: write \`preview\` (inline), \`preview="iframe"\` or \`preview="iframe-follow"\`.`);
  const result: BlockPreviewMeta = { mode, rest: rest.join(' ') };
  if (found.position !== undefined) {
    if (found.position !== 'above' && found.position !== 'beside') throw new Error(`position="${found.position}" must be "above" or "beside".`);
    result.position = found.position;
  }
  if (found.mobile !== undefined) {
    if (found.mobile === '' || found.mobile === 'true') result.mobile = true;
    else if (found.mobile === 'false') result.mobile = false;
    else if (/^[1-9]\d{1,3}$/.test(found.mobile)) result.mobile = Number(found.mobile);
    else throw new Error(`mobile="${found.mobile}" must be true, false or a width in pixels (such as 375).`);
  }
  return result;
}

import path from 'node:path';
import type { LoadContext, QuirePlugin } from 'quire';
import { readZoomOptions } from './options';

export type { MediumZoomOptions } from 'quire';
export { DEFAULT_SELECTOR, DEFAULT_MARGIN, type ResolvedZoomOptions } from './options';

/**
 * `quire/plugins/medium-zoom`: click-to-zoom on the images of the doc content (CONTRACT §7),
 * built in and on by default (config `mediumZoom`: `false` turns it off, an object gives these
 * options). Its browser side is one global UI component (client/ImageZoom.tsx), so the page's
 * frontmatter `globalUIComponents: false` and `?globalUIComponents=0` turn it off with the other
 * global extras. It renders nothing: 100 ms after each navigation it attaches medium-zoom to the
 * images the selector finds, and detaches on the next; medium-zoom itself is a chunk of its own,
 * loaded only on pages that have such images.
 */
export default function mediumZoomPlugin(context: LoadContext, options: unknown): QuirePlugin {
  const zoom = readZoomOptions(options);
  return {
    name: 'medium-zoom',
    // Browser code is bundled from source: the package's folder, not lib/.
    globalUIComponents: [[path.join(context.quireDir, 'plugins', 'medium-zoom', 'client', 'ImageZoom.tsx'), zoom]],
  };
}

import { useEffect } from 'react';
import type { Zoom } from 'medium-zoom';
import { globalExtrasEnabled, useLocation, usePageData } from 'quire/client';
import './ImageZoom.css';

/** Images of the doc content; an image inside a link keeps its link instead of zooming. */
const SELECTOR = '.quire-doc img';
/** CONTRACT §7: the content of the next page needs a moment to be on screen. */
const ATTACH_DELAY_MS = 100;

/** The page background, so the zoomed image sits on the page's own colour (light or dark). */
function pageBackground(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--quire-c-bg').trim() || 'Canvas';
}

/**
 * Click-to-zoom on the images of the doc content (medium-zoom). It attaches 100 ms after each
 * navigation and detaches on the next; the page (frontmatter `globalUIComponents: false`) or the
 * URL (`?globalUIComponents=0`) turns it off with the other global extras.
 */
export default function ImageZoom() {
  const { pathname, search } = useLocation();
  const { frontmatter } = usePageData();
  const enabled = globalExtrasEnabled({ frontmatter, search });

  useEffect(() => {
    if (!enabled) return undefined;
    let zoom: Zoom | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      // Loaded on demand: the library touches `document` when imported, so never during the build.
      void import('medium-zoom').then(({ default: mediumZoom }) => {
        if (cancelled) return;
        const images = [...document.querySelectorAll<HTMLImageElement>(SELECTOR)].filter((image) => !image.closest('a'));
        if (images.length === 0) return;
        zoom = mediumZoom(images, { background: pageBackground(), margin: 24 });
        // The colour scheme may have changed since attaching: read the background at each open.
        zoom.on('open', () => zoom?.update({ background: pageBackground() }));
      });
    }, ATTACH_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (zoom) {
        void zoom.close();
        zoom.detach();
      }
    };
  }, [pathname, enabled]);

  return null;
}

import { useEffect } from 'react';
import type { Zoom, ZoomOptions } from 'medium-zoom';
import { useLocation } from 'quire/client';
import type { ResolvedZoomOptions } from '../options';
import './ImageZoom.css';

/** CONTRACT §7: the content of the next page needs a moment to be on screen. */
const ATTACH_DELAY_MS = 100;

/** The page background, so the zoomed image sits on the page's own colour (light or dark). */
function pageBackground(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--quire-c-bg').trim() || 'Canvas';
}

/** The images to zoom: those the selector finds, but an image inside a link keeps its link. */
function zoomableImages(selector: string): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>(selector)].filter((image) => image.tagName === 'IMG' && !image.closest('a'));
}

/**
 * Puts each image in the Tab order as a button that Enter or Space zooms (medium-zoom answers
 * clicks only); closing gives the focus back to the image. Returns the undoing.
 */
function zoomFromKeyboard({ zoom, images }: { zoom: Zoom; images: HTMLImageElement[] }): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    void zoom.open({ target: event.currentTarget as HTMLImageElement });
  };
  // The image is hidden while its zoomed copy shows, which takes the focus away from it.
  const onClosed = (event: Event) => (event.target as HTMLImageElement).focus({ preventScroll: true });
  const added = images.filter((image) => !image.hasAttribute('tabindex'));
  for (const image of added) {
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    image.addEventListener('keydown', onKeyDown);
  }
  zoom.on('closed', onClosed);
  return () => {
    zoom.off('closed', onClosed);
    for (const image of added) {
      image.removeAttribute('tabindex');
      image.removeAttribute('role');
      image.removeEventListener('keydown', onKeyDown);
    }
  };
}

/**
 * The medium-zoom plugin's global UI component (the core renders it on every page unless the page
 * or the URL turns the global extras off). It renders nothing: 100 ms after each navigation (a new
 * path, or query: page tabs change the content) it attaches medium-zoom to the page's images, and
 * detaches on the next. medium-zoom is loaded on demand, on pages that have an image to zoom (it
 * touches `document` when imported, so never during the build). The keyboard zooms an image too
(Tab to it, Enter or Space); Escape closes the zoom (medium-zoom's own key handling).
 */
export default function ImageZoom({ selector, background, ...options }: ResolvedZoomOptions) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    let zoom: Zoom | undefined;
    let undoKeyboard: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const images = zoomableImages(selector);
      if (images.length === 0) return;
      void import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(({ default: mediumZoom }) => {
        if (cancelled) return;
        zoom = mediumZoom(images, { ...(options as ZoomOptions), background: background ?? pageBackground() });
        // The colour scheme may have changed since attaching: read the page's background at each open.
        if (background === undefined) zoom.on('open', () => zoom?.update({ background: pageBackground() }));
        undoKeyboard = zoomFromKeyboard({ zoom, images });
      });
    }, ATTACH_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      undoKeyboard?.();
      if (zoom) {
        void zoom.close();
        zoom.detach();
      }
    };
    // The options come from the config: they do not change while the page lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  return null;
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type DocPanel = 'sidebar' | 'outline';

/** Widths where the panels exist: the sidebar below 768 px, the outline below 1280 px. */
const SIDEBAR_COLUMN = '(min-width: 768px)';
const OUTLINE_COLUMN = '(min-width: 1280px)';
const PHONE = '(max-width: 767px)';

/**
 * The small-screen panels of a doc page (CONTRACT §7): at most one open at a time. They close on
 * navigation (a new page or a new hash), on Escape (focus goes back to the button that opened
 * them), on a backdrop click, and when the window grows wide enough to show them as columns.
 * While one is open on a phone, the page behind it does not scroll.
 */
export function useDocPanels({ locationKey }: { locationKey: string }) {
  const [panel, setPanel] = useState<DocPanel | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setPanel(null);
    if (restoreFocus) opener.current?.focus();
  }, []);

  const toggle = useCallback((which: DocPanel, button: HTMLElement) => {
    opener.current = button;
    setPanel((current) => (current === which ? null : which));
  }, []);

  useEffect(() => setPanel(null), [locationKey]);

  useEffect(() => {
    const sidebarColumn = window.matchMedia(SIDEBAR_COLUMN);
    const outlineColumn = window.matchMedia(OUTLINE_COLUMN);
    const onSidebarColumn = (event: MediaQueryListEvent) => {
      if (event.matches) setPanel(null);
    };
    const onOutlineColumn = (event: MediaQueryListEvent) => {
      if (event.matches) setPanel((current) => (current === 'outline' ? null : current));
    };
    sidebarColumn.addEventListener('change', onSidebarColumn);
    outlineColumn.addEventListener('change', onOutlineColumn);
    return () => {
      sidebarColumn.removeEventListener('change', onSidebarColumn);
      outlineColumn.removeEventListener('change', onOutlineColumn);
    };
  }, []);

  useEffect(() => {
    if (!panel) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close({ restoreFocus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panel, close]);

  // A layout effect: the lock is gone before the next frame, when the outline scrolls to a heading.
  useLayoutEffect(() => {
    if (!panel || !window.matchMedia(PHONE).matches) return undefined;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [panel]);

  return { panel, toggle, close };
}

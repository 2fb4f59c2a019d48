import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'quire/client';

/** Widths from here up show the full navbar and no hamburger (CONTRACT §7). */
export const MOBILE_BREAKPOINT = 768;

export interface MobileMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The hamburger button: focus returns to it when Escape closes the menu. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen menu's state and the rules that close it: a route change, Escape, and the
 * window becoming wide enough for the full navbar. The page under it does not scroll while open.
 */
export function useMobileMenu(): MobileMenu {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onWidthChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWidthChange);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWidthChange);
    };
  }, [open]);

  return { open, toggle, close, buttonRef };
}

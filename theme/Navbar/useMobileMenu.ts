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

/** Every element of the page beside `element` and its ancestors (not inert already). */
function besides(element: Element | null | undefined): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) found.push(sibling);
    }
  }
  return found;
}

/**
 * The full-screen menu's state and the rules that close it: a route change, Escape, and the
 * window becoming wide enough for the full navbar. The page under it does not scroll, and is inert
 * (out of the Tab order), while open.
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
    // The page the menu covers is out of reach meanwhile: Tab stays in the navbar and its menu.
    const covered = besides(buttonRef.current?.closest('header'));
    for (const element of covered) element.inert = true;
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWidthChange);
    return () => {
      for (const element of covered) element.inert = false;
      body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWidthChange);
    };
  }, [open]);

  return { open, toggle, close, buttonRef };
}

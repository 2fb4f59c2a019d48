import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** How long a hover menu stays open after the pointer leaves it (CONTRACT §6: exactly 150 ms). */
export const HOVER_CLOSE_DELAY = 150;

export interface HoverGroup {
  open: boolean;
  /** Opens the group (cancelling a pending close). */
  show: () => void;
  /** Closes the group at once; with `focusTrigger`, focus goes back to the trigger. */
  hide: (options?: { focusTrigger?: boolean }) => void;
  /** Spread on the element that wraps the trigger and the panel. */
  rootProps: {
    ref: RefObject<HTMLDivElement | null>;
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onBlur: (event: FocusEvent) => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** Spread on the trigger button. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    onClick: () => void;
    onPointerEnter: (event: PointerEvent) => void;
  };
}

/**
 * A group (trigger + panel) that opens on hover, on click and from the keyboard, and closes
 * 150 ms after the pointer leaves (re-entering cancels the close), on Escape, on a click outside
 * and when focus leaves it. Touch pointers are ignored for hover: a tap is a click, and the
 * emulated hover a tap also fires must not open the group just before the click toggles it shut.
 */
export function useHoverGroup({ closeDelay = HOVER_CLOSE_DELAY }: { closeDelay?: number } = {}): HoverGroup {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  // A group the pointer opened stays open when its trigger is then clicked, instead of closing.
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const setOpenState = useCallback((value: boolean) => {
    openRef.current = value;
    setOpen(value);
  }, []);

  const show = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpenState(true);
  }, [cancelClose, setOpenState]);

  const hide = useCallback(
    (options: { focusTrigger?: boolean } = {}) => {
      cancelClose();
      setOpenState(false);
      if (options.focusTrigger) triggerRef.current?.focus();
    },
    [cancelClose, setOpenState],
  );

  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      cancelClose();
      if (!openRef.current) {
        openedByHover.current = true;
        setOpenState(true);
      }
    },
    [cancelClose, setOpenState],
  );

  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      cancelClose();
      timer.current = setTimeout(() => setOpenState(false), closeDelay);
    },
    [cancelClose, closeDelay, setOpenState],
  );

  const onClick = useCallback(() => {
    cancelClose();
    if (openRef.current && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpenState(!openRef.current);
  }, [cancelClose, setOpenState]);

  const onBlur = useCallback(
    (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && rootRef.current?.contains(next)) return;
      // Focus left for another element (Tab, or a click elsewhere); a pointer still inside keeps it open.
      if (next && openRef.current && !rootRef.current?.matches(':hover')) hide();
    },
    [hide],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !openRef.current) return;
      event.stopPropagation();
      hide({ focusTrigger: true });
    },
    [hide],
  );

  // A press anywhere outside the group closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  useEffect(() => cancelClose, [cancelClose]);

  return {
    open,
    show,
    hide,
    rootProps: { ref: rootRef, onPointerEnter, onPointerLeave, onBlur, onKeyDown },
    // The trigger opens on entry too: after an entry of the panel was clicked (which closes the
    // group), the pointer is still inside the group, so the group itself sees no new entry.
    triggerProps: { ref: triggerRef, 'aria-expanded': open, onClick, onPointerEnter },
  };
}

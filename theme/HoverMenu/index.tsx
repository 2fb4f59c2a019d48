import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHoverGroup } from '../useHoverGroup';
import './HoverMenu.css';

export interface HoverMenuProps {
  /** The trigger's content (text and/or icons). */
  label: ReactNode;
  /** The trigger's accessible name when its content is not text (an icon). */
  ariaLabel?: string;
  /** The panel's content: links or buttons (arrow keys move between them), or any other content. */
  children: ReactNode;
  /** Where the panel lines up with the trigger. */
  align?: 'start' | 'center' | 'end';
  /** Marks the trigger as holding the current page (a nav menu with an active item). */
  active?: boolean;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A button that opens a panel on hover, click or keyboard (Enter, Space, ArrowDown open it and
 * focus the first entry; ArrowUp the last; arrows, Home and End move; Escape closes it and returns
 * focus to the button). The panel stays in the HTML while closed, so its links are in the static
 * page, and is hidden with `visibility` so closed entries are not focusable.
 */
export default function HoverMenu({ label, ariaLabel, children, align = 'center', active, className, triggerClassName, panelClassName }: HoverMenuProps) {
  const group = useHoverGroup();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  // Focusable entries on screen: not those of a closed nested popover, nor ones hidden by CSS.
  const entries = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    );

  // Focus moves into the panel once it is visible (it is `visibility: hidden` until this render).
  useEffect(() => {
    if (!group.open || !pendingFocus.current) return;
    const list = entries();
    (pendingFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    pendingFocus.current = null;
  }, [group.open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (!['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
    event.preventDefault();
    pendingFocus.current = event.key === 'ArrowUp' ? 'last' : 'first';
    if (group.open) {
      const list = entries();
      (pendingFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
      pendingFocus.current = null;
    } else {
      group.show();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || list.length === 0) return;
    event.preventDefault();
    list[target]?.focus();
  };

  const classes = (base: string, extra?: string) => [base, extra].filter(Boolean).join(' ');
  return (
    <div {...group.rootProps} className={classes(`quire-hover-menu${group.open ? ' quire-hover-menu--open' : ''}`, className)}>
      <button
        type="button"
        {...group.triggerProps}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onKeyDown={onTriggerKeyDown}
        className={classes(`quire-hover-menu__trigger${active ? ' quire-hover-menu__trigger--active' : ''}`, triggerClassName)}
      >
        {label}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={classes(`quire-hover-menu__panel quire-hover-menu__panel--${align}`, panelClassName)}
        onKeyDown={onPanelKeyDown}
        // A click on an entry (a link that navigates) closes the menu.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) group.hide();
        }}
      >
        {children}
      </div>
    </div>
  );
}

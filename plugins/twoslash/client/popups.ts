/**
 * The popups of twoslash blocks (the type and JSDoc of a token, in the page's HTML inside the
 * token's `.twoslash-hover`): each token becomes focusable and described by its popup; a popup
 * opens on hover, keyboard focus and touch, is placed below its token (above when there is no
 * room) inside the viewport, and closes with Escape, an outside click or touch, or when the
 * pointer or focus leaves. One popup is open at a time.
 */

const OPEN = 'twoslash-open';
/** Space kept between a popup and the viewport's edges, and between a popup and its token. */
const MARGIN = 8;
const GAP = 4;
/** The pointer may cross from the token to its popup (to select or scroll the text) in this time. */
const CLOSE_DELAY_MS = 150;

let nextId = 0;

const tokenOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? (target.closest('.twoslash .twoslash-hover') as HTMLElement | null) : null;

const popupOf = (token: HTMLElement): HTMLElement | null => token.querySelector(':scope > .twoslash-popup-container');

/** Focusable tokens, each described by its popup (a tooltip). */
function prepare(root: ParentNode): void {
  for (const token of root.querySelectorAll<HTMLElement>('.twoslash .twoslash-hover')) {
    const popup = popupOf(token);
    if (!popup || token.hasAttribute('aria-describedby')) continue;
    popup.id ||= `twoslash-popup-${++nextId}`;
    popup.setAttribute('role', 'tooltip');
    token.setAttribute('aria-describedby', popup.id);
    token.tabIndex = 0;
  }
}

/** Places the popup under its token (above if it does not fit below), inside the viewport. */
export function place({ token, popup }: { token: HTMLElement; popup: HTMLElement }): void {
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  popup.style.maxWidth = `${Math.max(0, viewportWidth - 2 * MARGIN)}px`;
  popup.style.left = '0px';
  popup.style.top = '0px';
  const anchor = token.getBoundingClientRect();
  const box = popup.getBoundingClientRect();
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - box.height;
  const top = below + box.height <= viewportHeight - MARGIN || above < MARGIN ? below : above;
  const left = Math.min(Math.max(anchor.left, MARGIN), viewportWidth - MARGIN - box.width);
  popup.style.left = `${Math.max(MARGIN, left)}px`;
  popup.style.top = `${Math.max(MARGIN, Math.min(top, viewportHeight - MARGIN - box.height))}px`;
}

export function attachPopups({ root }: { root: Document }): () => void {
  let open: HTMLElement | null = null;
  let closeTimer: number | undefined;

  const cancelClose = () => window.clearTimeout(closeTimer);
  function close() {
    cancelClose();
    if (!open) return;
    open.classList.remove(OPEN);
    open = null;
  }
  function show(token: HTMLElement) {
    cancelClose();
    if (open === token) return;
    close();
    const popup = popupOf(token);
    if (!popup) return;
    open = token;
    token.classList.add(OPEN);
    place({ token, popup });
  }
  const closeSoon = () => {
    cancelClose();
    closeTimer = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const token = tokenOf(event.target);
    if (token) show(token);
  };
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || !open) return;
    // Still inside the open token (its popup is inside it too): nothing to do.
    if (event.relatedTarget instanceof Node && open.contains(event.relatedTarget)) return;
    if (tokenOf(event.target) === open) closeSoon();
  };
  const onPointerDown = (event: PointerEvent) => {
    const token = tokenOf(event.target);
    if (!token) return close();
    // Touch opens (a tap on an open token's text closes); a click inside an open popup keeps it.
    if (event.pointerType === 'touch' && token !== open) show(token);
    else if (event.pointerType === 'touch' && !popupOf(token)?.contains(event.target as Node)) close();
  };
  const onFocusIn = (event: FocusEvent) => {
    const token = tokenOf(event.target);
    if (token) show(token);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (open && !(event.relatedTarget instanceof Node && open.contains(event.relatedTarget))) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      event.stopPropagation();
    }
  };
  const onViewportChange = () => {
    const popup = open && popupOf(open);
    if (open && popup) place({ token: open, popup });
  };

  prepare(root);
  root.addEventListener('pointerover', onPointerOver);
  root.addEventListener('pointerout', onPointerOut);
  root.addEventListener('pointerdown', onPointerDown);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('keydown', onKeyDown);
  window.addEventListener('scroll', onViewportChange, { capture: true, passive: true });
  window.addEventListener('resize', onViewportChange);
  return () => {
    close();
    root.removeEventListener('pointerover', onPointerOver);
    root.removeEventListener('pointerout', onPointerOut);
    root.removeEventListener('pointerdown', onPointerDown);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('scroll', onViewportChange, { capture: true });
    window.removeEventListener('resize', onViewportChange);
  };
}

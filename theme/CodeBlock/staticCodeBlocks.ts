import { copyText } from 'quire/client';

/**
 * The buttons of code blocks in static content (a page rendered at build time and kept as HTML in
 * the browser, inside `[data-quire-content]`: nothing there is React's): one click listener on the
 * document does what `CodeBlock`'s own handlers do elsewhere, reading what to copy and the copied
 * label from the button (`data-code`, `data-copied-label`).
 */

const STATIC_BUTTON = '[data-quire-content] .quire-code__button';
let listening = false;
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function showCopied({ button, copiedMs }: { button: HTMLElement; copiedMs: number }) {
  const status = button.closest('.quire-code__buttons')?.querySelector('.quire-code__status');
  button.classList.add('quire-code__copy--copied');
  if (status) status.textContent = button.dataset.copiedLabel ?? '';
  // Clicking again restarts the time.
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => {
      button.classList.remove('quire-code__copy--copied');
      if (status) status.textContent = '';
    }, copiedMs),
  );
}

/** Starts listening (once per page load; the browser only). */
export function enableStaticCodeBlocks({ copiedMs }: { copiedMs: number }): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(STATIC_BUTTON);
    const block = button?.closest('.quire-code');
    if (!button || !block) return;
    if (button.classList.contains('quire-code__wrap')) {
      const wrapped = !block.hasAttribute('data-wrap');
      block.toggleAttribute('data-wrap', wrapped);
      button.setAttribute('aria-pressed', String(wrapped));
    } else if (button.classList.contains('quire-code__copy')) {
      copyText(button.dataset.code ?? '').then(
        () => showCopied({ button, copiedMs }),
        (error: unknown) => console.warn('[quire] Could not copy the code:', error),
      );
    }
  });
}

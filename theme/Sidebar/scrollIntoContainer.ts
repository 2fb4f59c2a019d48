/**
 * Scrolls `container` so that `element` sits in its middle, if it is not fully visible yet. Unlike
 * `element.scrollIntoView()`, it never scrolls the window: the page stays where the reader is.
 */
export function scrollIntoContainer({ container, element }: { container: HTMLElement; element: HTMLElement }): void {
  if (container.scrollHeight <= container.clientHeight) return;
  const containerBox = container.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const top = box.top - containerBox.top + container.scrollTop;
  const visible = top >= container.scrollTop && top + box.height <= container.scrollTop + container.clientHeight;
  if (!visible) container.scrollTop = Math.max(0, top - (container.clientHeight - box.height) / 2);
}

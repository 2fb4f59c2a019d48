import { useEffect, useState } from 'react';
import type { TocItem } from 'quire/client';
import { collectHeadings, DOC_CONTENT_SELECTOR, sameHeadings, type OutlineHeading } from './collectHeadings';

const fromToc = (toc: TocItem[]): OutlineHeading[] => toc.map(({ id, text, depth }) => ({ id, text, depth }));

/**
 * The headings the outline lists. The server (and the first client render, so hydration matches)
 * uses the page's table of contents; from then on the list comes from the page itself, so that
 * headings in hidden panels drop out and headings that MDX components add come in. It is
 * recomputed after each navigation and whenever the content changes (a tab switch, a details
 * element opening).
 */
export function useOutlineHeadings({ routePath, toc }: { routePath: string; toc: TocItem[] }): OutlineHeading[] {
  const [state, setState] = useState(() => ({ routePath, headings: fromToc(toc) }));
  // A new page shows its own table of contents until the effect below has read the DOM.
  const current = state.routePath === routePath ? state : { routePath, headings: fromToc(toc) };
  if (current !== state) setState(current);

  useEffect(() => {
    const root = document.querySelector(DOC_CONTENT_SELECTOR);
    if (!root) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = collectHeadings({ root });
      setState((previous) =>
        previous.routePath === routePath && sameHeadings(previous.headings, headings) ? previous : { routePath, headings },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const observer = new MutationObserver(schedule);
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden', 'open', 'class', 'style', 'id'],
    });
    // Fonts and images shift nothing in the list, but a resize can show or hide responsive parts.
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [routePath]);

  return current.headings;
}

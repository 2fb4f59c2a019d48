import { useEffect, useState } from 'react';
import { activeHeadingIndex } from './activeHeading';
import type { OutlineHeading } from './collectHeadings';

/**
 * How far below a heading's scroll margin the reading line sits: a heading jumped to by its link
 * is active, and so is one a little way down the screen, where the reader's eyes are.
 */
const LINE_SLACK = 48;

/**
 * The id of the heading being read. The reading line is where an anchor jump puts a heading (its
 * `scroll-margin-top`: below the sticky navbar) plus a little; the last heading above it is
 * active. Measured on scroll and resize, at most once a frame.
 */
export function useActiveHeading({ headings }: { headings: OutlineHeading[] }): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const elements = headings.map((h) => document.getElementById(h.id)).filter((el): el is HTMLElement => el !== null);
      if (elements.length === 0) return setActive(undefined);
      const line = (parseFloat(getComputedStyle(elements[0]!).scrollMarginTop) || 0) + LINE_SLACK;
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const index = activeHeadingIndex({ tops: elements.map((el) => el.getBoundingClientRect().top), line, atBottom });
      setActive(index >= 0 ? elements[index]!.id : undefined);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [headings]);

  return [active, setActive];
}

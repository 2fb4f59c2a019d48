import { useEffect } from 'react';
import { useLocation } from 'quire/client';
import './twoslash.css';

/** The content of the next page needs a moment to be on screen (as for the image zoom). */
const ATTACH_DELAY_MS = 100;

/**
 * The twoslash plugin's global UI component (the core renders it on every page unless the page or
 * the URL turns the global extras off). It renders nothing: after each navigation it looks for a
 * twoslash block, and only when there is one loads the popup logic (popups.ts, a chunk of its
 * own) and attaches it to the page; the next navigation detaches it. Its CSS (twoslash.css) is
 * here, not in the chunk: the popups' content is in the page's HTML and must stay closed from the
 * first paint.
 */
export default function TwoslashPopups() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (!document.querySelector('.twoslash')) return;
      void import(/* webpackChunkName: "twoslash-popups" */ './popups').then(({ attachPopups }) => {
        if (!cancelled) detach = attachPopups({ root: document });
      });
    }, ATTACH_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      detach?.();
    };
  }, [pathname, search]);

  return null;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { stripBase } from '../../shared/routePath';
import { withBase } from '../../shared/urls';

/**
 * Quire's router: the History API and nothing else. Which page a URL shows is decided by the
 * shared route matcher (core/shared/routePath.ts); this module only tracks the location and
 * navigates. (react-router was measured at 13 KB gzip of a 100 KB first-load budget for what
 * amounts to these ~100 lines here; see ARCHITECTURE.md.)
 */

export interface RouterLocation {
  /** Path without the site base. */
  pathname: string;
  search: string;
  hash: string;
  /** Distinguishes history entries (scroll restoration). */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterValue {
  location: RouterLocation;
  navigationType: NavigationType;
  base: string;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter must be used inside the Quire router.');
  return value;
}

function splitPath(to: string): { pathname: string; search: string; hash: string } {
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const rest = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const searchIndex = rest.indexOf('?');
  return {
    pathname: searchIndex >= 0 ? rest.slice(0, searchIndex) : rest,
    search: searchIndex >= 0 ? rest.slice(searchIndex) : '',
    hash,
  };
}

function readLocation(base: string): RouterLocation {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as { key?: string } | null;
  return { pathname: stripBase(pathname, base) ?? pathname, search, hash, key: state?.key ?? 'initial' };
}

let keyCounter = 0;
const nextKey = () => `${Date.now().toString(36)}-${(keyCounter += 1)}`;

export function BrowserRouter({ base, children }: { base: string; children: ReactNode }) {
  const [state, setState] = useState<{ location: RouterLocation; navigationType: NavigationType }>(() => ({
    location: readLocation(base),
    navigationType: 'POP',
  }));

  useEffect(() => {
    const onPopState = () => setState({ location: readLocation(base), navigationType: 'POP' });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [base]);

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const current = readLocation(base);
      const parts = splitPath(to);
      const pathname = parts.pathname === '' ? current.pathname : parts.pathname.startsWith('/') ? parts.pathname : new URL(parts.pathname, `http://x${current.pathname}`).pathname;
      const search = parts.pathname === '' && parts.search === '' ? current.search : parts.search;
      const location: RouterLocation = { pathname, search, hash: parts.hash, key: nextKey() };
      const url = withBase(pathname, base) + search + parts.hash;
      const replace = options?.replace ?? false;
      window.history[replace ? 'replaceState' : 'pushState']({ key: location.key }, '', url);
      setState({ location, navigationType: replace ? 'REPLACE' : 'PUSH' });
    },
    [base],
  );

  const value = useMemo(() => ({ ...state, base, navigate }), [state, base, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router of the SSR render: a fixed location. */
export function StaticRouter({ base, location, children }: { base: string; location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: { ...splitPath(location), key: 'static' },
      navigationType: 'POP',
      base,
      navigate() {
        throw new Error('navigate() cannot run during the build; call it from an event handler or an effect.');
      },
    }),
    [base, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** True for a plain left click that the router should handle (not a new tab or window). */
export function isPlainClick(event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean }): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

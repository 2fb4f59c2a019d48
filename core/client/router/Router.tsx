import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { normalizeRoutePath, stripBase } from '../../shared/routePath';
import { isExternalUrl, withBase } from '../../shared/urls';
import { canRedirect, resolveRedirect } from './redirects';

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

/** Where `to` leads from `current`: an empty path keeps the current one (and its query unless `to` has one); relative paths resolve. */
function locationOf(to: string, current: { pathname: string; search: string }): Omit<RouterLocation, 'key'> {
  const parts = splitPath(to);
  const pathname = parts.pathname === '' ? current.pathname : parts.pathname.startsWith('/') ? parts.pathname : new URL(parts.pathname, `http://x${current.pathname}`).pathname;
  const search = parts.pathname === '' && parts.search === '' ? current.search : parts.search;
  return { pathname, search, hash: parts.hash };
}

const samePage = (a: { pathname: string }, b: { pathname: string }) => normalizeRoutePath(a.pathname) === normalizeRoutePath(b.pathname);

export function BrowserRouter({ base, children }: { base: string; children: ReactNode }) {
  const [state, setState] = useState<{ location: RouterLocation; navigationType: NavigationType }>(() => ({
    location: readLocation(base),
    navigationType: 'POP',
  }));
  // Counts navigations: one waiting for a redirect answer is dropped when another started meanwhile.
  const navigations = useRef(0);

  const go = useCallback(
    (location: Omit<RouterLocation, 'key'> & { key?: string }, type: NavigationType) => {
      // A back-forward move keeps its history entry's key (scroll restoration reads it).
      const next: RouterLocation = { ...location, key: type === 'POP' && location.key ? location.key : nextKey() };
      if (type !== 'POP') window.history[type === 'REPLACE' ? 'replaceState' : 'pushState']({ key: next.key }, '', withBase(next.pathname, base) + next.search + next.hash);
      setState({ location: next, navigationType: type });
    },
    [base],
  );

  /**
   * Moves to `location`, or where a client module's `resolveRedirect` sends it instead (only when
   * the path changes: a page is never a redirect's source). `type` is what a plain navigation does.
   */
  const follow = useCallback(
    (location: Omit<RouterLocation, 'key'> & { key?: string }, type: NavigationType, current: { pathname: string }) => {
      const ticket = (navigations.current += 1);
      if (!canRedirect() || samePage(location, current)) return go(location, type);
      void resolveRedirect({ location }).then((target) => {
        if (ticket !== navigations.current) return;
        if (target === undefined) go(location, type);
        else if (isExternalUrl(target)) window.location[type === 'PUSH' ? 'assign' : 'replace'](target);
        // The path asked for never enters the history: a back-forward visit to it is replaced too.
        else go(locationOf(target, location), type === 'POP' ? 'REPLACE' : type);
      });
    },
    [go],
  );

  const current = useRef(state.location);
  current.current = state.location;

  useEffect(() => {
    const onPopState = () => follow(readLocation(base), 'POP', current.current);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [base, follow]);

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const from = readLocation(base);
      follow(locationOf(to, from), options?.replace ? 'REPLACE' : 'PUSH', from);
    },
    [base, follow],
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

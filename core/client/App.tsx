import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import siteData from '@generated/site-data.json';
import globalData from '@generated/global-data.json';
import routeComponents from '@generated/route-components';
import Root from '@theme/Root';
import NotFound from '@theme/NotFound';
import { normalizeRoutePath } from '../shared/routePath';
import { withBase } from '../shared/urls';
import { LAZY_COMPONENT_MODULE } from '../shared/lazyComponent';
import { PageContext, SiteContext, type PageState } from './context';
import { useRouter } from './router/Router';
import { PageHead, PageHeadEntries } from './head/PageHead';
import { HeadTitleContext, type HeadTitle } from './head/Head';
import { GlobalComponents } from './GlobalComponents';
import { PageErrorBoundary } from './PageErrorBoundary';
import { pageRecordOf } from './pageRecord';
import { loadPath, setRouteTable } from './routing/clientRoutes';
import { dispatchRouteLifecycle, useRouteDidUpdate } from './routeLifecycle';
import type { LoadedRoute } from './routing/routeTable';

const siteContext = { site: siteData, globalData };

export function createPageState(route: LoadedRoute | undefined, location: PageState['location']): PageState {
  return { route, location, page: pageRecordOf(route, location.pathname, siteData) };
}

/** Scroll positions of visited history entries, restored on back and forward. */
const scrollPositions = new Map<string, number>();

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const element = document.getElementById(decodeURIComponent(hash.slice(1)));
  element?.scrollIntoView();
  return Boolean(element);
}

/**
 * Keeps the page on screen in step with the URL: when the path changes it loads the next route
 * (the current page stays until it is ready), then renders it with the route's component.
 */
function usePageLoader(initial: PageState): PageState {
  const { location } = useRouter();
  const [state, setState] = useState(initial);
  const rendered = useRef(state);
  rendered.current = state;

  useEffect(() => {
    const current = rendered.current.location;
    const next = { pathname: location.pathname, search: location.search, hash: location.hash };
    if (normalizeRoutePath(next.pathname) === normalizeRoutePath(current.pathname)) {
      if (next.search !== current.search || next.hash !== current.hash) {
        dispatchRouteLifecycle({ hook: 'onRouteUpdate', location: next, previousLocation: current });
        setState((s) => ({ ...s, location: next }));
      }
      return;
    }
    scrollPositions.set(current.pathname + current.search, window.scrollY);
    let cancelled = false;
    loadPath(next.pathname).then(
      (route) => {
        // A transition: a page whose parts are still loading (a lazy layout) keeps the current page on screen until it can render.
        if (cancelled) return;
        // Client modules' onRouteUpdate: the next page is loaded, the current one still on screen.
        dispatchRouteLifecycle({ hook: 'onRouteUpdate', location: next, previousLocation: rendered.current.location });
        startTransition(() => setState(createPageState(route, next)));
      },
      (error: unknown) => {
        // A chunk that cannot load (a new deploy removed it): load the page from the server instead.
        console.error('[quire] could not load the page', next.pathname, error);
        if (!cancelled) window.location.assign(withBase(next.pathname, siteData.base) + next.search + next.hash);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.hash]);

  // Dev: the route table module was hot-replaced (a page was added, removed or edited).
  useEffect(() => {
    if (!import.meta.webpackHot) return undefined;
    const onRoutesUpdated = (event: Event) => {
      setRouteTable((event as CustomEvent).detail);
      const current = rendered.current.location;
      loadPath(current.pathname).then(
        (route) => startTransition(() => setState(createPageState(route, current))),
        (error: unknown) => console.error('[quire] could not reload the page', error),
      );
    };
    window.addEventListener('quire:routes-updated', onRoutesUpdated);
    return () => window.removeEventListener('quire:routes-updated', onRoutesUpdated);
  }, []);

  return state;
}

function useScrollOnNavigation(state: PageState) {
  const { navigationType } = useRouter();
  const previous = useRef<PageState['location'] | undefined>(undefined);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state.location;
    if (!before) return;
    // A query change on the same page (page tabs) keeps the reader where they are.
    if (before.pathname === state.location.pathname && before.hash === state.location.hash) return;
    const key = state.location.pathname + state.location.search;
    if (navigationType === 'POP' && scrollPositions.has(key)) window.scrollTo(0, scrollPositions.get(key)!);
    else if (!scrollToHash(state.location.hash)) window.scrollTo(0, 0);
  }, [state.location.pathname, state.location.search, state.location.hash]);
}

export function App({ initial }: { initial: PageState }) {
  const state = usePageLoader(initial);
  useScrollOnNavigation(state);
  // After the scroll: client modules' onRouteDidUpdate sees the new page where the reader will.
  useRouteDidUpdate({ location: state.location });
  // One per page: a `<Head><title>` of the page writes it while rendering, PageHead (after it) reads it.
  const headTitle = useMemo<HeadTitle>(() => ({}), [state.route]);
  const { [LAZY_COMPONENT_MODULE]: lazyComponent, ...modules } = state.route?.modules ?? {};
  const Component = (
    state.route?.component === LAZY_COMPONENT_MODULE ? lazyComponent?.default : state.route && routeComponents[state.route.component]
  ) as ComponentType<Record<string, unknown>> | undefined;
  return (
    <SiteContext.Provider value={siteContext}>
      <PageContext.Provider value={state}>
        <HeadTitleContext.Provider value={headTitle}>
          <PageHeadEntries />
          <Root>
            {/* A layout that throws (a site's own theme component) shows the error page; Content has its own boundary, inside the layout. */}
            <PageErrorBoundary resetKey={state.route}>{Component && state.route ? <Component {...modules} /> : <NotFound />}</PageErrorBoundary>
            <GlobalComponents />
          </Root>
          <PageHead />
        </HeadTitleContext.Provider>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}

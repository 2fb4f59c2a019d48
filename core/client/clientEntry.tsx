import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import siteData from '@generated/site-data.json';
import { stripBase } from '../shared/routePath';
import { ClientApp } from './ClientApp';
import { createPageState } from './App';
import { getRouteTable, loadInlineRoute, loadPath, readInlineRoute } from './routing/clientRoutes';
// Plugins' client modules come after the app's own modules, so their CSS follows the theme's and can
// override its variables; they still run before anything renders. (Imported here for that order;
// routeLifecycle.ts calls their onRouteUpdate / onRouteDidUpdate.)
import '@generated/client-modules';
import { dispatchRouteLifecycle } from './routeLifecycle';

/**
 * Browser entry. A built page hydrates the static HTML with the route the SSG described inline
 * (its chunks are already on the page); the route table is fetched once the page is idle.
 * In dev (no SSG), and on the 404 page, the app renders from scratch.
 */
async function start() {
  const container = document.getElementById('__quire')!;
  const location = {
    pathname: stripBase(window.location.pathname, siteData.base) ?? window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  };
  const inline = readInlineRoute();
  // 404.html is served for any unknown path: its language comes from the URL, so it renders here.
  if (inline?.path) {
    const initial = createPageState(await loadInlineRoute(inline), location);
    dispatchRouteLifecycle({ hook: 'onRouteUpdate', location, previousLocation: null });
    startTransition(() => {
      hydrateRoot(container, <ClientApp initial={initial} />, {
        onRecoverableError(error, info) {
          console.warn('[quire] recoverable hydration error:', error, info.componentStack ?? '');
        },
      });
    });
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => void getRouteTable().catch(() => {}));
  } else {
    const initial = createPageState(await loadPath(location.pathname), location);
    dispatchRouteLifecycle({ hook: 'onRouteUpdate', location, previousLocation: null });
    const root = createRoot(container);
    startTransition(() => root.render(<ClientApp initial={initial} />));
  }
}

start().catch((error: unknown) => console.error('[quire] the app failed to start:', error));

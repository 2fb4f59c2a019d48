import { useLayoutEffect, useRef } from 'react';
import clientModules from '@generated/client-modules';
import type { ClientModule, RouteLocation } from '../types';

type LifecycleHook = keyof Pick<ClientModule, 'onRouteUpdate' | 'onRouteDidUpdate'>;

const copyLocation = ({ pathname, search, hash }: RouteLocation): RouteLocation => ({ pathname, search, hash });

/**
 * Calls `hook` of every client module that exports it, in plugin order. A module that throws is
 * reported with its plugin's name and does not stop the others or the navigation.
 */
export function dispatchRouteLifecycle({
  hook,
  location,
  previousLocation,
}: {
  hook: LifecycleHook;
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}): void {
  for (const [plugin, module] of clientModules) {
    const fn = module[hook];
    if (typeof fn !== 'function') continue;
    try {
      fn({ location: copyLocation(location), previousLocation: previousLocation && copyLocation(previousLocation) });
    } catch (error) {
      console.error(`[quire] ${hook} of a client module of plugin "${plugin}" threw; fix the module or report it to the plugin:`, error);
    }
  }
}

/** Runs `callback` after the next paint: a task queued from the next animation frame runs once that frame is on screen. */
function afterNextPaint(callback: () => void): void {
  // A hidden tab paints no frames (requestAnimationFrame would wait until it is shown).
  if (document.visibilityState === 'hidden') window.setTimeout(callback, 0);
  else window.requestAnimationFrame(() => window.setTimeout(callback, 0));
}

/**
 * `onRouteDidUpdate` for each location the app commits (the first one too, with
 * `previousLocation: null`): a layout effect sees the new page in the DOM, then the call waits
 * for that page to be painted. Effects never run while the build pre-renders.
 */
export function useRouteDidUpdate({ location }: { location: RouteLocation }): void {
  const previous = useRef<RouteLocation | null>(null);
  useLayoutEffect(() => {
    const previousLocation = previous.current;
    previous.current = location;
    afterNextPaint(() => dispatchRouteLifecycle({ hook: 'onRouteDidUpdate', location, previousLocation }));
  }, [location]);
}

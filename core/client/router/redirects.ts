import clientModules from '@generated/client-modules';
import type { ClientModule, RedirectAnswer, RouteLocation } from '../../types';

type Modules = readonly (readonly [string, ClientModule])[];

function isThenable(value: unknown): value is PromiseLike<RedirectAnswer> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

function reportThrow(plugin: string, error: unknown): void {
  console.error(`[quire] resolveRedirect of a client module of plugin "${plugin}" threw; the navigation goes where it was asked. Fix the module or report it to the plugin:`, error);
}

/**
 * Asks the client modules, in plugin order from `start`, where a navigation to `location` should
 * go instead (`ClientModule.resolveRedirect`); the first string wins. Synchronous while every
 * module answers synchronously, so a site without redirects navigates in the same tick; a promise
 * once a module answers with one. A module that throws or rejects is reported and skipped.
 */
export function resolveRedirect({
  location,
  modules = clientModules,
  start = 0,
}: {
  location: RouteLocation;
  modules?: Modules;
  start?: number;
}): RedirectAnswer | Promise<RedirectAnswer> {
  for (let index = start; index < modules.length; index += 1) {
    const [plugin, module] = modules[index]!;
    if (typeof module.resolveRedirect !== 'function') continue;
    let answer: RedirectAnswer | PromiseLike<RedirectAnswer>;
    try {
      answer = module.resolveRedirect({ location: { pathname: location.pathname, search: location.search, hash: location.hash } });
    } catch (error) {
      reportThrow(plugin, error);
      continue;
    }
    const next = () => resolveRedirect({ location, modules, start: index + 1 });
    if (isThenable(answer)) {
      return Promise.resolve(answer).then(
        (value) => (typeof value === 'string' ? value : next()),
        (error: unknown) => {
          reportThrow(plugin, error);
          return next();
        },
      );
    }
    if (typeof answer === 'string') return answer;
  }
  return undefined;
}

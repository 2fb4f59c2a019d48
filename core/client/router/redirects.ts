import clientModules from '@generated/client-modules';
import type { ClientModule, RouteLocation } from '../../types';

type Modules = readonly (readonly [string, ClientModule])[];

/** True when a client module can redirect: without one the router navigates in the same tick. */
export const canRedirect = (modules: Modules = clientModules): boolean => modules.some(([, module]) => module.resolveRedirect);

/**
 * Asks the client modules, in plugin order, where a navigation to `location` should go instead
 * (`ClientModule.resolveRedirect`); the first string wins, undefined keeps the navigation. A
 * module that throws or rejects is reported and skipped.
 */
export async function resolveRedirect({ location, modules = clientModules }: { location: RouteLocation; modules?: Modules }): Promise<string | undefined> {
  for (const [plugin, module] of modules) {
    try {
      const answer = await module.resolveRedirect?.({ location: { pathname: location.pathname, search: location.search, hash: location.hash } });
      if (typeof answer === 'string') return answer;
    } catch (error) {
      console.error(`[quire] resolveRedirect of plugin "${plugin}" failed; the navigation goes where it was asked:`, error);
    }
  }
  return undefined;
}

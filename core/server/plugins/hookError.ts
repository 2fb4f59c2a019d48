import { QuireError, isQuireError } from '../../errors';

/**
 * An error thrown by a plugin's hook, as the user sees it: a QuireError passes as it is (it already
 * says what and where), anything else is wrapped with the plugin's name and the hook (`hook` may
 * name what it was working on: `extendPageData for docs/en/a.md`), and `hint` when given.
 */
export function pluginHookError({ pluginName, hook, error, hint }: { pluginName: string; hook: string; error: unknown; hint?: string }): Error {
  // isQuireError: also one from another copy of Quire (a plugin package with its own).
  if (isQuireError(error)) return error as Error;
  return new QuireError(`Plugin "${pluginName}" failed in ${hook}: ${(error as Error)?.message ?? String(error)}`, { cause: error, hint });
}

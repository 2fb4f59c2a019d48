/**
 * Whether a runtime error in the dev page is the site's, and opens the error overlays. Not: the
 * ResizeObserver loop notices browsers raise as errors, errors from browser extensions' scripts,
 * and cross-origin "Script error." events that carry nothing to show.
 *
 * webpack-dev-server sends this function to the browser as its source text
 * (`client.overlay.runtimeErrors`), so it must not use anything from outside its body.
 */
export function isSiteRuntimeError(error: Error): boolean {
  const message = String(error?.message ?? error);
  if (/^ResizeObserver loop/.test(message)) return false;
  if (message === 'Script error.' || message === 'Script error') return false;
  const stack = String(error?.stack ?? '');
  return !/\b(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//.test(`${message}\n${stack}`);
}

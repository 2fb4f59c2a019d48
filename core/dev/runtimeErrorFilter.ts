/**
 * webpack-dev-server's runtime-error overlay filter: whether an uncaught error in the dev page
 * opens it. Not: the ResizeObserver loop notices browsers raise as errors, errors from browser
 * extensions' scripts, cross-origin "Script error." events that carry nothing to show, and the
 * render errors the page's error boundary caught and reported (marked, see
 * core/shared/renderError.ts), which React Refresh's overlay shows: one overlay per error.
 *
 * webpack-dev-server sends this function to the browser as its source text
 * (`client.overlay.runtimeErrors`), so it uses nothing from outside its body (the mark's key is
 * written out: RENDER_ERROR_KEY).
 */
export function isSiteRuntimeError(error: Error): boolean {
  if (error && typeof error === 'object' && (error as unknown as Record<symbol, unknown>)[Symbol.for('quire.renderError')]) return false;
  const message = String(error?.message ?? error);
  if (/^ResizeObserver loop/.test(message)) return false;
  if (message === 'Script error.' || message === 'Script error') return false;
  const stack = String(error?.stack ?? '');
  return !/\b(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//.test(`${message}\n${stack}`);
}

/**
 * Dev: a render error that the page's error boundary caught carries this mark when the boundary
 * reports it to the window. React Refresh's overlay shows marked errors; webpack-dev-server's
 * runtime overlay shows the others (event handlers, timers, promises): one overlay per error.
 * (`isSiteRuntimeError` repeats the key: webpack-dev-server runs it from its source text.)
 */
export const RENDER_ERROR_KEY = 'quire.renderError';

export function markRenderError(error: unknown): void {
  if (error && typeof error === 'object' && Object.isExtensible(error)) Object.defineProperty(error, Symbol.for(RENDER_ERROR_KEY), { value: true });
}

export function isRenderError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as Record<symbol, unknown>)[Symbol.for(RENDER_ERROR_KEY)]);
}

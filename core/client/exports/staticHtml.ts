import type { ReactElement } from 'react';

/**
 * Page-independent HTML rendered once per build thread and reused by every page: large parts of a
 * page that are the same on many pages (the sidebar entries away from the current page) cost the
 * build one render instead of one per page.
 */

type StaticRenderer = (element: ReactElement) => string | undefined;

let renderer: StaticRenderer | undefined;
/** owner -> variant -> HTML; null when the element cannot be rendered statically. */
const cache = new WeakMap<object, Map<string, string | null>>();

/** Set by the build's renderer entry; never set in the browser or the dev server. */
export function setStaticRenderer(render: StaticRenderer | undefined): void {
  renderer = render;
}

/**
 * During the build's server render: the HTML of `render()`, rendered on the first call for an
 * `owner` object and `variant` and reused after that. Undefined in the browser and in dev (and for
 * an element React would add head tags for, such as a preloaded image): render the element as
 * usual then. Put the HTML in its parent with `dangerouslySetInnerHTML`; the browser hydrates the
 * element itself over it, so it must render exactly what React would in place: it may read the
 * router, but no other context, and must not call `useId`. React renders it in a nested pass, so
 * call this from a component that uses no hooks.
 */
export function staticHtml({ owner, variant, render }: { owner: object; variant: string; render: () => ReactElement }): string | undefined {
  if (!renderer) return undefined;
  let byVariant = cache.get(owner);
  if (!byVariant) cache.set(owner, (byVariant = new Map()));
  let html = byVariant.get(variant);
  if (html === undefined) byVariant.set(variant, (html = renderer(render()) ?? null));
  return html ?? undefined;
}

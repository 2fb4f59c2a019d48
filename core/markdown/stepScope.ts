/**
 * Where a remark step runs. The site's and plugins' remark steps run on every parse of Markdown:
 * the compiled pages, their plain Markdown (`.md` twins, search text) and the imported fragments
 * whose headings a page shows. A step that only makes sense on a compiled page (one that rewrites
 * links to routes for the renderer, say) is marked with `pageOnly`: the twins then keep what the
 * author wrote.
 */

const PAGE_ONLY = Symbol.for('quire.markdown.pageOnly');

/** Marks a remark step (the attacher function) to run on compiled pages only. */
export function pageOnly<Step extends object>(step: Step): Step {
  Object.defineProperty(step, PAGE_ONLY, { value: true });
  return step;
}

/** True when the entry's step (alone or `[step, options]`) is marked `pageOnly`. */
export function isPageOnly(entry: unknown): boolean {
  const step = Array.isArray(entry) ? entry[0] : entry;
  return typeof step === 'function' && (step as unknown as Record<symbol, unknown>)[PAGE_ONLY] === true;
}

/**
 * How a render error finds the source it came from: `<SourceLocation>` (core/client/exports)
 * puts a component named `quire-source:<location>` above its children (its function name and
 * display name: strings, which minifying keeps), React names it in the component stack of an error
 * thrown below it, and the renderer reads the innermost one back.
 */
export const SOURCE_FRAME_PREFIX = 'quire-source:';

/** The innermost source location in a React component stack, if any. */
export function sourceLocationOf(componentStack: string | null | undefined): string | undefined {
  for (const line of componentStack?.split('\n') ?? []) {
    const frame = /^\s*at quire-source:(.+?) \(/.exec(line);
    if (frame) return frame[1];
  }
  return undefined;
}

/**
 * The name of the marker component around a page's content (core/client/exports/Content.tsx):
 * the frames of a render error's component stack below it are the page's own components.
 */
export const PAGE_FRAME = 'quire-page';

/** What React and MDX put in a stack that is not an author's component. */
const NOT_AUTHORED = /^(?:MDXContent|_createMdxContent|MDXProvider|Suspense|Lazy|Fragment|Activity|StrictMode|PageErrorBoundary|StaticContent)$/;

/**
 * The author's components a render error was thrown in, innermost first, at most `limit`: the
 * component frames of the stack below the page's content (or below a `<SourceLocation>`), without
 * HTML elements, MDX's own wrappers and minified names (one or two letters).
 */
export function componentFramesOf(componentStack: string | null | undefined, limit = 4): string[] {
  const frames: string[] = [];
  for (const line of componentStack?.split('\n') ?? []) {
    const name = /^\s*at (\S+)/.exec(line)?.[1];
    if (!name) continue;
    if (name === PAGE_FRAME || name.startsWith(SOURCE_FRAME_PREFIX)) break;
    if (!/^[A-Z_$]/.test(name) || name.length <= 2 || NOT_AUTHORED.test(name) || frames.includes(name)) continue;
    frames.push(name);
    if (frames.length === limit) break;
  }
  return frames;
}

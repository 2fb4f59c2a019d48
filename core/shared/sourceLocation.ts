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

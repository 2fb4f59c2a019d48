import { createElement, type ComponentType, type ReactNode } from 'react';
import { SOURCE_FRAME_PREFIX } from '../../shared/sourceLocation';

/** One marker component per location, named for it. */
const markers = new Map<string, ComponentType<{ children?: ReactNode }>>();

function markerFor(location: string): ComponentType<{ children?: ReactNode }> {
  let marker = markers.get(location);
  if (!marker) {
    const name = `${SOURCE_FRAME_PREFIX}${location}`;
    marker = ({ children }) => children;
    // React names a frame by the function's name where it can read the engine's stack, else by the display name.
    Object.defineProperty(marker, 'name', { value: name });
    marker.displayName = name;
    markers.set(location, marker);
  }
  return marker;
}

/**
 * Renders its children unchanged; an error thrown while pre-rendering anything below it fails the
 * build naming `location` (`docs/guide.mdx:12`, the author's source that made the children) next
 * to the page, rather than only the page. For code that renders what an author wrote elsewhere,
 * such as a plugin's demo blocks.
 */
export function SourceLocation({ location, children }: { location: string; children?: ReactNode }) {
  return createElement(markerFor(location), null, children);
}

import type { ReactNode } from 'react';

/** Wraps the whole app: a theme overrides it to add providers. */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

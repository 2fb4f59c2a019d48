import { useEffect, useState, type ReactNode } from 'react';

/** Renders its children in the browser only, after hydration (for code that needs `window`). */
export function NoSSR({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children : fallback}</>;
}

import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled `threshold` px or more. False on the server and in the first
 * browser render (so hydration matches); the real value comes from an effect and then a passive
 * scroll listener.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY >= threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}

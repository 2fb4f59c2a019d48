import { lazy } from 'react';
import PageFrame from './PageFrame';

// Loaded when a path matches no route, as the 404 page type loads it (see Layout): not in every page's bundle.
const NotFoundLayout = lazy(() => import('@theme/NotFoundLayout'));

/**
 * What the app renders for a path no route matches: the same page as `pageType: 404`, in the
 * language the path points to (the core gives it a 404 page record).
 */
export default function NotFound() {
  return (
    <PageFrame className="quire-main--not-found">
      <NotFoundLayout />
    </PageFrame>
  );
}

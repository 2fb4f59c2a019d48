import NotFoundLayout from '@theme/NotFoundLayout';
import PageFrame from './PageFrame';

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

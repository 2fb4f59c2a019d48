import Layout from '@theme/Layout';

/**
 * What the app renders for a path no route matches: the same page as `pageType: 404`, in the
 * language the path points to (the core gives it a 404 page record). It is the page's `@theme/Layout`,
 * so a site's theme that wraps the layout (its slots, say) wraps the 404 page too.
 */
export default function NotFound() {
  return <Layout />;
}

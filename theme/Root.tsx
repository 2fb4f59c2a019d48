import type { ReactNode } from 'react';
import ImageZoom from '@theme/ImageZoom';
import LocaleRedirect from '@theme/LocaleRedirect';

/**
 * Wraps the whole app (every page type, the 404 page included) with the theme's page-level
 * behaviours that render nothing: the first-visit language redirect and the image zoom.
 */
export default function Root({ children }: { children?: ReactNode }) {
  return (
    <>
      <LocaleRedirect />
      <ImageZoom />
      {children}
    </>
  );
}

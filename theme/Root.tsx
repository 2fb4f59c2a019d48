import type { ReactNode } from 'react';
import LocaleRedirect from '@theme/LocaleRedirect';

/**
 * Wraps the whole app (every page type, the 404 page included) with the theme's page-level
 * behaviours that render nothing: the first-visit language redirect. (The image zoom is the
 * built-in medium-zoom plugin's, `quire/plugins/medium-zoom`.)
 */
export default function Root({ children }: { children?: ReactNode }) {
  return (
    <>
      <LocaleRedirect />
      {children}
    </>
  );
}

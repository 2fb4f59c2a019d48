import components from '@generated/global-components';
import type { Frontmatter } from '../types';
import { usePageState } from './context';

/**
 * Whether a page shows the global extras (CONTRACT §5): not when its frontmatter says
 * `globalUIComponents: false` or the URL has `?globalUIComponents=0`. Shared by the registered
 * global components and the theme's own extras (image zoom) so that one switch turns off all.
 */
export function globalExtrasEnabled({ frontmatter, search }: { frontmatter: Frontmatter; search: string }): boolean {
  if (frontmatter.globalUIComponents === false) return false;
  return new URLSearchParams(search).get('globalUIComponents') !== '0';
}

/** `globalUIComponents` on every page, unless the page or `?globalUIComponents=0` turns them off. */
export function GlobalComponents() {
  const { page, location } = usePageState();
  if (!globalExtrasEnabled({ frontmatter: page.frontmatter, search: location.search })) return null;
  return (
    <>
      {components.map(([Component, props], index) => (
        <Component key={index} {...props} />
      ))}
    </>
  );
}

import components from '@generated/global-components';
import { usePageState } from './context';

/** `globalUIComponents` on every page, unless the page or `?globalUIComponents=0` turns them off. */
export function GlobalComponents() {
  const { page, location } = usePageState();
  if (page.frontmatter.globalUIComponents === false) return null;
  if (new URLSearchParams(location.search).get('globalUIComponents') === '0') return null;
  return (
    <>
      {components.map(([Component, props], index) => (
        <Component key={index} {...props} />
      ))}
    </>
  );
}

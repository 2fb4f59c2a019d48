import type { ReactNode } from 'react';
import { usePageData } from 'quire/client';
import Banner from '@theme/Banner';
import Navbar from '@theme/Navbar';
import { useLayoutSlots } from './layoutSlots';
import './styles/vars.css';
import './styles/base.css';

/**
 * What every page with the navbar looks like around its body: the banner and the navbar at the
 * top (unless the frontmatter says `navbar: false`), with the `beforeNav` and `afterNav` slots around them, then the page in `<main>`, then its footer. The theme's global
 * styles come in here, so that the 404 page (rendered without a route) has them too.
 */
export default function PageFrame({ children, className, footer }: { children: ReactNode; className?: string; footer?: ReactNode }) {
  const { frontmatter } = usePageData();
  const { beforeNav, afterNav } = useLayoutSlots();
  const withNavbar = frontmatter.navbar !== false;
  return (
    <>
      {withNavbar && beforeNav}
      {withNavbar && <Banner />}
      {withNavbar && <Navbar />}
      {withNavbar && afterNav}
      <main id="quire-main" className={['quire-main', className].filter(Boolean).join(' ')}>
        {children}
      </main>
      {/* After <main>, so that a page footer is the page's contentinfo landmark. */}
      {footer}
    </>
  );
}

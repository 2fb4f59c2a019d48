import { lazy } from 'react';
import { Content, usePageData } from 'quire/client';
import HomeFooter from '@theme/HomeFooter';
import DocLayout from '@theme/DocLayout';
import PageFrame from './PageFrame';
import { LayoutSlotsProvider, pickSlots, type LayoutProps } from './layoutSlots';
import './styles/vars.css';
import './styles/base.css';

// Doc pages are nearly every page; the other layouts are loaded by the pages that use them, which
// keeps them out of every page's main bundle. The app renders routes in transitions (and the SSG
// waits for lazy parts), so a layout still loading never shows an empty page.
const HomeLayout = lazy(() => import('@theme/HomeLayout'));
const OverviewLayout = lazy(() => import('@theme/OverviewLayout'));
const NotFoundLayout = lazy(() => import('@theme/NotFoundLayout'));

/**
 * The route component of every page: picks the layout for the page type (CONTRACT §4). `home`,
 * `404`, `doc` (the overview layout with `overview: true`) and `custom` pages get the banner and
 * navbar; `blank` pages are their content alone. Its props are slots (`LayoutProps`): a custom
 * theme renders `@theme-original/Layout` with its own elements in them, and the theme's components
 * below read them from a context (`useLayoutSlots()`).
 */
export default function Layout(props: LayoutProps) {
  const slots = pickSlots(props as Record<string, unknown>);
  return (
    <LayoutSlotsProvider value={slots}>
      {slots.top}
      <PageLayout />
      {slots.bottom}
    </LayoutSlotsProvider>
  );
}

/** The layout of the page's type. */
function PageLayout() {
  const { pageType, frontmatter } = usePageData();
  if (pageType === 'blank') {
    return (
      <main id="quire-main" className="quire-main quire-main--blank">
        <Content />
      </main>
    );
  }
  if (pageType === 'home') {
    return (
      <PageFrame className="quire-main--home" footer={<HomeFooter />}>
        <HomeLayout />
      </PageFrame>
    );
  }
  if (pageType === '404') {
    return (
      <PageFrame className="quire-main--not-found">
        <NotFoundLayout />
      </PageFrame>
    );
  }
  if (pageType === 'custom') {
    return (
      <PageFrame className="quire-main--custom">
        <Content />
      </PageFrame>
    );
  }
  return (
    <PageFrame className="quire-main--doc">
      {frontmatter.overview ? <OverviewLayout /> : <DocLayout />}
    </PageFrame>
  );
}

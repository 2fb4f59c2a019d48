import { createContext, useContext, type ReactNode } from 'react';

/**
 * Places in the default layout where a custom theme puts its own elements, without copying the
 * layout: `import Layout from '@theme-original/Layout'` and render `<Layout beforeDocContent={...} />`.
 * Each slot is rendered only on the page types that have that part (the sidebar's slots on doc
 * pages with a sidebar, the hero's on the home page, the navbar's wherever the navbar shows).
 */
export interface LayoutSlots {
  /** First thing on every page, `blank` pages included, above the banner and the navbar. */
  top?: ReactNode;
  /** Last thing on every page, `blank` pages included, after the footer. */
  bottom?: ReactNode;
  /** Above the banner and the navbar, on every page that shows the navbar. */
  beforeNav?: ReactNode;
  /** Under the navbar, on every page that shows the navbar. */
  afterNav?: ReactNode;
  /** In the navbar, before the logo and the site title. */
  beforeNavTitle?: ReactNode;
  /** In the navbar, after the logo and the site title. */
  afterNavTitle?: ReactNode;
  /** Home page: above the hero. */
  beforeHero?: ReactNode;
  /** Home page: under the hero. */
  afterHero?: ReactNode;
  /** Home page: in the hero, above its action buttons (shown even when the hero has none). */
  beforeHeroActions?: ReactNode;
  /** Home page: in the hero, under its action buttons (shown even when the hero has none). */
  afterHeroActions?: ReactNode;
  /** Home page: above the feature cards. */
  beforeFeatures?: ReactNode;
  /** Home page: under the feature cards. */
  afterFeatures?: ReactNode;
  /** Doc pages with a sidebar: at the top of the sidebar, above its links. */
  beforeSidebar?: ReactNode;
  /** Doc pages with a sidebar: at the bottom of the sidebar, under its links. */
  afterSidebar?: ReactNode;
  /** Doc pages: above the page's content, under the page actions. */
  beforeDocContent?: ReactNode;
  /** Doc pages: under the page's content, above the doc footer. */
  afterDocContent?: ReactNode;
  /** Doc pages: above the doc footer (its edit link and previous and next links), even when the footer is off. */
  beforeDocFooter?: ReactNode;
}

/** The props of the default `Layout`: its slots. */
export type LayoutProps = LayoutSlots;

/** The slots the home layout renders, which `HomeLayout` also takes as its own props. */
export type HomeLayoutProps = Pick<
  LayoutSlots,
  'beforeHero' | 'afterHero' | 'beforeHeroActions' | 'afterHeroActions' | 'beforeFeatures' | 'afterFeatures'
>;

/** The names of the slots, in the order of `LayoutSlots`. */
export const LAYOUT_SLOT_NAMES = [
  'top',
  'bottom',
  'beforeNav',
  'afterNav',
  'beforeNavTitle',
  'afterNavTitle',
  'beforeHero',
  'afterHero',
  'beforeHeroActions',
  'afterHeroActions',
  'beforeFeatures',
  'afterFeatures',
  'beforeSidebar',
  'afterSidebar',
  'beforeDocContent',
  'afterDocContent',
  'beforeDocFooter',
] as const satisfies readonly (keyof LayoutSlots)[];

/** The slots among a component's props (the route component also gets the route's modules as props). */
export function pickSlots(props: Record<string, unknown>): LayoutSlots {
  const slots: Record<string, unknown> = {};
  for (const name of LAYOUT_SLOT_NAMES) if (props[name] !== undefined) slots[name] = props[name];
  return slots as LayoutSlots;
}

const LayoutSlotsContext = createContext<LayoutSlots>({});

/**
 * Gives the layout's slots to the theme's components below it (the navbar, the sidebar's aside,
 * the hero...), so that they do not pass through every component on the way.
 */
export const LayoutSlotsProvider = LayoutSlotsContext.Provider;

/** The slots of the `Layout` around this component (none outside one). */
export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}

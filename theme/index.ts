/**
 * `@theme` (and `quire/theme`): the default theme's components and hooks, usable from MDX
 * (`import { Tabs, Tab } from '@theme'`) and from custom themes, with the whole runtime API.
 */
export * from 'quire/client';
export { useI18n, stringsFor, type I18nKey, type I18nStrings } from './i18n';

// Layout and navigation (added by the layout work).
export { default as Layout } from './Layout';
export {
  useLayoutSlots,
  LAYOUT_SLOT_NAMES,
  type LayoutProps,
  type LayoutSlots,
  type HomeLayoutProps,
} from './layoutSlots';
export { default as PageFrame } from './PageFrame';
export { default as DocLayout } from './DocLayout';
export { default as Sidebar, type SidebarProps } from './Sidebar';
export { default as Outline, type OutlineProps } from './Outline';
export { default as DocFooter } from './DocFooter';
export { default as PageActions } from './PageActions';
export { prevNext, sidebarPages, type PageLink } from './DocFooter/prevNext';

// Top of the page and appearance (added by the navbar work).
export { default as Navbar, NAVBAR_SOLID_AFTER } from './Navbar';
export { default as Banner } from './Banner';
export { default as SocialLinks } from './SocialLinks';
export { default as HoverMenu, type HoverMenuProps } from './HoverMenu';
export { useHoverGroup, HOVER_CLOSE_DELAY, type HoverGroup } from './useHoverGroup';
export { useAppearance, useDark, type Appearance, type AppearanceValue } from './appearance';

// MDX components (added by the components work).
export { default as MDXComponents } from './MDXComponents';
export { default as Callout, type CalloutProps, type CalloutType } from './Callout';
export { default as CodeBlock, type CodeBlockProps } from './CodeBlock';
export { Tabs, Tab, type TabsProps, type TabProps } from './Tabs';
export {
  default as PackageManagerTabs,
  PACKAGE_MANAGER_GROUP,
  commandFor,
  commandsFor,
  type PackageManagerTabsProps,
  type PackageManager,
  type PackageManagerCommands,
} from './PackageManagerTabs';
export { PageTabs, PageTab, type PageTabsProps, type PageTabProps } from './PageTabs';
export { default as Badge, type BadgeProps, type BadgeType } from './Badge';
export { default as Steps } from './Steps';
export { default as Table } from './Table';
export { H1, H2, H3, H4, H5, H6, type HeadingProps } from './Heading';

// Home, overview and page-level features (added by the pages work).
export { default as HomeLayout } from './HomeLayout';
export { default as HomeHero, type HomeHeroProps } from './HomeHero';
export { heroTextLines } from './HomeHero/heroTextLines';
export { default as HomeFeatures } from './HomeFeatures';
export { featureSpan } from './HomeFeatures/featureParts';
export { default as HomeFooter } from './HomeFooter';
export { default as OverviewLayout } from './OverviewLayout';
export { filterOverview, normalizeFilterText } from './OverviewLayout/filterOverview';
export { default as NotFoundLayout } from './NotFoundLayout';
export { default as ErrorPage, type ErrorPageProps } from './ErrorPage';
export { homePathOf } from './NotFoundLayout/homePath';
export { default as LocaleRedirect } from './LocaleRedirect';
export { localeRedirectTarget } from './LocaleRedirect/redirectTarget';

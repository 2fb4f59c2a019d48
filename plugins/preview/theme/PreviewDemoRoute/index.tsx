import type { ComponentType } from 'react';

interface DemoRouteProps {
  view: { default: ComponentType<{ demo: ComponentType; info: { id: string; source: string } }> };
  demo: { default: ComponentType };
  info: { default: { id: string; source: string } };
}

/**
 * The route component of an iframe demo's page (`@theme/PreviewDemoRoute`: the route names it by
 * alias, not by a path of the build machine). Route components ship in the main bundle, so this
 * one only hands over to the page (client/DemoPage.tsx), which loads lazily with the demo as a
 * route module (`view`, not `page`: that key is a page record's).
 */
export default function DemoRoute({ view: { default: Page }, demo, info }: DemoRouteProps) {
  return <Page demo={demo.default} info={info.default} />;
}

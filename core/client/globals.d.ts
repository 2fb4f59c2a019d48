/// <reference types="webpack/module" />

declare module '@generated/routes' {
  import type { RouteTuple } from './routing/routeTable';
  const routes: RouteTuple[];
  export default routes;
}

declare module '@generated/route-components' {
  import type { ComponentType } from 'react';
  const components: Record<string, ComponentType<Record<string, unknown>>>;
  export default components;
}

declare module '@generated/site-data.json' {
  import type { SiteData } from '../types';
  const siteData: SiteData;
  export default siteData;
}

declare module '@generated/global-data.json' {
  const globalData: Record<string, unknown>;
  export default globalData;
}

declare module '@generated/global-components' {
  import type { ComponentType } from 'react';
  const components: [ComponentType<Record<string, unknown>>, Record<string, unknown>][];
  export default components;
}

declare module '@generated/client-modules' {
  import type { ClientModule } from '../types';
  /** `[plugin name, module namespace]` of each client module that is not a stylesheet, in plugin order. */
  const modules: [string, ClientModule][];
  export default modules;
}

declare module '@theme/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}

declare module '*.css';

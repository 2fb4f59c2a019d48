/**
 * `quire/client-types`: what Quire's bundler gives a site's own code, for TypeScript. List it in
 * the site's tsconfig.json (`"types": ["quire/client-types"]`, as the starter does) and the pages,
 * the `theme/` folder and the components they import type-check.
 */
/// <reference path="../lib/types/theme-modules.d.ts" />

// Theme components: the names of Quire's own theme are declared one by one with their real types
// (theme-modules.d.ts); any other name (a plugin's, or one the site's theme/ folder adds) is a
// component taking any props.
declare module '@theme/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<any>;
  export default Component;
}

declare module '@theme-original/*' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<any>;
  export default Component;
}

// Modules Quire generates into `.quire/` for each build.
declare module '@generated/site-data.json' {
  import type { SiteData } from 'quire/client';
  const siteData: SiteData;
  export default siteData;
}

declare module '@generated/global-data.json' {
  /** Each plugin's global data, by plugin name. */
  const globalData: Record<string, unknown>;
  export default globalData;
}

declare module '@generated/*' {
  const value: unknown;
  export default value;
}

// Stylesheets: a CSS module (`*.module.css`) is its class map; other stylesheets are imported for
// their effect. The module declaration comes first: of two patterns that match, TypeScript takes
// the first.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css' {}

// Sass and SCSS (compiled by sass-embedded, an optional peer dependency): the same, module or not.
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.module.sass' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
declare module '*.scss' {}
declare module '*.sass' {}

// `?raw`: any file's text, as a string.
declare module '*?raw' {
  const text: string;
  export default text;
}

// Images and media: the URL of the emitted file.
declare module '*.png' {
  const src: string;
  export default src;
}
declare module '*.jpg' {
  const src: string;
  export default src;
}
declare module '*.jpeg' {
  const src: string;
  export default src;
}
declare module '*.gif' {
  const src: string;
  export default src;
}
declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.webp' {
  const src: string;
  export default src;
}
declare module '*.avif' {
  const src: string;
  export default src;
}
declare module '*.ico' {
  const src: string;
  export default src;
}

// Markdown and MDX pages imported as components, with their parsed frontmatter.
declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { MDXComponents } from 'quire/client';
  const MDXContent: ComponentType<{ components?: MDXComponents; [prop: string]: unknown }>;
  export default MDXContent;
  export const frontmatter: Record<string, unknown>;
}

declare module '*.md' {
  import type { ComponentType } from 'react';
  import type { MDXComponents } from 'quire/client';
  const MDXContent: ComponentType<{ components?: MDXComponents; [prop: string]: unknown }>;
  export default MDXContent;
  export const frontmatter: Record<string, unknown>;
}

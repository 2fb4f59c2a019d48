import path from 'node:path';
import type { LoadContext, PlainComponentRule, QuirePlugin } from 'quire';
import { APPEARANCE_KEY, BANNER_CLOSED_CLASS, BANNER_CLOSED_KEY } from './storageKeys';

/**
 * The inline `<head>` script that sets the appearance (`dark` class and `color-scheme` on
 * `<html>`) and the banner-closed class before the first paint, so neither flashes. It runs before
 * any bundle, so it stays tiny and dependency-free; every storage read is guarded because
 * `localStorage` throws when storage is disabled.
 */
export function headScript({ darkMode }: { darkMode: boolean }): string {
  const key = JSON.stringify;
  // Anything but 'light' or 'dark' counts as 'auto' and follows the system.
  const appearance = darkMode
    ? `var a=g(${key(APPEARANCE_KEY)}),k=a==='dark'||(a!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);` +
      `d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light';`
    : `d.style.colorScheme='light';`;
  return (
    `(function(){try{var d=document.documentElement,g=function(k){try{return localStorage.getItem(k)}catch(e){}};` +
    appearance +
    `if(g(${key(BANNER_CLOSED_KEY)})==='true')d.classList.add(${key(BANNER_CLOSED_CLASS)})}catch(e){}})()`
  );
}

/**
 * The content components `.mdx` pages use without an import. A page that uses one imports it, so
 * a component is downloaded with the pages that use it, not with every page.
 */
export const MDX_PAGE_COMPONENTS: Record<string, string> = {
  Badge: '@theme/Badge',
  PackageManagerTabs: '@theme/PackageManagerTabs',
  PageTab: '@theme/PageTabs',
  PageTabs: '@theme/PageTabs',
  Steps: '@theme/Steps',
  Tab: '@theme/Tabs',
  Tabs: '@theme/Tabs',
};

/**
 * How the theme's components read in plain Markdown (`.md` twins, search text): a callout is a
 * blockquote led by its title, the package-manager tabs a command (in npm's spelling).
 */
export const PLAIN_MARKDOWN_COMPONENTS: Record<string, PlainComponentRule> = {
  Callout: {
    kind: 'callout',
    typeProp: 'type',
    titleProp: 'title',
    titles: { tip: 'Tip', info: 'Info', note: 'Note', warning: 'Warning', danger: 'Danger', details: 'Details' },
  },
  PackageManagerTabs: { kind: 'code', prop: 'command', lang: 'bash', prefix: 'npm ' },
};

/**
 * The default theme as a plugin: its components folder as a theme layer, the components `.mdx`
 * pages may use without an import, and the head script every page needs before it paints.
 */
export function themePlugin({ context }: { context: LoadContext }): QuirePlugin {
  const themeDir = path.join(context.quireDir, 'theme');
  const darkMode = context.siteConfig.themeConfig.darkMode !== false;
  return {
    name: 'theme-default',
    getThemePath: () => themeDir,
    markdown: { components: MDX_PAGE_COMPONENTS, plainMarkdown: PLAIN_MARKDOWN_COMPONENTS },
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: headScript({ darkMode }) }] }),
  };
}

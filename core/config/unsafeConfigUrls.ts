import type { HeadConfig, NavItem, Sidebar, SidebarEntry, SiteConfig } from '../types';
import { isUnsafeUrl } from '../shared/urls';
import { unsafeUrlWarning } from '../utils/unsafeUrlWarning';

/** Attributes whose value the browser loads or follows as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'ping', 'background', 'xlink:href']);

/**
 * Drops from a `head` tag (`[tagName, attributes, content?]`; a raw HTML string is the author's
 * own and left alone) every URL attribute whose URL could run script (`isUnsafeUrl`), in place.
 * `path` names the entry in warnings (`head[2]`, `frontmatter.head[0]`).
 */
export function dropUnsafeHeadUrls({ entry, path }: { entry: HeadConfig; path: string }): string[] {
  if (typeof entry === 'string') return [];
  const attributes = entry[1];
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || !URL_ATTRIBUTES.has(name.toLowerCase()) || !isUnsafeUrl(value)) continue;
    delete attributes[name];
    warnings.push(unsafeUrlWarning({ what: `${path}[1].${name}`, url: value, kept: 'the tag stays, without it' }));
  }
  return warnings;
}

/** Drops unsafe links from nav items and their `items`, in place; the items stay, without a link. */
export function dropUnsafeNavLinks({ items, path }: { items: NavItem[]; path: string }): string[] {
  return items.flatMap((item, index) => {
    const here = `${path}[${index}]`;
    const warnings = item.items ? dropUnsafeNavLinks({ items: item.items, path: `${here}.items` }) : [];
    if (item.link !== undefined && isUnsafeUrl(item.link)) {
      warnings.unshift(unsafeUrlWarning({ what: `${here}.link`, url: item.link, kept: 'the item stays, without a link' }));
      delete item.link;
    }
    return warnings;
  });
}

function dropUnsafeSidebarLinks({ entries, path }: { entries: SidebarEntry[]; path: string }): string[] {
  return entries.flatMap((entry, index) => {
    if (!('text' in entry)) return [];
    const here = `${path}[${index}]`;
    const warnings = entry.items ? dropUnsafeSidebarLinks({ entries: entry.items, path: `${here}.items` }) : [];
    if (entry.link !== undefined && isUnsafeUrl(entry.link)) {
      warnings.unshift(unsafeUrlWarning({ what: `${here}.link`, url: entry.link, kept: 'the item stays, without a link' }));
      delete entry.link;
    }
    return warnings;
  });
}

function dropUnsafeSidebar({ sidebar, path }: { sidebar: Sidebar | undefined; path: string }): string[] {
  if (!sidebar) return [];
  return Object.entries(sidebar).flatMap(([prefix, entries]) => dropUnsafeSidebarLinks({ entries, path: `${path}[${JSON.stringify(prefix)}]` }));
}

/**
 * Drops every URL of the config that could run script (`isUnsafeUrl`), in place: the links of
 * nav and sidebar items (the items stay, as text), social links (the whole link: an icon that
 * leads nowhere is of no use), the banner's link (its text stays), an edit link whose base is one
 * (the edit link goes), and the URL attributes of `head` tags. Returns a warning for each, by
 * field path (`themeConfig.locales[0].nav[1].link: ...`), for the caller to show with the file.
 */
export function dropUnsafeConfigUrls(config: SiteConfig): string[] {
  const warnings: string[] = config.head.flatMap((entry, index) => dropUnsafeHeadUrls({ entry, path: `head[${index}]` }));
  const theme = config.themeConfig;
  const themes = [
    { path: 'themeConfig', texts: theme },
    ...theme.locales.map((locale, index) => ({ path: `themeConfig.locales[${index}]`, texts: locale })),
  ];
  for (const { path, texts } of themes) {
    if (texts.nav) warnings.push(...dropUnsafeNavLinks({ items: texts.nav, path: `${path}.nav` }));
    warnings.push(...dropUnsafeSidebar({ sidebar: texts.sidebar, path: `${path}.sidebar` }));
    if (texts.banner?.link !== undefined && isUnsafeUrl(texts.banner.link)) {
      warnings.push(unsafeUrlWarning({ what: `${path}.banner.link`, url: texts.banner.link, kept: 'the banner stays, without a link' }));
      delete texts.banner.link;
    }
    if (texts.editLink && isUnsafeUrl(texts.editLink.docRepoBaseUrl)) {
      warnings.push(unsafeUrlWarning({ what: `${path}.editLink.docRepoBaseUrl`, url: texts.editLink.docRepoBaseUrl, kept: 'this edit link is left out' }));
      delete texts.editLink;
    }
  }
  theme.socialLinks = theme.socialLinks.filter((link, index) => {
    const unsafe = (link.mode === 'link' || link.mode === 'img') && isUnsafeUrl(link.content);
    if (unsafe) warnings.push(unsafeUrlWarning({ what: `themeConfig.socialLinks[${index}].content`, url: link.content, kept: 'the social link is left out' }));
    return !unsafe;
  });
  return warnings;
}

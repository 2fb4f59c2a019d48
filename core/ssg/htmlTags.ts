import type { HeadConfig, HtmlTag, HtmlTags, PageHtmlContext, RouteMetadata } from '../types';
import type { Site } from '../server/site';
import { pluginHookError } from '../server/plugins/hookError';
import { escapeHtml, rawTextContent } from '../utils/escape';
import type { RenderedHtmlTags } from './ssgParams';
import { pageHtmlContext, routeFacts } from './routeFacts';

const VOID_ELEMENTS = new Set(['meta', 'link', 'base', 'br', 'hr', 'img', 'input']);

function renderAttributes(attributes: Record<string, string | boolean> = {}): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? ` ${escapeHtml(name)}` : ` ${escapeHtml(name)}="${escapeHtml(String(value))}"`))
    .join('');
}

/**
 * One tag as HTML. Attribute values are escaped; raw strings and the `innerHTML` of other elements
 * are the author's own HTML, but the content of a `script` or `style` cannot end it early
 * (`rawTextContent`: a `</script>` in a script's string stays in the string).
 */
export function renderHtmlTag(tag: HtmlTag): string {
  if (typeof tag === 'string') return tag;
  const name = tag.tagName.toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Invalid HTML tag name: ${tag.tagName}`);
  const open = `<${name}${renderAttributes(tag.attributes)}>`;
  return VOID_ELEMENTS.has(name) ? open : `${open}${rawTextContent({ tagName: name, text: tag.innerHTML ?? '' })}</${name}>`;
}

export function headConfigToTag(entry: HeadConfig): HtmlTag {
  if (typeof entry === 'string') return entry;
  const [tagName, attributes, innerHTML] = entry;
  return { tagName, attributes, innerHTML };
}

/** Tags of several sources, in order, as HTML by place. */
function renderTags(all: (HtmlTags | undefined)[], first: HtmlTag[] = []): RenderedHtmlTags {
  const render = (tags: HtmlTag[]) => tags.map(renderHtmlTag).join('');
  return {
    headTags: render([...first, ...all.flatMap((tags) => tags?.headTags ?? [])]),
    preBodyTags: render(all.flatMap((tags) => tags?.preBodyTags ?? [])),
    postBodyTags: render(all.flatMap((tags) => tags?.postBodyTags ?? [])),
  };
}

/** The rendered tags every page gets: the config's `head`, then each plugin's `injectHtmlTags()`. */
export function collectHtmlTags(site: Site): RenderedHtmlTags {
  const injected = site.plugins.map(({ plugin, content }) => {
    try {
      return plugin.injectHtmlTags?.({ content });
    } catch (error) {
      throw pluginHookError({ pluginName: plugin.name, hook: 'injectHtmlTags', error });
    }
  });
  return renderTags(injected, site.context.siteConfig.head.map(headConfigToTag));
}

/** Whether any plugin adds tags page by page (when none does, pages are not asked about). */
export function hasPageHtmlTags(site: Pick<Site, 'plugins'>): boolean {
  return site.plugins.some(({ plugin }) => plugin.injectPageHtmlTags !== undefined);
}

/**
 * The tags plugins' `injectPageHtmlTags()` give one page, rendered, in plugin order; undefined
 * when no plugin adds any. Runs on the main thread (plugin functions cannot cross into the render
 * workers); a hook's error, or a tag it cannot render, names the plugin and the page.
 */
export function collectPageHtmlTags({ site, page }: { site: Pick<Site, 'plugins'>; page: PageHtmlContext }): RenderedHtmlTags | undefined {
  const parts: RenderedHtmlTags[] = [];
  for (const { plugin, content } of site.plugins) {
    if (!plugin.injectPageHtmlTags) continue;
    try {
      const tags = plugin.injectPageHtmlTags({ content, page });
      if (tags) parts.push(renderTags([tags]));
    } catch (error) {
      throw pluginHookError({
        pluginName: plugin.name,
        hook: `injectPageHtmlTags for the page ${page.routePath}`,
        error,
        hint: 'The hook must return { headTags, preBodyTags, postBodyTags } (tags as { tagName, attributes, innerHTML } or HTML strings), or nothing for pages it leaves alone.',
      });
    }
  }
  if (parts.length === 0) return undefined;
  const joined = (place: keyof RenderedHtmlTags) => parts.map((part) => part[place]).join('');
  const tags = { headTags: joined('headTags'), preBodyTags: joined('preBodyTags'), postBodyTags: joined('postBodyTags') };
  return tags.headTags || tags.preBodyTags || tags.postBodyTags ? tags : undefined;
}

/** A page as the page-aware tags see it: its route's path and metadata (none for a 404 page without a route). */
export interface TaggedPage {
  routePath: string;
  metadata?: RouteMetadata;
}

/**
 * The rendered `injectPageHtmlTags()` tags of a page from its route, or undefined when no plugin
 * has the hook (the pages are then not looked at).
 */
export function createPageTagger({ site }: { site: Pick<Site, 'plugins' | 'context'> }): ((page: TaggedPage) => RenderedHtmlTags | undefined) | undefined {
  if (!hasPageHtmlTags(site)) return undefined;
  return ({ routePath, metadata }) => collectPageHtmlTags({ site, page: pageHtmlContext(routeFacts({ context: site.context, routePath, metadata })) });
}

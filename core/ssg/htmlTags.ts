import type { HeadConfig, HtmlTag } from '../types';
import type { Site } from '../server/site';
import { escapeHtml } from '../utils/escape';

const VOID_ELEMENTS = new Set(['meta', 'link', 'base', 'br', 'hr', 'img', 'input']);

function renderAttributes(attributes: Record<string, string | boolean> = {}): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? ` ${escapeHtml(name)}` : ` ${escapeHtml(name)}="${escapeHtml(String(value))}"`))
    .join('');
}

/** One tag as HTML. Attribute values are escaped; `innerHTML` and raw strings are the author's own HTML. */
export function renderHtmlTag(tag: HtmlTag): string {
  if (typeof tag === 'string') return tag;
  const name = tag.tagName.toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Invalid HTML tag name: ${tag.tagName}`);
  const open = `<${name}${renderAttributes(tag.attributes)}>`;
  return VOID_ELEMENTS.has(name) ? open : `${open}${tag.innerHTML ?? ''}</${name}>`;
}

export function headConfigToTag(entry: HeadConfig): HtmlTag {
  if (typeof entry === 'string') return entry;
  const [tagName, attributes, innerHTML] = entry;
  return { tagName, attributes, innerHTML };
}

/** The rendered tags every page gets: the config's `head`, then each plugin's `injectHtmlTags()`. */
export function collectHtmlTags(site: Site): { headTags: string; preBodyTags: string; postBodyTags: string } {
  const head: HtmlTag[] = site.context.siteConfig.head.map(headConfigToTag);
  const preBody: HtmlTag[] = [];
  const postBody: HtmlTag[] = [];
  for (const { plugin, content } of site.plugins) {
    const injected = plugin.injectHtmlTags?.({ content });
    head.push(...(injected?.headTags ?? []));
    preBody.push(...(injected?.preBodyTags ?? []));
    postBody.push(...(injected?.postBodyTags ?? []));
  }
  const render = (tags: HtmlTag[]) => tags.map(renderHtmlTag).join('');
  return { headTags: render(head), preBodyTags: render(preBody), postBodyTags: render(postBody) };
}

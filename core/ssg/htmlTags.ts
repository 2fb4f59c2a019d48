import type { HeadConfig, HtmlTag } from '../types';
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

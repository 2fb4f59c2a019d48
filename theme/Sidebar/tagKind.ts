/**
 * How a sidebar tag is shown (site-spec "tag accepts text, an SVG string or an image URL"): an SVG
 * string becomes an inline icon, an image URL an `<img>`, anything else a small text badge.
 */
export type TagKind = 'svg' | 'image' | 'text';

export function tagKind({ tag }: { tag: string }): TagKind {
  const value = tag.trim();
  if (/^<svg[\s>]/i.test(value)) return 'svg';
  if (/^data:image\//i.test(value)) return 'image';
  // A path or URL: text badges are words (`new`, `beta`), never start with a slash or a scheme.
  if (/^(https?:\/\/|\/\/|\/|\.{1,2}\/)\S+$/i.test(value)) return 'image';
  return 'text';
}

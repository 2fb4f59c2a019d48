import { tagKind } from './tagKind';

/**
 * A sidebar tag: a text badge after the label (`new`), or an icon before it when the tag is an SVG
 * string or an image URL. Icons are decoration: the label names the link.
 */
export default function SidebarTag({ tag }: { tag: string }) {
  const kind = tagKind({ tag });
  if (kind === 'svg') {
    // The SVG comes from the site's own _meta.json or frontmatter, never from visitors.
    return <span className="quire-sidebar__tag-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: tag }} />;
  }
  if (kind === 'image') {
    return <img className="quire-sidebar__tag-icon" src={tag.trim()} alt="" aria-hidden="true" />;
  }
  return <span className="quire-sidebar__tag">{tag}</span>;
}

/** Icons go before the label, text badges after it. */
export function isIconTag(tag: string | undefined): boolean {
  return tag !== undefined && tagKind({ tag }) !== 'text';
}

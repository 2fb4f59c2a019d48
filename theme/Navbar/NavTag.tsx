/**
 * A nav item's tag: inline SVG markup (`<svg ...>`, the site author's own), an image URL, or a
 * short text shown as a badge (`new`).
 */
export default function NavTag({ tag }: { tag: string }) {
  const value = tag.trim();
  if (value.startsWith('<svg')) {
    return <span className="quire-nav-tag quire-nav-tag--icon" aria-hidden dangerouslySetInnerHTML={{ __html: value }} />;
  }
  if (/^(https?:|data:image\/)/.test(value)) {
    return <img className="quire-nav-tag quire-nav-tag--image" src={value} alt="" />;
  }
  return <span className="quire-nav-tag">{value}</span>;
}

import SidebarTag, { isIconTag } from './SidebarTag';

/** An entry's text with its tag: an icon tag before the text, a text badge after it. */
export default function SidebarLabel({ text, tag }: { text: string; tag?: string }) {
  const icon = isIconTag(tag);
  return (
    <>
      {tag && icon && <SidebarTag tag={tag} />}
      <span className="quire-sidebar__text">{text}</span>
      {tag && !icon && <SidebarTag tag={tag} />}
    </>
  );
}

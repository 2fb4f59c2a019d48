import { Link, classifyLink, type NavItem } from 'quire/client';
import HoverMenu from '../HoverMenu';
import NavTag from './NavTag';
import { ChevronDownIcon, ExternalIcon } from './icons';
import { isNavItemActive } from './navPaths';
import { useCurrentRoutePath, useLocaleLayout } from './useSwitchLinks';

/** An entry of a dropdown: a link, or a titled group of links (a second level of `items`). */
function MenuEntry({ item, routePath }: { item: NavItem; routePath: string }) {
  const layout = useLocaleLayout();
  if (item.items?.length) {
    return (
      <li className="quire-hover-menu__group">
        <div className="quire-hover-menu__group-title">{item.text}</div>
        <ul className="quire-hover-menu__list">
          {item.items.map((child, index) => (
            <MenuEntry key={`${child.text}-${index}`} item={child} routePath={routePath} />
          ))}
        </ul>
      </li>
    );
  }
  const active = isNavItemActive({ item, routePath, layout });
  return (
    <li>
      <Link
        href={item.link ?? '#'}
        className={`quire-hover-menu__item${active ? ' quire-hover-menu__item--active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span>{item.text}</span>
        {item.tag && <NavTag tag={item.tag} />}
        {item.link && classifyLink(item.link) === 'external' && <ExternalIcon className="quire-navbar__external" />}
      </Link>
    </li>
  );
}

/** One top-level nav item: a link, or a hover menu of its `items`. */
export default function NavMenuItem({ item }: { item: NavItem }) {
  const routePath = useCurrentRoutePath();
  const layout = useLocaleLayout();
  const active = isNavItemActive({ item, routePath, layout });
  if (item.items?.length) {
    return (
      <HoverMenu
        align="start"
        active={active}
        triggerClassName="quire-navbar__item"
        label={
          <>
            <span>{item.text}</span>
            {item.tag && <NavTag tag={item.tag} />}
            <ChevronDownIcon className="quire-navbar__chevron" />
          </>
        }
      >
        <ul className="quire-hover-menu__list">
          {item.items.map((child, index) => (
            <MenuEntry key={`${child.text}-${index}`} item={child} routePath={routePath} />
          ))}
        </ul>
      </HoverMenu>
    );
  }
  const external = Boolean(item.link) && classifyLink(item.link!) === 'external';
  return (
    <Link
      href={item.link ?? '#'}
      className={`quire-navbar__item${active ? ' quire-navbar__item--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <span>{item.text}</span>
      {item.tag && <NavTag tag={item.tag} />}
      {external && <ExternalIcon className="quire-navbar__external" />}
    </Link>
  );
}

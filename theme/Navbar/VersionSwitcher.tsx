import { Link } from 'quire/client';
import { useI18n } from '../i18n';
import HoverMenu from '../HoverMenu';
import { ChevronDownIcon } from './icons';
import { useVersionLinks } from './useSwitchLinks';

/** The desktop version menu (sites with two or more `multiVersion.versions`). */
export default function VersionSwitcher() {
  const t = useI18n();
  const links = useVersionLinks();
  const current = links.find((link) => link.current);
  if (links.length === 0) return null;
  return (
    <HoverMenu
      align="end"
      ariaLabel={`${t('versions')}: ${current?.label ?? ''}`}
      triggerClassName="quire-navbar__item"
      label={
        <>
          <span>{current?.label}</span>
          <ChevronDownIcon className="quire-navbar__chevron" />
        </>
      }
    >
      <ul className="quire-hover-menu__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              className={`quire-hover-menu__item${link.current ? ' quire-hover-menu__item--active' : ''}`}
              aria-current={link.current ? 'true' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </HoverMenu>
  );
}

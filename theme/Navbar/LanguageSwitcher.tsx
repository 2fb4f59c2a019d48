import { Link } from 'quire/client';
import HoverMenu from '../HoverMenu';
import { ChevronDownIcon, LanguagesIcon } from './icons';
import { useLanguageLinks } from './useSwitchLinks';

/** The desktop language menu: the current language's label, opening the list of languages. */
export default function LanguageSwitcher() {
  const links = useLanguageLinks();
  const current = links.find((link) => link.current);
  if (links.length === 0) return null;
  return (
    <HoverMenu
      align="end"
      className="quire-navbar__languages"
      triggerClassName="quire-navbar__item"
      label={
        <>
          <LanguagesIcon className="quire-navbar__languages-icon" />
          <span className="quire-navbar__languages-label">{current?.label}</span>
          <ChevronDownIcon className="quire-navbar__chevron" />
        </>
      }
    >
      <ul className="quire-hover-menu__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              lang={link.lang}
              hrefLang={link.lang}
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

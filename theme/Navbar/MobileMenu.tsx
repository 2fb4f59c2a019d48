import { useState, type ReactNode } from 'react';
import { Link, classifyLink, useNav, useSite, type NavItem } from 'quire/client';
import { useI18n } from '../i18n';
import SocialLinks from '../SocialLinks';
import AppearanceSwitch from './AppearanceSwitch';
import NavTag from './NavTag';
import { ChevronDownIcon, ExternalIcon } from './icons';
import { findVersionNavItem, isNavItemActive } from './navPaths';
import { useCurrentRoutePath, useLanguageLinks, useLocaleLayout, useVersionLinks, type SwitchLink } from './useSwitchLinks';

function ItemLink({ item, className, active }: { item: NavItem; className: string; active: boolean }) {
  const external = Boolean(item.link) && classifyLink(item.link!) === 'external';
  return (
    <Link
      href={item.link ?? '#'}
      className={`${className}${active ? ` ${className}--active` : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <span>{item.text}</span>
      {item.tag && <NavTag tag={item.tag} />}
      {external && <ExternalIcon className="quire-navbar__external" />}
    </Link>
  );
}

/** A nav item of the full-screen menu: a link, or a button that expands its entries in place. */
function MobileNavItem({ item }: { item: NavItem }) {
  const routePath = useCurrentRoutePath();
  const layout = useLocaleLayout();
  const active = isNavItemActive({ item, routePath, layout });
  const [expanded, setExpanded] = useState(active);
  if (!item.items?.length) {
    return (
      <li>
        <ItemLink item={item} className="quire-mobile-menu__link" active={active} />
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`quire-mobile-menu__link quire-mobile-menu__group${active ? ' quire-mobile-menu__link--active' : ''}`}
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{item.text}</span>
        {item.tag && <NavTag tag={item.tag} />}
        <ChevronDownIcon className="quire-mobile-menu__chevron" />
      </button>
      {expanded && (
        <ul className="quire-mobile-menu__sublist">
          {item.items.map((child, index) => (
            <MobileNavItem key={`${child.text}-${index}`} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="quire-mobile-menu__row">
      <span className="quire-mobile-menu__row-label">{label}</span>
      <div className="quire-mobile-menu__row-content">{children}</div>
    </div>
  );
}

function SwitchLinks({ links }: { links: SwitchLink[] }) {
  return (
    <>
      {links.map((link) => (
        <Link
          key={link.key}
          href={link.href}
          lang={link.lang}
          hrefLang={link.lang}
          className={`quire-mobile-menu__pill${link.current ? ' quire-mobile-menu__pill--current' : ''}`}
          aria-current={link.current ? 'true' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </>
  );
}

/**
 * The small-screen menu: the nav items (menus expand in place), then the Theme, Languages and
 * Versions rows, then the social links. The Versions row shows the version switcher on a
 * versioned site, else the nav's own version menu (which then is not repeated in the list).
 */
export default function MobileMenu({ id }: { id: string }) {
  const t = useI18n();
  const site = useSite();
  const nav = useNav();
  const languages = useLanguageLinks();
  const versions = useVersionLinks();
  const versionItem = findVersionNavItem({ nav, names: [t('menuVersions'), t('versions'), 'Version'] });
  const items = versions.length === 0 && versionItem ? nav.filter((item) => item !== versionItem) : nav;
  return (
    <div id={id} className="quire-mobile-menu">
      <div className="quire-mobile-menu__inner">
        {items.length > 0 && (
          <ul className="quire-mobile-menu__list">
            {items.map((item, index) => (
              <MobileNavItem key={`${item.text}-${index}`} item={item} />
            ))}
          </ul>
        )}
        <div className="quire-mobile-menu__rows">
          {site.themeConfig.darkMode !== false && (
            <Row label={t('menuTheme')}>
              <AppearanceSwitch />
            </Row>
          )}
          {languages.length > 0 && (
            <Row label={t('menuLanguages')}>
              <SwitchLinks links={languages} />
            </Row>
          )}
          {versions.length > 0 ? (
            <Row label={t('menuVersions')}>
              <SwitchLinks links={versions} />
            </Row>
          ) : (
            versionItem && (
              <Row label={t('menuVersions')}>
                {versionItem.items!.filter((entry) => entry.link).map((entry, index) => (
                  <ItemLink key={`${entry.text}-${index}`} item={entry} className="quire-mobile-menu__pill" active={false} />
                ))}
              </Row>
            )
          )}
        </div>
        <div className="quire-mobile-menu__social">
          <SocialLinks />
        </div>
      </div>
    </div>
  );
}

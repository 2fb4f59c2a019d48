import { useId } from 'react';
import { useNav } from 'quire/client';
import { useI18n } from '../i18n';
import { useLayoutSlots } from '../layoutSlots';
import Search from '@theme/Search';
import SocialLinks from '../SocialLinks';
import LanguageSwitcher from './LanguageSwitcher';
import MobileMenu from './MobileMenu';
import NavMenuItem from './NavMenuItem';
import NavTitle from './NavTitle';
import ThemeToggle from './ThemeToggle';
import VersionSwitcher from './VersionSwitcher';
import { MenuIcon } from './icons';
import { useMobileMenu } from './useMobileMenu';
import { useScrolledPast } from './useScrolledPast';
import './Navbar.css';

/** The navbar has no background or border until the page is scrolled this far (CONTRACT §7). */
export const NAVBAR_SOLID_AFTER = 100;

/**
 * The top bar: logo and title, the nav items of the page's language (left or right), the
 * language and version switchers, the appearance toggle and the social links; below 768 px a
 * hamburger opens all of it as a full-screen menu. Sticky under the banner.
 */
export default function Navbar() {
  const t = useI18n();
  const nav = useNav();
  const { beforeNavTitle, afterNavTitle } = useLayoutSlots();
  const scrolled = useScrolledPast(NAVBAR_SOLID_AFTER);
  const menu = useMobileMenu();
  const menuId = useId();
  const left = nav.filter((item) => item.position === 'left');
  const right = nav.filter((item) => item.position !== 'left');
  const classes = ['quire-navbar', scrolled && 'quire-navbar--scrolled', menu.open && 'quire-navbar--menu-open'];
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <nav className="quire-navbar__inner" aria-label={t('mainNavigation')}>
        <div className="quire-navbar__left">
          {beforeNavTitle}
          <NavTitle />
          {afterNavTitle}
          {left.length > 0 && (
            <div className="quire-navbar__menu">
              {left.map((item, index) => (
                <NavMenuItem key={`${item.text}-${index}`} item={item} />
              ))}
            </div>
          )}
        </div>
        <div className="quire-navbar__right">
          {/* The search control, first on the right: the search plugin's (local, or algolia's DocSearch); nothing without one. */}
          <Search />
          {right.length > 0 && (
            <div className="quire-navbar__menu">
              {right.map((item, index) => (
                <NavMenuItem key={`${item.text}-${index}`} item={item} />
              ))}
            </div>
          )}
          <div className="quire-navbar__extras">
            <LanguageSwitcher />
            <VersionSwitcher />
            <ThemeToggle className="quire-navbar__theme-toggle" />
            <SocialLinks />
          </div>
          <button
            ref={menu.buttonRef}
            type="button"
            className="quire-navbar__hamburger"
            aria-label={t('openMenu')}
            aria-expanded={menu.open}
            aria-controls={menu.open ? menuId : undefined}
            onClick={menu.toggle}
          >
            <MenuIcon className="quire-menu-icon" />
          </button>
        </div>
        {menu.open && <MobileMenu id={menuId} />}
      </nav>
    </header>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLang, useSite } from 'quire/client';
import { useI18n } from '../i18n';
import { BANNER_CLOSED_CLASS, BANNER_CLOSED_KEY } from '../storageKeys';
import { CloseIcon } from '../Navbar/icons';
import './Banner.css';

// Layout effects do not run on the server; React warns when `useLayoutEffect` is used there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readClosed(): boolean {
  try {
    return window.localStorage.getItem(BANNER_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The line above the navbar (`themeConfig.locales[].banner`, else `themeConfig.banner`): its
 * text links to `banner.link`, and the close button hides it for good. The static HTML always
 * holds it; when it was closed, the head script's class on `<html>` hides it before the first
 * paint, and after hydration this component agrees and renders nothing. While shown it sets
 * `--quire-banner-height`, which the sticky navbar and panels sit below.
 */
export default function Banner() {
  const t = useI18n();
  const site = useSite();
  const lang = useLang();
  const banner = site.themeConfig.locales.find((locale) => locale.lang === lang)?.banner ?? site.themeConfig.banner;
  const [closed, setClosed] = useState(false);
  const ref = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (readClosed()) setClosed(true);
  }, []);

  // The measured height (the text may wrap on narrow screens), kept current while shown.
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('--quire-banner-height', `${element.offsetHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--quire-banner-height');
    };
  }, [banner, closed]);

  if (!banner?.text || closed) return null;

  const close = () => {
    try {
      window.localStorage.setItem(BANNER_CLOSED_KEY, 'true');
    } catch {
      // Storage is disabled: the banner stays closed for this page view only.
    }
    document.documentElement.classList.add(BANNER_CLOSED_CLASS);
    setClosed(true);
  };

  return (
    // A landmark of its own (it is above the navbar's header), so no text of the page is outside one.
    <div ref={ref} className="quire-banner" role="region" aria-label={t('banner')}>
      <div className="quire-banner__inner">
        {banner.link ? (
          <Link href={banner.link} className="quire-banner__text quire-banner__link">
            {banner.text}
          </Link>
        ) : (
          <span className="quire-banner__text">{banner.text}</span>
        )}
      </div>
      <button type="button" className="quire-banner__close" aria-label={t('bannerClose')} onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}

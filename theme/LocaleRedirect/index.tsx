import { useEffect } from 'react';
import { useLocation, useNavigate, usePageData, useSite } from 'quire/client';
import { localeRedirectTarget } from './redirectTarget';

/** CONTRACT §5: set on the very first page load, so the redirect is offered once per browser. */
const VISITED_KEY = 'quire-visited';

/** True on the browser's very first page load of the site; marks the visit as done either way. */
function consumeFirstVisit(): boolean {
  try {
    if (localStorage.getItem(VISITED_KEY) !== null) return false;
    localStorage.setItem(VISITED_KEY, '1');
    return true;
  } catch {
    // Storage blocked (privacy mode): without memory of the visit, redirecting could loop.
    return false;
  }
}

/**
 * The first-visit language redirect (CONTRACT §7): when the browser's language is another
 * configured language than the page's, replaces the page with the same page in that language.
 * Runs once, after hydration, so the static HTML stays the same for every visitor.
 */
export default function LocaleRedirect() {
  const site = useSite();
  const page = usePageData();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!consumeFirstVisit() || page.pageType === '404') return;
    const target = localeRedirectTarget({
      mode: site.themeConfig.localeRedirect ?? 'auto',
      userAgent: navigator.userAgent,
      browserLanguage: navigator.language ?? '',
      pathname: location.pathname,
      pageLang: page.lang,
      langs: site.locales.map((locale) => locale.lang),
      defaultLang: site.lang,
      versions: site.multiVersion.versions,
    });
    if (target) navigate(target + location.search + location.hash, { replace: true });
    // Only the page the visitor landed on counts: later navigations never redirect.
  }, []);

  return null;
}

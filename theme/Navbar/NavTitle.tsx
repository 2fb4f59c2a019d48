import { Link, siteTitleFor, usePageData, useSite, withBase } from 'quire/client';
import { useHomePath } from './useSwitchLinks';

/**
 * The logo and site name, linking to the language home. A `{ light, dark }` logo renders both
 * images and CSS shows the one for the appearance, so the right logo is there from the first paint.
 */
export default function NavTitle() {
  const site = useSite();
  const page = usePageData();
  const home = useHomePath();
  const { logo } = site;
  const text = site.logoText || siteTitleFor(site, page.lang);
  return (
    <Link href={home} className="quire-navbar__title">
      {typeof logo === 'string' && logo && <img className="quire-navbar__logo" src={withBase(logo)} alt="" />}
      {logo && typeof logo === 'object' && (
        <>
          <img className="quire-navbar__logo quire-navbar__logo--light" src={withBase(logo.light)} alt="" />
          <img className="quire-navbar__logo quire-navbar__logo--dark" src={withBase(logo.dark)} alt="" />
        </>
      )}
      <span className="quire-navbar__title-text">{text}</span>
    </Link>
  );
}

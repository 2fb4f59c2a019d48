import { Content, Link, usePageData, useSite } from 'quire/client';
import './styles.css';

/**
 * The fallback layout: the page's content in a readable column, with the site title as a link
 * home. A site with no theme at all builds and reads correctly with it.
 */
export default function Layout() {
  const site = useSite();
  const page = usePageData();
  const home = page.lang === site.lang ? '/' : `/${page.lang}/`;
  return (
    <div className="quire-fallback">
      <header className="quire-fallback__header">
        <Link href={home}>{site.title}</Link>
      </header>
      <main className="quire-fallback__main">
        <Content />
      </main>
    </div>
  );
}

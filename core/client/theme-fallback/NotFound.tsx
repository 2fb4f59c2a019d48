import { Link, usePageData, useSite } from 'quire/client';
import './styles.css';

const strings: Record<string, { title: string; home: string }> = {
  en: { title: 'PAGE NOT FOUND', home: 'Take me home' },
  zh: { title: '页面未找到', home: '返回首页' },
};

/** The fallback 404 page, in the language the path points to, linking to that language's home. */
export default function NotFound() {
  const site = useSite();
  const { lang, version } = usePageData();
  const text = strings[lang] ?? strings.en!;
  const prefix = [version !== site.multiVersion.default ? version : '', lang !== site.lang ? lang : ''].filter(Boolean);
  const home = prefix.length ? `/${prefix.join('/')}/` : '/';
  return (
    <main className="quire-fallback quire-fallback__not-found">
      <p className="quire-fallback__code">404</p>
      <h1>{text.title}</h1>
      <Link href={home}>{text.home}</Link>
    </main>
  );
}

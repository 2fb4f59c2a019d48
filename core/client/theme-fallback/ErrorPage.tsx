import { useLang } from 'quire/client';
import './styles.css';

const strings: Record<string, { title: string; reload: string }> = {
  en: { title: 'This page crashed', reload: 'Reload the page' },
  zh: { title: '页面出错了', reload: '重新加载页面' },
};

/** The fallback error page: what a page threw, in the page's language, with a reload link (stacks in dev). */
export default function ErrorPage({ error, componentStack, dev = false }: { error: unknown; componentStack?: string; dev?: boolean }) {
  const lang = useLang();
  const text = strings[lang] ?? strings[lang.split('-')[0]!] ?? strings.en!;
  const stack = dev ? [error instanceof Error ? error.stack : undefined, componentStack].filter(Boolean).join('\n') : '';
  return (
    <div className="quire-fallback__error" role="alert">
      <h1>{text.title}</h1>
      <pre>{error instanceof Error ? error.message : String(error)}</pre>
      {stack ? <pre>{stack}</pre> : null}
      <a href={typeof window === 'undefined' ? '' : window.location.href}>{text.reload}</a>
    </div>
  );
}

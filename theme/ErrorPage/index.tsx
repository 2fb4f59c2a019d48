import { useI18n } from '../i18n';
import './ErrorPage.css';

export interface ErrorPageProps {
  /** What the page threw. */
  error: unknown;
  /** React's component stack at the throw, when known. */
  componentStack?: string;
  /** `quire dev`: the stacks are shown too. */
  dev?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What shows in place of a page that threw in the browser (the navbar and sidebar stay): the
 * error's message in the page's language and a link that reloads the page. In dev, the error's
 * stack and component stack follow.
 */
export default function ErrorPage({ error, componentStack, dev = false }: ErrorPageProps) {
  const t = useI18n();
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <div className="quire-error-page" role="alert">
      <h1 className="quire-error-page__title">{t('errorPageTitle')}</h1>
      <p className="quire-error-page__hint">{t('errorPageHint')}</p>
      <pre className="quire-error-page__message">{messageOf(error)}</pre>
      {dev && (stack || componentStack) ? (
        <details className="quire-error-page__details" open>
          <summary>{t('errorPageStack')}</summary>
          <pre className="quire-error-page__stack">{[stack, componentStack?.replace(/^\n/, '')].filter(Boolean).join('\n\n')}</pre>
        </details>
      ) : null}
      <a
        className="quire-error-page__reload"
        href={typeof window === 'undefined' ? '' : window.location.href}
        onClick={(event) => {
          event.preventDefault();
          window.location.reload();
        }}
      >
        {t('errorPageReload')}
      </a>
    </div>
  );
}

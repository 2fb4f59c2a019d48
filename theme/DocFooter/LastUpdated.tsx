import { useEffect, useState } from 'react';
import { useI18n } from '../i18n';

function formatTime({ time, lang, timeZone }: { time: number; lang: string; timeZone?: string }): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
  } catch {
    // An unknown language tag: the runtime's default locale still gives a readable date.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
  }
}

/**
 * "Last Updated: <date>" in the page's language. The server knows no reader's time zone, so the
 * static HTML (and the hydrating render, to match it) shows UTC; the reader's own time zone
 * replaces it right after hydration.
 */
export default function LastUpdated({ time, lang }: { time: number; lang: string }) {
  const t = useI18n();
  const [text, setText] = useState(() => formatTime({ time, lang, timeZone: 'UTC' }));
  useEffect(() => setText(formatTime({ time, lang })), [time, lang]);
  return (
    <p className="quire-doc-footer__updated">
      <span className="quire-doc-footer__updated-label">{t('lastUpdated')}:</span>{' '}
      <time dateTime={new Date(time).toISOString()}>{text}</time>
    </p>
  );
}

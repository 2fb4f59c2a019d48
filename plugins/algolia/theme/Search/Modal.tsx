import { useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, useLang, useNavigate } from 'quire/client';
import { useI18n } from '@theme/i18n';
import options from '@quire-algolia/options';
import { contextualSearchParameters } from './searchParameters';
import { siteRelativeUrl } from './siteRelativeUrl';
import { ERROR_SCREEN_DEFAULTS, ErrorScreen } from './ErrorScreen';
import { addModalStyles } from './modalStyles';
import { modalTranslations } from './translations';

addModalStyles();

/** Hits per group (page), as the local search shows. */
const HITS_PER_GROUP = 20;

type Hit = { url: string };
type TransformSearchClient = NonNullable<ComponentProps<typeof DocSearchModal>['transformSearchClient']>;

/** A hit as a link that opens its page by client navigation (the base is the router's). */
function HitLink({ hit, children }: { hit: Hit; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

export interface ModalProps {
  /** Unmounts the modal. */
  onClose: () => void;
}

/**
 * DocSearch's modal, loaded on the first sign of intent with its styles and the plugin's options:
 * queries the page's language (the `lang:<lang>` facet), shows 20 hits per group (page) with
 * site-relative links, opens a hit (click or Enter) by client navigation, and speaks the page's
 * language, its error screen included.
 */
export default function Modal({ onClose }: ModalProps) {
  // Where the page was when the modal opened: DocSearch scrolls back there when it closes.
  const [initialScrollY] = useState(() => window.scrollY);
  const lang = useLang();
  const placeholder = useI18n()('searchPlaceholder');
  const navigate = useNavigate();
  // Closing gives the focus back to the navbar's button; Escape and Ctrl/Cmd+K close.
  const close = useCallback(() => {
    onClose();
    document.querySelector<HTMLElement>('.DocSearch-Button')?.focus();
  }, [onClose]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || (/^k$/i.test(event.key) && (event.metaKey || event.ctrlKey) && !event.altKey)) {
        event.preventDefault();
        close();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [close]);
  const searchParameters = useMemo(
    () => contextualSearchParameters({ searchParameters: options.searchParameters, lang, contextualSearch: options.contextualSearch }),
    [lang],
  );
  const translations = useMemo(() => modalTranslations({ lang, placeholder, overrides: options.translations }), [lang, placeholder]);
  // Whether the last search failed (see ErrorScreen): it is then answered with no results.
  const [failed, setFailed] = useState(false);
  const transformSearchClient = useCallback<TransformSearchClient>(
    (client) => ({
      ...client,
      search: ((...args: Parameters<typeof client.search>) =>
        client.search(...args).then(
          (response) => {
            setFailed(false);
            return response;
          },
          () => {
            setFailed(true);
            return { results: [] };
          },
        )) as typeof client.search,
    }),
    [],
  );
  const transformItems = useCallback(<Item extends Hit>(items: Item[]) => items.map((item) => ({ ...item, url: siteRelativeUrl(item.url) })), []);
  const navigator = useMemo(() => ({ navigate: ({ itemUrl }: { itemUrl: string }) => navigate(itemUrl) }), [navigate]);
  return createPortal(
    <>
      <DocSearchModal
        appId={options.appId}
        apiKey={options.apiKey}
        indices={[{ name: options.indexName, searchParameters }]}
        placeholder={placeholder}
        maxResultsPerGroup={HITS_PER_GROUP}
        transformItems={transformItems}
        transformSearchClient={transformSearchClient}
        hitComponent={HitLink}
        navigator={navigator}
        translations={translations}
        initialScrollY={initialScrollY}
        onClose={close}
        onAskAiToggle={() => {}}
      />
      {failed && <ErrorScreen {...ERROR_SCREEN_DEFAULTS} {...translations.errorScreen} />}
    </>,
    document.body,
  );
}

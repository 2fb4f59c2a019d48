import { useCallback, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, useNavigate } from 'quire/client';
import type { AlgoliaGlobalData } from '../../options';
import { contextualSearchParameters } from './searchParameters';
import { siteRelativeUrl } from './siteRelativeUrl';
import { modalTranslations } from './translations';
// DocSearch's variables and modal styles, then the site's palette over them: only with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './Modal.css';

/** Hits per group (page), as the local search shows. */
const HITS_PER_GROUP = 20;

type Hit = { url: string };

/** A hit as a link that opens its page by client navigation (the base is the router's). */
function HitLink({ hit, children }: { hit: Hit; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

export interface ModalProps {
  options: AlgoliaGlobalData;
  lang: string;
  placeholder: string;
  initialScrollY: number;
  onClose: () => void;
}

/**
 * DocSearch's modal, loaded on the first sign of intent: queries the page's language (the
 * `lang:<lang>` facet), shows 20 hits per group with site-relative links, opens a hit (click or
 * Enter) by client navigation, and speaks the page's language.
 */
export default function Modal({ options, lang, placeholder, initialScrollY, onClose }: ModalProps) {
  const navigate = useNavigate();
  const searchParameters = useMemo(
    () => contextualSearchParameters({ searchParameters: options.searchParameters, lang, contextualSearch: options.contextualSearch }),
    [options.searchParameters, options.contextualSearch, lang],
  );
  const translations = useMemo(
    () => ({ modal: modalTranslations({ lang, placeholder, overrides: options.translations }) }),
    [lang, placeholder, options.translations],
  );
  const transformItems = useCallback(<Item extends Hit>(items: Item[]) => items.map((item) => ({ ...item, url: siteRelativeUrl(item.url) })), []);
  const navigator = useMemo(() => ({ navigate: ({ itemUrl }: { itemUrl: string }) => navigate(itemUrl) }), [navigate]);
  return createPortal(
    <DocSearchModal
      appId={options.appId}
      apiKey={options.apiKey}
      indices={[{ name: options.indexName, searchParameters }]}
      placeholder={placeholder}
      maxResultsPerGroup={HITS_PER_GROUP}
      transformItems={transformItems}
      hitComponent={HitLink}
      navigator={navigator}
      translations={translations}
      initialScrollY={initialScrollY}
      onClose={onClose}
      onAskAiToggle={() => {}}
    />,
    document.body,
  );
}

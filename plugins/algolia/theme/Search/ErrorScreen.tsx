import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The English strings of DocSearch's error screen (its own defaults). */
export const ERROR_SCREEN_DEFAULTS = {
  titleText: 'Unable to fetch results',
  helpText: 'You might want to check your network connection.',
};

/**
 * DocSearch's error screen ("results could not be fetched, check the network connection"), shown
 * while the last search failed. DocSearch 4 sets its own error status and then loses it (its
 * autocomplete core sets the status back to idle when any search settles), so it would say "no
 * results" instead: the failed search is answered with no results, and this screen, with
 * DocSearch's markup and classes, takes the no-results screen's place in the modal's dropdown
 * (Modal.css shows it only next to that screen: a new query or an empty one hides it).
 */
export function ErrorScreen({ titleText, helpText }: { titleText: string; helpText: string }) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(document.querySelector('.DocSearch-Modal .DocSearch-Dropdown')), []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen quire-docsearch-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
          <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}

import type { JSX } from 'react';
import type { SocialLink } from './socialLinkName';

/**
 * Marks for the built-in social services, drawn for this theme as simple strokes (not the
 * services' official artwork), in `currentColor`. A custom `{ svg }` icon is the site's own markup.
 */
const stroke = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function GithubMark() {
  // A cat's head with pointed ears over a short neck, and its tail curling to the left.
  return (
    <svg {...stroke}>
      <path d="M9 20.5v-2.6c-3.1-.5-4.6-2.5-4.6-5.6 0-1.3.4-2.4 1.2-3.3-.3-1-.2-2.3.3-3.4 1.2 0 2.4.6 3.4 1.4a9.7 9.7 0 0 1 5.4 0c1-.8 2.2-1.4 3.4-1.4.5 1.1.6 2.4.3 3.4.8.9 1.2 2 1.2 3.3 0 3.1-1.5 5.1-4.6 5.6v2.6" />
      <path d="M9 18.6c-2.3.5-3.2-.4-3.9-1.7" />
    </svg>
  );
}

function NpmMark() {
  // A square block with a lower-case "n" cut into it.
  return (
    <svg {...stroke}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 16.5v-9h8v9M12 11v5.5" />
    </svg>
  );
}

function DiscordMark() {
  // A round game-pad face with two eyes and a smile.
  return (
    <svg {...stroke}>
      <path d="M8.2 6.2A13 13 0 0 1 12 5.7c1.3 0 2.6.2 3.8.5 1.7 2.4 2.7 5.2 2.9 8.4a10.6 10.6 0 0 1-3.9 2.3l-.9-1.5M8.2 6.2C6.5 8.6 5.5 11.4 5.3 14.6c1.1 1 2.4 1.8 3.9 2.3l.9-1.5" />
      <path d="M9 15.3c2 .8 4 .8 6 0" />
      <circle cx="9.6" cy="11.6" r="1" fill="currentColor" stroke="none" />
      <circle cx="14.4" cy="11.6" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function XMark() {
  // A letter X: one bold slanted band crossed by a thin stroke.
  return (
    <svg {...stroke}>
      <path d="M4.5 4.5h4L19.5 19.5h-4z" />
      <path d="M19.5 4.5 13.2 11.3M4.5 19.5l6.3-6.8" />
    </svg>
  );
}

const MARKS: Record<string, () => JSX.Element> = { github: GithubMark, npm: NpmMark, discord: DiscordMark, x: XMark };

export function SocialIcon({ icon }: { icon: SocialLink['icon'] }) {
  if (typeof icon === 'object') {
    return <span className="quire-social__custom-icon" aria-hidden dangerouslySetInnerHTML={{ __html: icon.svg }} />;
  }
  const Mark = MARKS[icon];
  return Mark ? <Mark /> : <span className="quire-social__fallback-icon" aria-hidden>{icon.slice(0, 2)}</span>;
}

/** The "more links" mark: three dots. */
export function MoreIcon() {
  return (
    <svg {...stroke}>
      <circle cx="5.5" cy="12" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="18.5" cy="12" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}

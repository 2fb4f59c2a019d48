/**
 * The navbar's small interface icons, drawn for this theme as 24x24 strokes in `currentColor`.
 * All are decorative (`aria-hidden`): the controls that hold them carry the accessible name.
 */
const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="14" height="14">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** The "opens elsewhere" mark after external links. */
export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="12" height="12">
      <path d="M7 17 17 7M9 7h8v8" />
    </svg>
  );
}

export function LanguagesIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="18" height="18" strokeWidth={1.8}>
      <path d="M4 5h8M8 3v2M10.5 5c-.8 3.6-3 6.4-6.5 8M6 8.5c1 2 2.6 3.6 4.5 4.5" />
      <path d="m12 21 4.5-10L21 21M13.6 17.5h5.8" />
    </svg>
  );
}

export function SunIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="16" height="16">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="16" height="16">
      <path d="M20.5 14.1A8.5 8.5 0 0 1 9.9 3.5a8.5 8.5 0 1 0 10.6 10.6Z" />
    </svg>
  );
}

export function AutoIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="16" height="16">
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

/** Three bars that turn into a cross while the mobile menu is open (CSS on the parent's state). */
export function MenuIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="22" height="22">
      <path className="quire-menu-icon__top" d="M4 7h16" />
      <path className="quire-menu-icon__middle" d="M4 12h16" />
      <path className="quire-menu-icon__bottom" d="M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg {...stroke} className={className} width="16" height="16">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

import type { ReactNode } from 'react';

/** The page actions' icons: 16 px line icons that take the text colour. */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ?? 'quire-page-actions__icon'} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="11" height="11" rx="2" {...stroke} />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" {...stroke} />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} />
  </Icon>
);

export const SpinnerIcon = () => (
  <Icon className="quire-page-actions__icon quire-page-actions__spinner">
    <path d="M12 3a9 9 0 1 0 9 9" {...stroke} />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="quire-page-actions__icon quire-page-actions__chevron">
    <path d="M6 9l6 6 6-6" {...stroke} />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" {...stroke} />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" {...stroke} />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.6A7.5 7.5 0 1 1 20 11.5z" {...stroke} />
  </Icon>
);

export const SparkIcon = () => (
  <Icon>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" {...stroke} />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon className="quire-page-actions__icon quire-page-actions__external">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />
  </Icon>
);

import type { ReactNode } from 'react';

/** The code block's icons: inline SVG that follows `currentColor`, hidden from screen readers. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const CopyIcon = () => (
  <Icon className="quire-code__icon-copy">
    <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
    <path d="M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon className="quire-code__icon-copied">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const WrapIcon = () => (
  <Icon>
    <path d="M3.5 6h17" />
    <path d="M3.5 12h13.25a3.25 3.25 0 0 1 0 6.5H12" />
    <path d="M14 16.25L11.75 18.5 14 20.75" />
    <path d="M3.5 18.5H8" />
  </Icon>
);

export const FileIcon = () => (
  <Icon>
    <path d="M13.5 3.5H7A2.5 2.5 0 0 0 4.5 6v12A2.5 2.5 0 0 0 7 20.5h10a2.5 2.5 0 0 0 2.5-2.5V9.5z" />
    <path d="M13.5 3.5v6h6" />
  </Icon>
);

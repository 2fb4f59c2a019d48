import type { ReactNode } from 'react';

/** One small stroke icon per callout type, drawn in the type's colour (`currentColor`). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="quire-callout__icon" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

const paths: Record<string, ReactNode> = {
  // A light bulb.
  tip: (
    <>
      <path d="M9 18h6M10 21.5h4" />
      <path d="M12 2.5a6.5 6.5 0 0 0-3.9 11.7c.6.5.9 1.1.9 1.8v.5h6V16c0-.7.3-1.3.9-1.8A6.5 6.5 0 0 0 12 2.5z" />
    </>
  ),
  // An "i" in a circle.
  info: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </>
  ),
  // A pencil writing.
  note: (
    <>
      <path d="M12 20.5h8.5" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </>
  ),
  // An exclamation mark in a triangle.
  warning: (
    <>
      <path d="M10.3 3.9L1.9 18a2 2 0 0 0 1.7 3h16.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4.5M12 17h.01" />
    </>
  ),
  // An exclamation mark in an octagon.
  danger: (
    <>
      <path d="M7.9 2.5h8.2l5.4 5.4v8.2l-5.4 5.4H7.9l-5.4-5.4V7.9z" />
      <path d="M12 8v5M12 16.5h.01" />
    </>
  ),
  // A chevron that turns when the details open.
  details: <path d="M9 6l6 6-6 6" />,
};

export function CalloutIcon({ type }: { type: string }) {
  const path = paths[type];
  return path ? <Icon>{path}</Icon> : null;
}

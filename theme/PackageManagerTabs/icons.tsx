import type { ReactElement } from 'react';
import type { PackageManager } from './commands';

/**
 * Small monochrome marks for the five managers, drawn for this theme in `currentColor`, so the
 * active tab's colour reaches its icon. They sit next to the name, which is the tab's label.
 */
const marks: Record<PackageManager, ReactElement> = {
  // A square with an "n" cut out of it.
  npm: <path fill="currentColor" fillRule="evenodd" d="M3 3h18v18H3zm4 4v10h5V9.5h2.5V17H17V7z" />,
  // A ball of yarn.
  yarn: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6.5 6.5c3.5 1 7 4.5 8 11M4.5 11c4 .5 7 3 8 8.5M10 4c3 1.5 7 5 9.5 11" />
    </g>
  ),
  // Squares in a grid, some stronger than others.
  pnpm: (
    <g fill="currentColor">
      <rect x="3" y="3" width="5" height="5" rx="1" />
      <rect x="9.5" y="3" width="5" height="5" rx="1" />
      <rect x="16" y="3" width="5" height="5" rx="1" />
      <rect x="16" y="9.5" width="5" height="5" rx="1" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="1" opacity="0.45" />
      <rect x="3" y="16" width="5" height="5" rx="1" opacity="0.45" />
      <rect x="9.5" y="16" width="5" height="5" rx="1" opacity="0.45" />
      <rect x="16" y="16" width="5" height="5" rx="1" opacity="0.45" />
    </g>
  ),
  // A round bun with two eyes.
  bun: (
    <g>
      <path fill="none" stroke="currentColor" strokeWidth="1.8" d="M12 4.5c-5 0-9 3.6-9 8.2C3 16.8 7 19.5 12 19.5s9-2.7 9-6.8c0-4.6-4-8.2-9-8.2z" />
      <circle cx="9" cy="12.5" r="1.2" fill="currentColor" />
      <circle cx="15" cy="12.5" r="1.2" fill="currentColor" />
    </g>
  ),
  // A round face with an eye, looking right.
  deno: (
    <g>
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path fill="currentColor" d="M8 20c.5-3 .2-5.5-1.5-8 2.5 1 5 1.3 7 .8-.8 2.4-1 4.7-.5 7.2z" opacity="0.85" />
      <circle cx="13.5" cy="8.5" r="1.2" fill="currentColor" />
    </g>
  ),
};

export function ManagerIcon({ manager }: { manager: PackageManager }) {
  return (
    <svg className="quire-pm__icon" aria-hidden="true" focusable="false" width="15" height="15" viewBox="0 0 24 24">
      {marks[manager]}
    </svg>
  );
}

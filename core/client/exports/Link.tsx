import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { classifyLink, withBase } from '../../shared/urls';
import { stripBase } from '../../shared/routePath';
import { isPlainClick, useRouter } from '../router/Router';
import { prefetchPath } from '../routing/clientRoutes';

/** A path ending in a file extension (`.svg`, `.md`; not `.html`, and not `v1.2` version numbers). */
function isFilePath(href: string): boolean {
  return /\.(?!html$)[a-z][a-z0-9]{0,4}$/i.test(href.replace(/[?#].*$/, ''));
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * A link that does the right thing for its target (CONTRACT §7 "Links"): external URLs open in a
 * new tab with `rel="noopener noreferrer"`, `#...` stays on the page, `/...` gets the site base and
 * navigates without a reload (prefetching the page on hover), anything else is left relative. A
 * URL that could run script (`javascript:`, `vbscript:`, `data:` other than images: `isUnsafeUrl`)
 * is left out: the element renders without an `href`, so it leads nowhere.
 */
export function Link({ href, children, onClick, ...rest }: LinkProps) {
  const { base, navigate } = useRouter();
  const kind = classifyLink(href);
  if (kind === 'unsafe') {
    return (
      <a onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  // A file (`/logo.svg`, `/guide/intro.md`) is not a page: the browser loads it.
  if (kind !== 'internal' || isFilePath(href)) {
    return (
      <a href={kind === 'internal' ? withBase(href, base) : href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const to = stripBase(href, base) ?? href;
  const prefetch = () => prefetchPath(to.replace(/[?#].*$/, ''));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (rest.target && rest.target !== '_self') || rest.download !== undefined) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={withBase(to, base)} onClick={handleClick} onMouseEnter={prefetch} onFocus={prefetch} {...rest}>
      {children}
    </a>
  );
}

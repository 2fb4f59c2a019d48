import type { ComponentPropsWithoutRef } from 'react';
import { useI18n } from '../i18n';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingProps = ComponentPropsWithoutRef<'h1'>;

/**
 * A content heading that keeps the id the Markdown gave it and, when it has one, ends with a `#`
 * link to itself (shown on hover by the layout's styles), for readers to copy a section's URL.
 */
function createHeading(Tag: Level) {
  function Heading({ id, className, children, ...rest }: HeadingProps) {
    const t = useI18n();
    return (
      <Tag id={id} className={className ? `quire-heading ${className}` : 'quire-heading'} {...rest}>
        {children}
        {id ? (
          <a className="quire-anchor" href={`#${id}`} aria-label={t('headingAnchor')}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = Tag.toUpperCase();
  return Heading;
}

export const H1 = createHeading('h1');
export const H2 = createHeading('h2');
export const H3 = createHeading('h3');
export const H4 = createHeading('h4');
export const H5 = createHeading('h5');
export const H6 = createHeading('h6');

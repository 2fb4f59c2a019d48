import type { ReactNode } from 'react';
import { Link } from 'quire/client';

/**
 * A JSDoc description as inline Markdown: `code`, **bold**, *emphasis*, [links](url) and
 * `{@link Name}`; a blank line starts a new paragraph, other line breaks are spaces. Everything
 * becomes React elements (text is escaped by React, never set as HTML); a link to anything but
 * http(s), a site path or an anchor stays text.
 */

const TOKEN = /`([^`]+)`|\{@link(?:code|plain)?\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

const SAFE_EXTERNAL = /^https?:\/\//i;
const SITE_PATH = /^\/(?!\/)/;

/** A link through the site's `Link` (base, client navigation, new tab for other sites), or its text when the target is not safe. */
function link({ text, href, key }: { text: string; href: string; key: number }): ReactNode {
  if (!SAFE_EXTERNAL.test(href) && !SITE_PATH.test(href) && !href.startsWith('#')) return text;
  return (
    <Link key={key} href={href}>
      {text}
    </Link>
  );
}

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, code, linkTarget, linkText, bold, emphasis, label, href] = match;
    const key = nodes.length;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (linkTarget !== undefined) nodes.push(SAFE_EXTERNAL.test(linkTarget) ? link({ text: linkText?.trim() || linkTarget, href: linkTarget, key }) : <code key={key}>{linkText?.trim() || linkTarget}</code>);
    else if (bold !== undefined) nodes.push(<strong key={key}>{bold}</strong>);
    else if (emphasis !== undefined) nodes.push(<em key={key}>{emphasis}</em>);
    else nodes.push(link({ text: label!, href: href!, key }));
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The description's paragraphs, each a list of inline nodes. */
export function InlineMarkdown({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="quire-api__paragraph">
          {inline(paragraph)}
        </p>
      ))}
    </>
  );
}

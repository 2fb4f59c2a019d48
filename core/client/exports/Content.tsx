import type { ComponentType } from 'react';
import { usePageState } from '../context';
import type { MDXComponents } from '../mdx/provider';
import { Link } from './Link';

/** Links in Markdown navigate like any other internal link (no full page load). */
const defaultComponents: MDXComponents = { a: Link };

/** Renders the current page's content (its compiled Markdown, MDX or component). */
export function Content({ components }: { components?: MDXComponents }) {
  const { route } = usePageState();
  const Page = route?.modules.content?.default as ComponentType<{ components?: MDXComponents }> | undefined;
  return Page ? <Page components={{ ...defaultComponents, ...components }} /> : null;
}

import type { ComponentPropsWithoutRef } from 'react';
import { Link, type MDXComponents } from 'quire/client';
import Callout from '@theme/Callout';
import CodeBlock from '@theme/CodeBlock';
import { H1, H2, H3, H4, H5, H6 } from '@theme/Heading';
import Table from '@theme/Table';

/** Images load when they come near the viewport; an author's own `loading` still wins. */
function Img(props: ComponentPropsWithoutRef<'img'>) {
  return <img loading="lazy" decoding="async" {...props} />;
}

/** Plain `pre` and `code` (inline code, and `<pre>` written as HTML), for themes to override. */
function Pre(props: ComponentPropsWithoutRef<'pre'>) {
  return <pre {...props} />;
}
function Code(props: ComponentPropsWithoutRef<'code'>) {
  return <code {...props} />;
}

/**
 * The components compiled Markdown renders with (`@theme/MDXComponents`): links navigate on the
 * client, headings get their anchor, tables scroll sideways, containers become Callouts and code
 * blocks get their frame and buttons. `Callout` and `CodeBlock` are here by name because every
 * page's containers and code blocks use them; `.mdx` pages get `Tabs`, `Badge`, ... without an
 * import from the theme plugin's `markdown.components` instead (only the pages that use them
 * download them). A name added here wins over those.
 */
const components: MDXComponents = {
  a: Link,
  h1: H1,
  h2: H2,
  h3: H3,
  h4: H4,
  h5: H5,
  h6: H6,
  img: Img,
  table: Table,
  pre: Pre,
  code: Code,
  Callout,
  CodeBlock,
};

export default components;

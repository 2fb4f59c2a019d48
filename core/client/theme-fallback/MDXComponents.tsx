import type { MDXComponents } from 'quire/client';
import { Link } from 'quire/client';
import Callout from './mdx/Callout';
import CodeBlock from './mdx/CodeBlock';

/**
 * The components compiled Markdown renders with (`@theme/MDXComponents`): links navigate without
 * a reload, containers become Callouts and code blocks get their title bar and buttons. A theme
 * overrides this module to restyle any element of the content.
 */
const components: MDXComponents = { a: Link, Callout, CodeBlock };

export default components;

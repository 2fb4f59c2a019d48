/** `@theme` when no theme is installed: the runtime API and the fallback components. */
export * from 'quire/client';
export { default as Layout } from './Layout';
export { default as NotFound } from './NotFound';
export { default as ErrorPage } from './ErrorPage';
export { default as Root } from './Root';
export { default as Callout } from './mdx/Callout';
export { default as CodeBlock } from './mdx/CodeBlock';
export { default as MDXComponents } from './MDXComponents';

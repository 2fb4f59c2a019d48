import type { ComponentType } from 'react';
import themeComponents from '@theme/MDXComponents';
import { usePageState } from '../context';
import { MDXProvider, type MDXComponents } from '../mdx/provider';
import { PageFrame } from '../PageFrame';
import { PageErrorBoundary } from '../PageErrorBoundary';

/**
 * Renders the current page's content (its compiled Markdown, MDX or component) with the theme's
 * MDX components, given through the provider so that imported MDX fragments get them too. A page
 * that throws in the browser shows `@theme/ErrorPage` in its place, inside the layout.
 */
export function Content({ components }: { components?: MDXComponents }) {
  const { route } = usePageState();
  const Page = route?.modules.content?.default as ComponentType | undefined;
  if (!Page) return null;
  return (
    <MDXProvider components={components ? { ...themeComponents, ...components } : themeComponents}>
      <PageErrorBoundary resetKey={Page}>
        <PageFrame>
          <Page />
        </PageFrame>
      </PageErrorBoundary>
    </MDXProvider>
  );
}

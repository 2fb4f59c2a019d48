/**
 * What a static page's function body imports (core/markdown/staticContent.ts): the build's renderer
 * gives it these modules by these names, whatever the specifiers in its compiled code were.
 */
export const STATIC_CONTENT_IMPORTS = {
  /** `react/jsx-runtime` (or its dev twin). */
  jsxRuntime: 'jsx-runtime',
  /** The MDX components provider's module (`useMDXComponents`). */
  provider: 'mdx-provider',
} as const;

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The MDX components provider (`providerImportSource` of the MDX compiler): every compiled page,
 * and every fragment it imports, reads the theme's components from here.
 */
export type MDXComponents = Record<string, ComponentType<any> | string>;

const MDXContext = createContext<MDXComponents>({});

export function useMDXComponents(components?: MDXComponents): MDXComponents {
  const fromContext = useContext(MDXContext);
  return components ? { ...fromContext, ...components } : fromContext;
}

export function MDXProvider({ components, children }: { components: MDXComponents; children: ReactNode }) {
  const parent = useContext(MDXContext);
  return <MDXContext.Provider value={{ ...parent, ...components }}>{children}</MDXContext.Provider>;
}

import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';

/**
 * The `<title>` a page's own `<Head>` gave, for the page it is on. `PageHead` renders after the
 * page and uses it instead of the default title: React puts every rendered `<title>` into
 * `<head>`, and which of two would show differs between the build (the first) and the browser
 * (the last mounted), so there is only ever one.
 */
export interface HeadTitle {
  title?: string;
}

export const HeadTitleContext = createContext<HeadTitle | null>(null);

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
}

/**
 * `<Head>`: tags for the document's `<head>`, from any component. React 19 puts `<meta>` and
 * `<link>` elements into `<head>` wherever they are rendered (in the build's HTML too, since the
 * renderer renders the whole document) and removes them when their component goes; a `<title>`
 * replaces the page's title.
 */
export function Head({ children }: { children?: ReactNode }) {
  const headTitle = useContext(HeadTitleContext);
  const tags = Children.toArray(children).filter((child) => {
    if (!isValidElement(child) || child.type !== 'title') return true;
    if (headTitle) headTitle.title = textOf((child as ReactElement<{ children?: ReactNode }>).props.children);
    return false;
  });
  return <>{tags}</>;
}

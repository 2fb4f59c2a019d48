import { createContext, useContext } from 'react';
import type { PageRecord, SiteData } from '../types';
import type { LoadedRoute } from './routing/routeTable';

export interface RenderedLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The page on screen: its record, its loaded route modules and the location it was loaded for. */
export interface PageState {
  page: PageRecord;
  route: LoadedRoute | undefined;
  location: RenderedLocation;
}

export const SiteContext = createContext<{ site: SiteData; globalData: Record<string, unknown> } | null>(null);
export const PageContext = createContext<PageState | null>(null);

export function useSiteContext() {
  const value = useContext(SiteContext);
  if (!value) throw new Error('Quire hooks must be used inside the Quire app.');
  return value;
}

export function usePageState(): PageState {
  const value = useContext(PageContext);
  if (!value) throw new Error('Quire page hooks must be used inside the Quire app.');
  return value;
}

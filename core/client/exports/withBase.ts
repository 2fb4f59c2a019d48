import siteData from '@generated/site-data.json';
import { withBase as prefix } from '../../shared/urls';

/** Prefixes a root-absolute path with the site base: `withBase('/logo.svg')`. */
export function withBase(path: string): string {
  return prefix(path, siteData.base);
}

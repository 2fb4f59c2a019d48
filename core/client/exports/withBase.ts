import siteData from '@generated/site-data.json';
import { withBase as prefix } from '../../shared/urls';

/**
 * Prefixes a root-absolute path with the site base: `withBase('/logo.svg')`. Pure code that is
 * given the base (a helper with unit tests) passes it: `withBase('/a', '/docs/')` -> `/docs/a`.
 */
export function withBase(path: string, base: string = siteData.base): string {
  return prefix(path, base);
}

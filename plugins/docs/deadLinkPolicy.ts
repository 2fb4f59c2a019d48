import type { DeadLinkCheckOptions, PageLink } from 'quire';
import { normalizeRoutePath } from 'quire/plugin-utils';

/** `markdown.checkDeadLinks` with its defaults applied. */
export interface DeadLinkPolicy {
  /** `error` fails `quire build`; `warn` prints. Dev always warns. */
  level: 'error' | 'warn';
  /** Whether a link is one the site asked not to check. */
  isExcluded(link: Pick<PageLink, 'raw' | 'route'>): boolean;
}

/**
 * The check the config asks for, or undefined when it is off. An exclude string matches a link as
 * written, the link without its anchor, or (when it starts with `/`) the route the link resolves
 * to, compared as routes are (case, `.html`, trailing slash); a RegExp is tested on the link as
 * written and on its route.
 */
export function deadLinkPolicy(option: boolean | DeadLinkCheckOptions): DeadLinkPolicy | undefined {
  if (option === false) return undefined;
  const { level = 'error', excludes = [] } = option === true ? {} : option;
  const strings = new Set<string>();
  const routes = new Set<string>();
  const patterns: RegExp[] = [];
  for (const exclude of excludes) {
    if (typeof exclude !== 'string') patterns.push(exclude);
    else {
      strings.add(exclude);
      if (exclude.startsWith('/')) routes.add(normalizeRoutePath(exclude));
    }
  }
  const test = (pattern: RegExp, text: string) => {
    // A /g or /y RegExp keeps where it stopped: every test starts from the beginning.
    pattern.lastIndex = 0;
    return pattern.test(text);
  };
  return {
    level,
    isExcluded({ raw, route }) {
      const withoutHash = raw.includes('#') ? raw.slice(0, raw.indexOf('#')) : raw;
      if (strings.has(raw) || strings.has(withoutHash) || (route !== '' && routes.has(route))) return true;
      return patterns.some((pattern) => test(pattern, raw) || (route !== '' && test(pattern, route)));
    },
  };
}

import type { Frontmatter } from '../types';

/**
 * Whether a page asks not to be indexed: `noindex: true` in its frontmatter, or a robots meta tag
 * whose content has `noindex` in its `head` (`['meta', { name: 'robots', content: 'noindex, follow' }]`).
 */
export function isNoIndex(frontmatter: Frontmatter): boolean {
  if (frontmatter.noindex === true) return true;
  const head = Array.isArray(frontmatter.head) ? frontmatter.head : [];
  return head.some((entry) => {
    if (!Array.isArray(entry) || String(entry[0]).toLowerCase() !== 'meta') return false;
    const attributes = (entry[1] ?? {}) as Record<string, unknown>;
    return (
      String(attributes.name ?? '').toLowerCase() === 'robots' &&
      String(attributes.content ?? '')
        .toLowerCase()
        .split(/[\s,]+/)
        .includes('noindex')
    );
  });
}

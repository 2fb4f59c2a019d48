import type { Frontmatter } from '../types';
import { isUnsafeUrl } from '../shared/urls';
import { unsafeUrlWarning } from '../utils/unsafeUrlWarning';
import { dropUnsafeHeadUrls } from '../config/unsafeConfigUrls';

/** A URL dropped from a page's frontmatter: the field's path (for its line) and the warning. */
export interface DroppedFrontmatterUrl {
  path: (string | number)[];
  message: string;
}

/**
 * Drops every URL of validated frontmatter that could run script (`isUnsafeUrl`), in place: a hero
 * action with one is left out (a button that leads nowhere is of no use), a feature card keeps its
 * text without the link, a `head` tag loses the attribute. Returns each, for the caller to warn
 * about at the field's line.
 */
export function dropUnsafeFrontmatterUrls({ frontmatter }: { frontmatter: Frontmatter }): DroppedFrontmatterUrl[] {
  const dropped: DroppedFrontmatterUrl[] = [];
  (frontmatter.head ?? []).forEach((entry, index) => {
    for (const message of dropUnsafeHeadUrls({ entry, path: `frontmatter.head[${index}]` })) dropped.push({ path: ['head', index], message });
  });
  const actions = frontmatter.hero?.actions;
  if (actions) {
    frontmatter.hero!.actions = actions.filter((action, index) => {
      if (!isUnsafeUrl(action.link)) return true;
      dropped.push({ path: ['hero', 'actions', index, 'link'], message: unsafeUrlWarning({ what: `frontmatter.hero.actions[${index}].link`, url: action.link, kept: 'the action is left out' }) });
      return false;
    });
  }
  (frontmatter.features ?? []).forEach((feature, index) => {
    if (feature.link === undefined || !isUnsafeUrl(feature.link)) return;
    dropped.push({ path: ['features', index, 'link'], message: unsafeUrlWarning({ what: `frontmatter.features[${index}].link`, url: feature.link, kept: 'the card stays, without a link' }) });
    delete feature.link;
  });
  return dropped;
}

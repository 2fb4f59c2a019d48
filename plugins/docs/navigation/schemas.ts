import { z } from 'zod';
import type { MetaCustomLinkItem, MetaItem, NavItem } from 'quire';
import { navItemSchema } from 'quire/plugin-utils';

/**
 * Schemas of `_meta.json` and `_nav.json`. Objects are strict so that a typo (`colapsed`) is an
 * error with its path instead of a silently ignored key.
 */

const overviewHeaders = z.array(z.number().int().min(1).max(6)).optional();

const pageFields = {
  name: z.string().min(1),
  label: z.string().optional(),
  tag: z.string().optional(),
  overviewHeaders,
  context: z.string().optional(),
};

// Nested custom links refer back to this schema; the explicit return type breaks the type cycle.
const customLinkObject = z
  .strictObject({
    type: z.literal('custom-link'),
    label: z.string(),
    link: z.string().optional(),
    tag: z.string().optional(),
    context: z.string().optional(),
    items: z.array(z.lazy((): z.ZodType<MetaCustomLinkItem> => customLinkSchema)).optional(),
    collapsible: z.boolean().optional(),
    collapsed: z.boolean().optional(),
  })
  // A custom link with neither a link nor items would render as dead text.
  .refine((item) => item.link !== undefined || item.items !== undefined, { message: 'a custom-link needs a link or items', path: ['link'] });
const customLinkSchema: z.ZodType<MetaCustomLinkItem> = customLinkObject;

const objectItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('file'), ...pageFields }),
  z.strictObject({ type: z.literal('dir'), ...pageFields, collapsible: z.boolean().optional(), collapsed: z.boolean().optional() }),
  z.strictObject({ type: z.literal('dir-section-header'), ...pageFields }),
  z.strictObject({ type: z.literal('section-header'), label: z.string(), tag: z.string().optional() }),
  z.strictObject({ type: z.literal('divider'), dashed: z.boolean().optional() }),
  customLinkObject,
], { error: 'expected "file", "dir", "dir-section-header", "section-header", "divider" or "custom-link"' });

export const metaItemSchema: z.ZodType<MetaItem> = z.union([z.string().min(1), objectItemSchema]);

/** A `_meta.json` file: an array of items. */
export const metaFileSchema: z.ZodType<MetaItem[]> = z.array(metaItemSchema);

/** A `_nav.json` file: an array of nav items, as in `themeConfig.nav`. */
export const navFileSchema: z.ZodType<NavItem[]> = z.array(navItemSchema);

import type { OverviewGroup } from 'quire/client';

/**
 * The comparable form of a text (site-spec §5 "Overview filter"): lower case, dashes read as
 * spaces (`config-basic` finds "Config basic"), runs of spaces as one.
 */
export function normalizeFilterText(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The groups and items of an overview page that match a query. A group whose name matches keeps
 * everything; otherwise an item whose text matches keeps all its headings, an item with only
 * matching headings keeps just those, and items and groups left empty are dropped. An empty
 * query keeps everything.
 */
export function filterOverview({ groups, query }: { groups: OverviewGroup[]; query: string }): OverviewGroup[] {
  const needle = normalizeFilterText(query);
  if (!needle) return groups;
  const matches = (text: string | undefined) => text !== undefined && normalizeFilterText(text).includes(needle);
  const result: OverviewGroup[] = [];
  for (const group of groups) {
    if (matches(group.name)) {
      result.push(group);
      continue;
    }
    const items = group.items.flatMap((item) => {
      if (matches(item.text)) return [item];
      const headers = item.headers.filter((header) => matches(header.text));
      return headers.length > 0 ? [{ ...item, headers }] : [];
    });
    if (items.length > 0) result.push({ ...group, items });
  }
  return result;
}

import type { Application, ProjectReflection, ReflectionKind as ReflectionKindEnum } from 'typedoc';

type ReflectionKindApi = typeof ReflectionKindEnum & { pluralString(kind: ReflectionKindEnum): string };

// The titles each group had when the project was converted (in English), kept across renders.
const original = new WeakMap<object, string>();

/**
 * TypeDoc names a project's groups ("Functions", "Interfaces") once, while converting, in the
 * language of that moment; the Markdown plugin's own strings follow the locale of each render.
 * This renames the groups (and categories) to the plural kind names of `locale`, so a Chinese
 * page says 函数 where an English one says Functions. Titles that are not kind names (a
 * `@group` tag's own name) stay as written.
 */
export function translateGroupTitles({ project, app, ReflectionKind, locale }: { project: ProjectReflection; app: Application; ReflectionKind: ReflectionKindApi; locale: string }): void {
  const kinds = Object.values(ReflectionKind).filter((value): value is ReflectionKindEnum => typeof value === 'number' && value > 0 && (value & (value - 1)) === 0);
  app.internationalization.setLocale('en');
  const english = kinds.map((kind) => ReflectionKind.pluralString(kind));
  app.internationalization.setLocale(locale);
  const names = new Map(english.map((name, index) => [name, ReflectionKind.pluralString(kinds[index]!)]));
  const rename = (item: { title: string }) => {
    if (!original.has(item)) original.set(item, item.title);
    const title = original.get(item)!;
    item.title = names.get(title) ?? title;
  };
  for (const reflection of [project, ...Object.values(project.reflections)]) {
    const container = reflection as { groups?: { title: string; categories?: { title: string }[] }[]; categories?: { title: string }[] };
    for (const group of container.groups ?? []) {
      rename(group);
      group.categories?.forEach(rename);
    }
    container.categories?.forEach(rename);
  }
}

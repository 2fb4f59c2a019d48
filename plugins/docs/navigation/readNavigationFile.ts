import type { z } from 'zod';
import { describeIssues, formatLocation, isUnsafeUrl, logger, unsafeUrlWarning } from 'quire/plugin-utils';
import { jsonPlaces } from './jsonPlaces';
import { readJsonFile } from './readJsonFile';

/** `placeOf(path)`: where an item of the file is, as messages show it (`docs/en/guide/_meta.json:3:5`). */
export type NavigationFileRead<T> = { status: 'missing' } | { status: 'ok'; data: T; placeOf: (path: readonly PropertyKey[]) => string } | { status: 'failed'; problems: string[] };

/**
 * Drops, in place, every `link` of the entries (nav items, custom links, at any depth) whose URL
 * could run script (`isUnsafeUrl`): the entry stays, without a link. Returns a warning for each,
 * by the entry's path in the file (`[5].items[0].link`).
 */
export function dropUnsafeLinks({ value, path }: { value: unknown; path: string }): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => dropUnsafeLinks({ value: item, path: `${path}[${index}]` }));
  if (value === null || typeof value !== 'object') return [];
  const entry = value as { link?: unknown; items?: unknown };
  const warnings = dropUnsafeLinks({ value: entry.items, path: `${path}.items` });
  if (typeof entry.link === 'string' && isUnsafeUrl(entry.link)) {
    warnings.unshift(unsafeUrlWarning({ what: `${path}.link`, url: entry.link, kept: 'the entry stays, without a link' }));
    delete entry.link;
  }
  return warnings;
}

/**
 * Reads and validates one `_meta.json` or `_nav.json`. Every problem is returned as a line that
 * starts with the file and line:column (of the error for invalid JSON, of the item for a wrong shape), so
 * that the problems of all files can be reported together. Links that could run script are
 * dropped with a warning naming the file and the entry (`dropUnsafeLinks`).
 */
export async function readNavigationFile<T>({
  file,
  shownAs,
  schema,
}: {
  file: string;
  /** The file as messages show it (`docs/en/guide/_meta.json`). */
  shownAs: string;
  schema: z.ZodType<T>;
}): Promise<NavigationFileRead<T>> {
  const read = await readJsonFile({ file });
  if (read.status === 'missing') return read;
  if (read.status === 'invalid') {
    return { status: 'failed', problems: [`${formatLocation({ file: shownAs, line: read.line, column: read.column })}: ${read.message}`] };
  }
  const places = jsonPlaces(read.text);
  const placeOf = (path: readonly PropertyKey[]) => formatLocation({ file: shownAs, ...places(path) });
  const result = schema.safeParse(read.data);
  if (result.success) {
    for (const warning of dropUnsafeLinks({ value: result.data, path: '' })) logger.warn(`${shownAs}: ${warning}`);
    return { status: 'ok', data: result.data, placeOf };
  }
  // Each problem at what it is about: a field at its key, an unknown key at itself, a missing field at its item.
  return { status: 'failed', problems: describeIssues(result.error.issues, read.data).map(({ path, text }) => `${placeOf(path)}: ${text}`) };
}

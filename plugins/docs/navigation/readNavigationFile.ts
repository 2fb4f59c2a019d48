import type { z } from 'zod';
import { formatIssues, formatLocation } from 'quire/plugin-utils';
import { readJsonFile } from './readJsonFile';

export type NavigationFileRead<T> = { status: 'missing' } | { status: 'ok'; data: T } | { status: 'failed'; problems: string[] };

/**
 * Reads and validates one `_meta.json` or `_nav.json`. Every problem is returned as a line that
 * starts with the file (and line:column for invalid JSON, the item's path for a wrong shape), so
 * that the problems of all files can be reported together.
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
  const result = schema.safeParse(read.data);
  if (result.success) return { status: 'ok', data: result.data };
  return { status: 'failed', problems: formatIssues(result.error.issues, read.data).map((issue) => `${shownAs}: ${issue}`) };
}

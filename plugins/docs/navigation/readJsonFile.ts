import fs from 'node:fs/promises';
import { jsonErrorPosition } from './jsonErrorPosition';

export type JsonRead =
  | { status: 'missing' }
  | { status: 'ok'; data: unknown; text: string }
  | { status: 'invalid'; message: string; line: number; column: number };

/**
 * Reads an optional JSON file. A missing file is normal (most folders have no `_meta.json`);
 * invalid JSON is reported with the line and column where it goes wrong, never thrown, so that
 * the caller can collect the problems of every file before failing.
 */
export async function readJsonFile({ file }: { file: string }): Promise<JsonRead> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return { status: 'missing' };
    }
    throw error;
  }
  // Editors on Windows may save a byte order mark, which JSON.parse rejects.
  text = text.replace(/^\uFEFF/, '');
  try {
    return { status: 'ok', data: JSON.parse(text), text };
  } catch (error) {
    const { line, column } = jsonErrorPosition({ text });
    // Drop V8's echo of the whole text and its character offset: line and column say it better.
    const reason = (error as Error).message.replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
    return { status: 'invalid', message: `invalid JSON: ${reason}`, line, column };
  }
}

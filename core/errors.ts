import path from 'node:path';

/**
 * An error the user caused and can fix: what is wrong, where, and what to do. The CLI prints its
 * message without a stack trace and exits with code 1.
 */
export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
}

export class QuireError extends Error {
  readonly location: ErrorLocation;
  readonly hint?: string;

  constructor(message: string, options: { location?: ErrorLocation; hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'QuireError';
    this.location = options.location ?? {};
    this.hint = options.hint;
  }

  /** `file:line:column: message` followed by the hint. */
  format(): string {
    const where = formatLocation(this.location);
    return [where ? `${where}: ${this.message}` : this.message, this.hint].filter(Boolean).join('\n');
  }
}

/**
 * A file as messages name it: relative to the current folder when it is inside it (`docs/a.mdx`),
 * else absolute; forward slashes either way.
 */
export function displayPath(file: string): string {
  if (!path.isAbsolute(file)) return file.replace(/^\.\//, '').split(path.sep).join('/');
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
  return shown.split(path.sep).join('/');
}

/** `path:line:column` (or less, as known), the one format of every place in a message. */
export function formatLocation({ file, line, column }: ErrorLocation): string {
  if (!file) return '';
  const shown = displayPath(file);
  if (line === undefined) return shown;
  return column === undefined ? `${shown}:${line}` : `${shown}:${line}:${column}`;
}

/** Several user errors reported together (config validation, SSG failures, dead links). */
export class QuireAggregateError extends QuireError {
  readonly errors: readonly string[];

  constructor(title: string, errors: string[], hint?: string) {
    super(`${title}\n${errors.map((e) => `  - ${e.replace(/\n/g, '\n    ')}`).join('\n')}`, { hint });
    this.errors = errors;
  }
}

export function isQuireError(error: unknown): error is QuireError {
  return error instanceof QuireError || (error instanceof Error && error.name === 'QuireError');
}

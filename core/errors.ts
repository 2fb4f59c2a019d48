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

export function formatLocation({ file, line, column }: ErrorLocation): string {
  if (!file) return '';
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
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

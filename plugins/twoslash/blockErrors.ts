import type { CodeBlockPlace } from 'quire';
import type { TwoslashReturn } from 'twoslash';

/**
 * What a failed twoslash block says to its author: twoslash throws a TwoslashError for a type
 * error the block does not expect (and for unknown `// @flags`, queries that find nothing...),
 * with offsets into the block. This puts each unexpected error at its line and column in the
 * page's file (the block's fence line, plus the line in the block), with the TypeScript message
 * and what to do.
 */

/** A block's failure: the error a build throws (`line`/`column` in the page: core prints `file:line:column`), and the dev warning. */
export interface BlockFailure {
  error: Error & { line?: number; column?: number; reason: string };
  /** `file:line:column: ...`, for a warning. */
  message: string;
}

interface TwoslashErrorLike {
  title: string;
  description: string;
  recommendation?: string;
}

function isTwoslashError(error: unknown): error is TwoslashErrorLike & Error {
  return error instanceof Error && typeof (error as Partial<TwoslashErrorLike>).title === 'string' && typeof (error as Partial<TwoslashErrorLike>).description === 'string';
}

/** A page place as `file:line:column`. */
const where = ({ file, line, column }: { file?: string; line: number; column: number }) => (file ? `${file}:${line}:${column}` : `line ${line}:${column}`);

/**
 * The failure of a block, or undefined when `error` is not twoslash's (a bug elsewhere: thrown as
 * it is). `rerun` runs the block again with every error reported and the notations kept, so the
 * errors' lines are the block's own.
 */
export function describeFailure({
  error,
  place,
  rerun,
}: {
  error: unknown;
  place: CodeBlockPlace | undefined;
  rerun: () => TwoslashReturn;
}): BlockFailure | undefined {
  if (!isTwoslashError(error)) return undefined;
  // The block's first code line is the one after the fence; a fence indented (in a list) indents the code as much.
  const fenceLine = place?.line ?? 0;
  const indent = (place?.column ?? 1) - 1;
  const file = place?.file.path;
  let unexpected: { line: number; column: number; code: number; text: string }[] = [];
  let expected: number[] = [];
  if (error.title.startsWith('Errors were thrown in the sample')) {
    try {
      const all = rerun();
      expected = (all.meta.handbookOptions.errors ?? []) as number[];
      unexpected = all.errors
        .filter((node) => !expected.includes(Number(node.code)))
        .map((node) => ({ line: fenceLine + 1 + node.line, column: indent + node.character + 1, code: Number(node.code), text: node.text }));
    } catch {
      // The place is then the block's fence.
    }
  }
  const first = unexpected[0];
  const codes = [...new Set([...expected, ...unexpected.map((e) => e.code)])];
  const reason = first
    ? [
        `twoslash: unexpected TypeScript error TS${first.code}: ${first.text}`,
        ...unexpected.slice(1).map((e) => `  also at ${where({ file, line: e.line, column: e.column })}: TS${e.code}: ${e.text}`),
        `Fix the code, or mark the errors as expected in the block with \`// @errors: ${codes.join(' ')}\` (\`// @noErrors\` hides them all).`,
      ].join('\n')
    : `twoslash: ${error.title}: ${error.description.trim()}${error.recommendation ? `\n${error.recommendation.trim()}` : ''}`;
  const line = first?.line ?? (place ? fenceLine : undefined);
  const column = first?.column ?? (place ? place.column : undefined);
  const failure = Object.assign(new Error(reason), { reason, line, column });
  failure.name = 'TwoslashBlockError';
  return { error: failure, message: line === undefined ? reason : `${where({ file, line, column: column ?? 1 })}: ${reason}` };
}

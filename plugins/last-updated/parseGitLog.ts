/**
 * A streaming parser for the output of
 * `git log -z --format=%x00%ct --name-only`, which looks like this (NUL shown as `\0`):
 *
 *     \0<commit time>\0\n<file>\0<file>\0 ... \0<commit time>\0\n<file>\0 ...
 *
 * Split on NUL, the tokens are: an empty token (our `%x00`) before every commit, the commit time
 * in seconds, then the commit's files. The first file carries a `\n` that git puts between the
 * header and the name list. A commit that lists no files (a merge) is followed directly by the
 * next empty token. An empty token can never be a file name, and NUL can never occur in one, so
 * this grammar is unambiguous even for file names made only of digits or starting with `\n`.
 *
 * The output is split on bytes, not characters: NUL never occurs inside a UTF-8 sequence, so a
 * multi-byte character cut in two by a chunk boundary is reassembled before it is decoded.
 */

const NUL = 0x00;
const NEWLINE = 0x0a;

/** What the next token is, given the ones before it. */
type Expect = 'time' | 'firstFile' | 'file';

export interface GitLogParser {
  /** Feeds the next chunk of git's stdout. */
  push(chunk: Buffer): void;
  /**
   * Ends the stream and returns each file (as git printed it, relative and with `/`) mapped to
   * the time in milliseconds of the first commit that listed it. `git log` prints newest first,
   * so that is the file's last change.
   */
  end(): Map<string, number>;
}

export function createGitLogParser(): GitLogParser {
  const times = new Map<string, number>();
  // The output starts with a NUL, i.e. an empty token, which switches to 'time' before any file.
  let expect: Expect = 'file';
  let commitTime: number | undefined;
  // The bytes after the last NUL of the previous chunk: the start of a token cut by the boundary.
  let pending: Buffer | undefined;

  function token(buffer: Buffer, start: number, end: number): void {
    if (start === end) {
      expect = 'time';
      return;
    }
    if (expect === 'time') {
      const seconds = Number(buffer.toString('latin1', start, end));
      commitTime = Number.isFinite(seconds) ? seconds * 1000 : undefined;
      expect = 'firstFile';
      return;
    }
    if (expect === 'firstFile') {
      if (buffer[start] === NEWLINE) start += 1;
      expect = 'file';
      if (start === end) return;
    }
    if (commitTime === undefined) return;
    const file = buffer.toString('utf8', start, end);
    // First occurrence wins: later tokens are older commits of the same file.
    if (!times.has(file)) times.set(file, commitTime);
  }

  return {
    push(chunk) {
      const buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
      let start = 0;
      for (let nul = buffer.indexOf(NUL, start); nul !== -1; nul = buffer.indexOf(NUL, start)) {
        token(buffer, start, nul);
        start = nul + 1;
      }
      pending = start < buffer.length ? buffer.subarray(start) : undefined;
    },
    end() {
      // git ends every name with a NUL, so this only matters for truncated output.
      if (pending) token(pending, 0, pending.length);
      pending = undefined;
      return times;
    },
  };
}

import path from 'node:path';
import { QuireError, displayPath } from '../errors';

/** What each file-system failure a build can meet while writing means, and what to do about it. */
const FAILURES: Record<string, { what: string; todo: (folder: string) => string }> = {
  ENOSPC: { what: 'the disk is full (ENOSPC)', todo: () => 'Free some space on that disk (until it replaces the previous site, a build needs room for both), or build elsewhere with --out-dir <folder>.' },
  EDQUOT: { what: 'the disk quota is used up (EDQUOT)', todo: () => 'Free some space within the quota (until it replaces the previous site, a build needs room for both), or build elsewhere with --out-dir <folder>.' },
  EROFS: { what: 'the file system is read-only (EROFS)', todo: () => 'Build into a folder on a writable disk with --out-dir <folder>.' },
  EACCES: { what: 'permission denied (EACCES)', todo: (folder) => `Make ${folder} and the folder that holds it writable for this user (for example with chmod u+w), or build elsewhere with --out-dir <folder>.` },
  EPERM: { what: 'the operation is not permitted (EPERM)', todo: (folder) => `Make ${folder} and the folder that holds it writable for this user, or build elsewhere with --out-dir <folder>.` },
  EBUSY: { what: 'it is in use or a mount point (EBUSY)', todo: () => 'A build replaces the whole output folder: mount the folder that holds it instead, or build elsewhere with --out-dir <folder> and copy the files.' },
};

const CODE_IN_MESSAGE = new RegExp(`\\b(${Object.keys(FAILURES).join('|')}): `);

function failureCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (typeof code === 'string' && FAILURES[code]) return code;
  // Errors that crossed a thread (a page's render) or were collected into one keep only their message.
  return CODE_IN_MESSAGE.exec(String((error as Error)?.message ?? ''))?.[1];
}

/**
 * A clear error for a build that could not write its output (a full disk, a read-only or
 * protected folder, a mount point), naming the folder and what to do; undefined for any other
 * error. A failure inside the temporary folder is the output folder's: the build writes there first.
 */
export function outputWriteError({ error, outDir, tempDir }: { error: unknown; outDir: string; tempDir: string }): QuireError | undefined {
  const code = failureCode(error);
  if (!code) return undefined;
  const file = (error as NodeJS.ErrnoException).path;
  // The output folder, its temporary and previous copies (`<out>.tmp-<pid>`, `<out>.old-<pid>`), and the folder holding them.
  const inOutput = !file || file === path.dirname(outDir) || [outDir, tempDir, `${outDir}.`].some((dir) => file === dir || file.startsWith(dir.endsWith('.') ? dir : dir + path.sep));
  const folder = displayPath(inOutput ? outDir : path.dirname(file));
  const { what, todo } = FAILURES[code]!;
  return new QuireError(inOutput ? `Could not write the site into ${folder}: ${what}.` : `Could not write ${displayPath(file)}: ${what}.`, { hint: todo(folder), cause: error });
}

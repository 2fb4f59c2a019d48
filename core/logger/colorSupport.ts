import { stripVTControlCharacters } from 'node:util';
import picocolors from 'picocolors';

export type Colors = ReturnType<typeof picocolors.createColors>;

/**
 * Whether one output stream gets colours: `FORCE_COLOR` set to anything but `0`/`false` forces
 * them (Node's own rule: it wins over `NO_COLOR`), a non-empty `NO_COLOR` turns them off, and
 * otherwise the stream must be a terminal (not `TERM=dumb`). stdout and stderr decide apart:
 * `quire build > log.txt` keeps coloured errors on the terminal and a plain log.
 */
export function colorEnabled({ env, isTTY }: { env: NodeJS.ProcessEnv; isTTY: boolean | undefined }): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return Boolean(isTTY) && env.TERM !== 'dumb';
}

export type OutputStream = Pick<NodeJS.WriteStream, 'write' | 'isTTY'>;

export function streamColorEnabled(stream: OutputStream): boolean {
  return colorEnabled({ env: process.env, isTTY: stream.isTTY });
}

/** picocolors for one stream: its styles are no-ops when that stream gets no colours. */
export function colorsFor(stream: OutputStream): Colors {
  return picocolors.createColors(streamColorEnabled(stream));
}

/**
 * Writes text to a stream, without its colour codes when that stream gets no colours (a message
 * styled while it was made, such as a path in an error, reaches stdout or stderr only later).
 */
export function writeTo(stream: OutputStream, text: string): void {
  stream.write(streamColorEnabled(stream) ? text : stripVTControlCharacters(text));
}

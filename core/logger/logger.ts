/** Terminal output: one style for paths, URLs, code and numbers everywhere. */
import { colorsFor, streamColorEnabled, writeTo } from './colorSupport';

export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'blue' | 'cyan' | 'gray';

/**
 * Styles text in a message being made, before it is known which stream it goes to: styled when
 * either stream gets colours; the writer below removes the codes on a stream that gets none.
 */
export function color(style: Style, text: string): string {
  const stream = streamColorEnabled(process.stderr) ? process.stderr : process.stdout;
  return colorsFor(stream)[style](text);
}

export const fmt = {
  path: (p: string) => color('cyan', p),
  url: (u: string) => color('cyan', u),
  code: (c: string) => color('blue', `\`${c}\``),
  num: (n: number | string) => color('yellow', String(n)),
  name: (n: string) => color('bold', n),
};

let quiet = false;

export const logger = {
  setQuiet(value: boolean) {
    quiet = value;
  },
  info(message: string) {
    if (!quiet) writeTo(process.stdout, `${colorsFor(process.stdout).cyan('[quire]')} ${message}\n`);
  },
  success(message: string) {
    if (!quiet) writeTo(process.stdout, `${colorsFor(process.stdout).green('[quire]')} ${message}\n`);
  },
  warn(message: string) {
    writeTo(process.stderr, `${colorsFor(process.stderr).yellow('[quire] warning:')} ${message}\n`);
  },
  error(message: string) {
    writeTo(process.stderr, `${colorsFor(process.stderr).red('[quire] error:')} ${message}\n`);
  },
  /** A progress line that rewrites itself on a terminal and prints milestones elsewhere. */
  progress(label: string, done: number, total: number) {
    if (quiet) return;
    if (process.stdout.isTTY) {
      writeTo(process.stdout, `\r${colorsFor(process.stdout).cyan('[quire]')} ${label} ${done}/${total}${done === total ? '\n' : ''}`);
    } else if (done === total || done % Math.max(1, Math.ceil(total / 4)) === 0) {
      process.stdout.write(`[quire] ${label} ${done}/${total}\n`);
    }
  },
};
